import { expect, type Locator, type Page } from '@playwright/test';

import type { AppLocale, Translate } from '../fixtures/test';
import { ListPage } from './ListPage';

/** The employees list: cards rather than rows, each with its documents dialog. */
export class EmployeesPage extends ListPage {
  readonly cards: Locator;

  constructor(page: Page, t: Translate, locale: AppLocale) {
    super(page, t, locale, {
      path: '/app/hr/employees',
      navKey: 'widgets.nav.employees',
      addKey: 'widgets.hr.employees.screen.add',
    });
    this.cards = page.locator('[data-employee-card]');
  }

  /** Finds the one employee whose names start with `prefix` and returns their card. */
  async findOne(prefix: string): Promise<Locator> {
    await this.goto(`?search=${prefix}`);
    await expect(this.cards).toHaveCount(1);
    return this.cards;
  }

  /** Opens the documents of the employee on `card`, named `name`, and returns the dialog. */
  async openDocuments(card: Locator, name: string): Promise<Locator> {
    await card.getByRole('button', { name: this.t('widgets.hr.employees.card.documentsOf', { name }) }).click();
    return this.viewer;
  }
}
