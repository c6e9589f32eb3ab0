import type { Locator, Page } from '@playwright/test';

import type { AppLocale, Translate } from '../fixtures/test';
import { ListPage, type ListKind } from './ListPage';

/** The stock list screens the page object drives. */
export const STOCK_LISTS = {
  inventory: {
    path: '/app/stock/inventory',
    navKey: 'widgets.nav.inventory',
    addKey: 'widgets.stock.inventory.screen.add',
  },
  warehouses: {
    path: '/app/stock/warehouses',
    navKey: 'widgets.nav.warehouses',
    addKey: 'widgets.stock.warehouses.screen.add',
  },
  suppliers: {
    path: '/app/stock/suppliers',
    navKey: 'widgets.nav.suppliers',
    addKey: 'widgets.stock.suppliers.screen.add',
  },
} satisfies Record<string, ListKind>;

/** A stock list screen (inventory, warehouses, suppliers): list, dialogs, wizard steps and toasts. */
export class StockPage extends ListPage {
  constructor(
    page: Page,
    private readonly tr: Translate,
    locale: AppLocale,
    kind: ListKind,
  ) {
    super(page, tr, locale, kind);
  }

  /** The error toasts on screen. */
  get errorToasts(): Locator {
    return this.page.locator('[data-kind="error"]');
  }

  /** The success toasts on screen. */
  get successToasts(): Locator {
    return this.page.locator('[data-kind="success"]');
  }

  /** Chooses an option of a select field of the open dialog, by the field's label. */
  async choose(dialog: Locator, labelId: string, option: string) {
    await dialog.getByRole('button', { name: this.tr(labelId) }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** Presses a button of the open dialog by its message id. */
  async press(dialog: Locator, id: string, values?: Record<string, string | number>) {
    await dialog.getByRole('button', { name: this.tr(id, values), exact: true }).click();
  }
}
