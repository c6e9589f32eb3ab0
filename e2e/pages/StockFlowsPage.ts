import type { Locator, Page } from '@playwright/test';

import type { AppLocale, Translate } from '../fixtures/test';
import { ListPage } from './ListPage';

/** The purchase requests (`/app/stock/purchase-requests`) and transfers (`/app/stock/transfers`) screens. */
export const STOCK_FLOWS = {
  purchaseRequests: {
    path: '/app/stock/purchase-requests',
    navKey: 'widgets.nav.purchaseRequests',
    addKey: 'widgets.stock.purchaseRequests.screen.add',
  },
  transfers: {
    path: '/app/stock/transfers',
    navKey: 'widgets.nav.transfers',
    addKey: 'widgets.stock.transfers.screen.add',
  },
} as const;

/** A stock-flow list with its viewer, wizard and status-change confirmations. */
export class StockFlowsPage extends ListPage {
  readonly wizard: Locator;

  constructor(
    page: Page,
    private readonly tr: Translate,
    locale: AppLocale,
    kind: keyof typeof STOCK_FLOWS,
  ) {
    super(page, tr, locale, STOCK_FLOWS[kind]);
    this.wizard = page.getByRole('dialog');
  }

  /** A number as the app shows it in this locale. */
  n(value: number): string {
    return new Intl.NumberFormat(this.locale).format(value);
  }

  /** Presses a viewer action by its label id. */
  async viewerAction(labelId: string) {
    await this.viewer.getByRole('button', { name: this.tr(labelId), exact: true }).click();
  }

  /** Confirms the open status change (its confirm button carries the action's label) and waits for it to close. */
  async confirmAction(labelId: string) {
    await this.confirm.getByRole('button', { name: this.tr(labelId), exact: true }).click();
    await this.confirm.waitFor({ state: 'hidden' });
  }

  /** Chooses an option of a wizard Select named by its label. */
  async choose(labelId: string, option: string | RegExp) {
    await this.wizard.getByRole('button', { name: this.tr(labelId) }).click();
    await this.page.getByRole('option', { name: option }).click();
  }

  /** Presses the wizard's Next. */
  async next() {
    await this.wizard.getByRole('button', { name: this.tr('ui.wizard.next') }).click();
  }
}
