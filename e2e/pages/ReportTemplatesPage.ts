import { expect, type Locator, type Page } from '@playwright/test';

import type { AppLocale, Translate } from '../fixtures/test';
import { ListPage } from './ListPage';

/** The report templates screen (`/app/reports/templates`). */
export const REPORT_TEMPLATES = {
  path: '/app/reports/templates',
  navKey: 'widgets.nav.reportTemplates',
  addKey: 'widgets.reports.reportTemplates.screen.add',
};

/** The headers of the invoice variables as the server's catalogue names them (`internal/reports/labels.go`). */
const VARIABLES: Record<AppLocale, Record<string, string>> = {
  'en-US': {
    invoice_number: 'Invoice number',
    client: 'Client',
    issue_date: 'Issue date',
    total: 'Total',
    status: 'Status',
  },
  'ar-EG': {
    invoice_number: 'رقم الفاتورة',
    client: 'العميل',
    issue_date: 'تاريخ الإصدار',
    total: 'الإجمالي',
    status: 'الحالة',
  },
};

const W = 'widgets.reports.reportTemplates.wizard';

/** The templates list, its wizard (details, columns, filters and totals with the preview, review) and its dialogs. */
export class ReportTemplatesPage extends ListPage {
  readonly dialog: Locator;

  constructor(
    page: Page,
    private readonly tr: Translate,
    locale: AppLocale,
  ) {
    super(page, tr, locale, REPORT_TEMPLATES);
    this.dialog = page.getByRole('dialog');
  }

  /** A variable's header in this locale. */
  variable(key: string): string {
    return VARIABLES[this.locale][key] ?? key;
  }

  /** Chooses an option of a Select (named by its label) inside `scope`. */
  async choose(scope: Locator, labelId: string, option: string) {
    await scope.getByRole('button', { name: this.tr(labelId) }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** Presses the wizard's Next. */
  async next() {
    await this.dialog.getByRole('button', { name: this.tr('ui.wizard.next') }).click();
  }

  /** The wizard's first step: name and report type. */
  async fillDetails(name: string, typeLabel: string) {
    await this.dialog.getByRole('textbox', { name: this.tr('widgets.common.name'), exact: true }).fill(name);
    await this.choose(this.dialog, 'widgets.reports.reportTemplates.field.reportType', typeLabel);
  }

  /** The columns step: ticks each variable by its header, from the keyboard (its box is visually hidden). */
  async tickVariables(keys: readonly string[]) {
    for (const key of keys) {
      const box = this.dialog.getByRole('checkbox', { name: this.variable(key), exact: true });
      await box.focus();
      await this.page.keyboard.press('Space');
      await expect(box).toBeChecked();
    }
  }

  /** The filter row `i` (variable, condition, values). */
  filterRow(i: number): Locator {
    return this.dialog.getByTestId(`filter-${i}`);
  }

  /** The aggregation row `i` (field, function, label). */
  aggregationRow(i: number): Locator {
    return this.dialog.getByTestId(`aggregation-${i}`);
  }

  /**
   * Waits for the preview to hold the answer to the template as it stands: the preview grows and shrinks the dialog
   * as answers come, which would move a button between finding it and pressing it.
   */
  async previewSettled() {
    await expect(this.preview).toHaveAttribute('aria-busy', 'false');
  }

  /** Adds a "between" filter on a number or amount variable. */
  async addBetweenFilter(key: string, from: number, to: number) {
    await this.previewSettled();
    const i = await this.dialog.locator('[data-testid^="filter-"]').count();
    await this.dialog.getByRole('button', { name: this.tr(`${W}.addFilter`) }).click();
    const row = this.filterRow(i);
    await this.choose(row, `${W}.variable`, this.variable(key));
    await this.choose(row, `${W}.operator`, this.tr('widgets.reports.reportTemplates.operator.between'));
    await row.getByRole('textbox', { name: this.tr(`${W}.value`), exact: true }).fill(String(from));
    const second = row.getByRole('textbox', { name: this.tr(`${W}.secondValue`), exact: true });
    await second.fill(String(to));
    // A number field commits its value when it loses focus.
    await second.press('Tab');
    await expect(second).toHaveValue(new Intl.NumberFormat(this.locale).format(to));
  }

  /** Adds an aggregation: a variable, a function (its label id's last part: sum, average…) and a label. */
  async addAggregation(key: string, fn: string, label: string) {
    await this.previewSettled();
    const i = await this.dialog.locator('[data-testid^="aggregation-"]').count();
    await this.dialog.getByRole('button', { name: this.tr(`${W}.addAggregation`) }).click();
    const row = this.aggregationRow(i);
    await expect(row).toBeVisible();
    await this.choose(row, `${W}.field`, this.variable(key));
    await this.choose(row, `${W}.function`, this.tr(`widgets.reports.function.${fn}`));
    await row.getByRole('textbox', { name: this.tr(`${W}.aggregationLabel`) }).fill(label);
  }

  /** The live preview of the template being built. */
  get preview(): Locator {
    return this.dialog.getByRole('region', { name: this.tr(`${W}.preview`) });
  }

  /** Opens a row's schedule dialog, sets a weekly schedule on a day at a time, and saves it. */
  /** Sets a template's schedule to every day at `time` (HH:MM) through its row's Schedule dialog. */
  async scheduleDaily(name: string, time: string) {
    await this.rowMenuAction(name, this.tr('widgets.reports.reportTemplates.screen.scheduleAction'));
    const S = 'widgets.reports.reportTemplates.schedule';
    await this.choose(this.dialog, `${S}.frequency`, this.tr(`${S}.daily`));
    await this.dialog.getByRole('textbox', { name: this.tr(`${S}.time`) }).fill(time);
    await this.dialog.getByRole('button', { name: this.tr(`${S}.save`) }).click();
    await this.dialog.waitFor({ state: 'hidden' });
  }

  async scheduleWeekly(name: string, dayLabel: string, time: string) {
    await this.rowMenuAction(name, this.tr('widgets.reports.reportTemplates.screen.scheduleAction'));
    const S = 'widgets.reports.reportTemplates.schedule';
    await this.choose(this.dialog, `${S}.frequency`, this.tr(`${S}.weekly`));
    await this.choose(this.dialog, `${S}.dayOfWeek`, dayLabel);
    await this.dialog.getByRole('textbox', { name: this.tr(`${S}.time`) }).fill(time);
    await this.dialog.getByRole('button', { name: this.tr(`${S}.save`) }).click();
    await this.dialog.waitFor({ state: 'hidden' });
  }
}
