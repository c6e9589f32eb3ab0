import type { Locator, Page } from '@playwright/test';

import type { AppLocale, Translate } from '../fixtures/test';
import { ListPage } from './ListPage';

/** The supplier bills screen (`/app/sales/bills`): its list, row menus, viewer, dialogs and toasts. */
export class BillsPage extends ListPage {
  constructor(
    page: Page,
    private readonly tr: Translate,
    locale: AppLocale,
  ) {
    super(page, tr, locale, {
      path: '/app/sales/bills',
      navKey: 'widgets.nav.bills',
      addKey: 'widgets.sales.bills.screen.add',
    });
  }

  /** How a row's buttons name a bill: its number and its supplier in the active language. */
  rowLabel(number: string, supplier: string): string {
    return this.tr('widgets.sales.bills.screen.rowLabel', { number, supplier });
  }

  /** The open payment dialog. */
  get paymentDialog(): Locator {
    return this.page.getByRole('dialog', { name: this.tr('widgets.common.payment.title') });
  }

  /** The error toasts on screen. */
  get errorToasts(): Locator {
    return this.page.locator('[data-kind="error"]');
  }
}
