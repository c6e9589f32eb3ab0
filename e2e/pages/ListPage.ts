import type { Locator, Page } from '@playwright/test';

import type { AppLocale, Translate } from '../fixtures/test';

/** Fills an ICU message's `{name, number}` and `{name}` arguments the way the app does for a locale. */
export function formatMessage(raw: string, locale: AppLocale, values: Record<string, string | number>): string {
  const nf = new Intl.NumberFormat(locale);
  return raw
    .replace(/\{(\w+), number\}/g, (_, k: string) => nf.format(Number(values[k])))
    .replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));
}

/** Which list a page object drives: its path, navigation label and add button. */
export type ListKind = { path: string; navKey: string; addKey: string };

export const LISTS = {
  clients: { path: '/app/crm/clients', navKey: 'widgets.nav.clients', addKey: 'widgets.crm.clients.screen.add' },
  contacts: { path: '/app/crm/contacts', navKey: 'widgets.nav.contacts', addKey: 'widgets.crm.contacts.screen.add' },
  documents: {
    path: '/app/crm/documents',
    navKey: 'widgets.nav.documents',
    addKey: 'widgets.crm.documents.screen.add',
  },
  invoices: {
    path: '/app/sales/invoices',
    navKey: 'widgets.nav.invoices',
    addKey: 'widgets.sales.invoices.screen.add',
  },
  quotations: {
    path: '/app/sales/quotations',
    navKey: 'widgets.nav.quotations',
    addKey: 'widgets.sales.quotations.screen.add',
  },
  receipts: {
    path: '/app/sales/receipts',
    navKey: 'widgets.nav.receipts',
    addKey: 'widgets.sales.receipts.screen.add',
  },
  users: { path: '/app/admin/users', navKey: 'widgets.nav.users', addKey: 'widgets.admin.users.screen.add' },
  roles: { path: '/app/admin/roles', navKey: 'widgets.nav.roles', addKey: 'widgets.admin.roles.screen.add' },
} satisfies Record<string, ListKind>;

/**
 * A list page of any module (CRM clients by default): its toolbar, table, summary, viewer and confirmations, which
 * every list screen shares.
 */
export class ListPage {
  readonly heading: Locator;
  readonly addButton: Locator;
  readonly search: Locator;
  readonly table: Locator;
  readonly rows: Locator;
  readonly summary: Locator;
  readonly pageOf: Locator;
  readonly viewer: Locator;
  readonly confirm: Locator;

  constructor(
    readonly page: Page,
    protected readonly t: Translate,
    readonly locale: AppLocale,
    private readonly kind: ListKind = LISTS.clients,
  ) {
    this.heading = page.getByRole('heading', { level: 1, name: t(kind.navKey) });
    this.addButton = page.getByRole('button', { name: t(kind.addKey) }).first();
    this.search = page.getByRole('searchbox');
    this.table = page.getByRole('table', { name: t(kind.navKey) });
    this.rows = this.table.locator('tbody tr');
    this.summary = page.locator('[data-list-summary]');
    this.pageOf = page.locator('[data-list-page]');
    this.viewer = page.getByRole('dialog');
    this.confirm = page.getByRole('alertdialog');
  }

  async goto(query = '') {
    await this.page.goto(`${this.kind.path}${query}`);
    await this.heading.waitFor();
  }

  /** "Showing N of M" and "Page X of Y" as the footer renders them. */
  summaryText(count: number, total: number, page: number, pages: number) {
    return {
      showing: formatMessage(this.t('ui.paginatedList.summary'), this.locale, { count, total }),
      page: formatMessage(this.t('ui.paginatedList.pageOf'), this.locale, { page, pages }),
    };
  }

  async searchFor(text: string) {
    await this.search.fill(text);
    await this.search.press('Enter');
  }

  /** Chooses an option of a toolbar filter (the Select named by its label). */
  async filter(labelId: string, optionLabel: string) {
    await this.page
      .getByRole('search')
      .getByRole('button', { name: this.t(labelId) })
      .click();
    await this.page.getByRole('option', { name: optionLabel, exact: true }).click();
  }

  /** Presses a sortable column header. */
  async sortBy(labelId: string) {
    await this.table
      .getByRole('columnheader', { name: this.t(labelId) })
      .getByRole('button')
      .click();
  }

  rowAction(kind: 'view' | 'edit' | 'delete', name: string): Locator {
    return this.page.getByRole('button', { name: this.t(`ui.paginatedList.${kind}Row`, { label: name }), exact: true });
  }

  /** The "More actions" menu button of a row (status actions, payments…). */
  moreActions(name: string): Locator {
    return this.page.getByRole('button', {
      name: this.t('ui.paginatedList.moreActionsRow', { label: name }),
      exact: true,
    });
  }

  /** Opens a row's "More actions" menu and chooses an entry. */
  async rowMenuAction(name: string, itemLabel: string) {
    await this.moreActions(name).click();
    await this.page.getByRole('menuitem', { name: itemLabel, exact: true }).click();
  }

  firstCellTexts(): Promise<string[]> {
    return this.rows.locator('td:first-child bdi:first-child').allInnerTexts();
  }
}
