import type { Page } from '@playwright/test';

import type { AppLocale, Translate } from '../fixtures/test';
import { ListPage } from './ListPage';

/** The expenses screen (`/app/sales/expenses`): its list, row menus, viewer and confirmations. */
export class ExpensesPage extends ListPage {
  constructor(
    page: Page,
    private readonly tr: Translate,
    locale: AppLocale,
  ) {
    super(page, tr, locale, {
      path: '/app/sales/expenses',
      navKey: 'widgets.nav.expenses',
      addKey: 'widgets.sales.expenses.screen.add',
    });
  }

  /** Chooses a preset of the date filter (its own group: "Sort by" may show "Date" too). */
  async dateFilter(optionLabel: string) {
    await this.page
      .getByRole('search')
      .getByRole('group', { name: this.tr('widgets.common.date') })
      .getByRole('button')
      .first()
      .click();
    await this.page.getByRole('option', { name: optionLabel, exact: true }).click();
  }
}
