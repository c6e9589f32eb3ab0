import type { Locator, Page } from '@playwright/test';

import type { AppLocale, Translate } from '../fixtures/test';

/** Fills an ICU message's `{name, number}` and `{name}` arguments the way the app does for a locale. */
export function formatMessage(raw: string, locale: AppLocale, values: Record<string, string | number>): string {
  const nf = new Intl.NumberFormat(locale);
  return raw
    .replace(/\{(\w+), number\}/g, (_, k: string) => nf.format(Number(values[k])))
    .replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));
}

/** /app/crm/clients: list, toolbar, viewer and delete confirmation. */
export class CrmClientsPage {
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
    private readonly t: Translate,
    private readonly locale: AppLocale,
  ) {
    this.heading = page.getByRole('heading', { level: 1, name: t('widgets.nav.clients') });
    this.addButton = page.getByRole('button', { name: t('widgets.crm.clients.add') });
    this.search = page.getByRole('searchbox');
    this.table = page.getByRole('table', { name: t('widgets.nav.clients') });
    this.rows = this.table.locator('tbody tr');
    this.summary = page.locator('[data-list-summary]');
    this.pageOf = page.locator('[data-list-page]');
    this.viewer = page.getByRole('dialog');
    this.confirm = page.getByRole('alertdialog');
  }

  async goto(query = '') {
    await this.page.goto(`/app/crm/clients${query}`);
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

  firstCellTexts(): Promise<string[]> {
    return this.rows.locator('td:first-child bdi:first-child').allInnerTexts();
  }
}
