import { Button, Icon, MoneyField, NumberField, Select, TextField, useWizard, type FieldErrors } from '@erp/ui';
import { useIntl, type IntlShape } from 'react-intl';

import { billsMessages as bm, billsNamedMessages as bn } from './BillsScreen.messages';
import { billWizardMessages as m, billWizardNamedMessages as mn } from './BillWizard.messages';
import * as css from '../shared/shared.css';
import * as editorCss from '../shared/documents/LinesEditor.css';
import { formatMoney, formatRate } from '../shared/format';
import { vatRateLabel } from './finance.format';
import { computeTotals, toPiastres, toPounds, toThousandths, type DocumentTotals } from '../shared/money';
import type { VatRateOption } from './finance.types';

/** One line as the wizard edits it: numbers stay null while their field is empty. */
export type LineDraft = { key: string; description: string; quantity: number | null; unitPrice: number | null };

let lineKeys = 0;

/** A new line (quantity 1, no price yet). */
export function emptyLine(): LineDraft {
  lineKeys += 1;
  return { key: `line-${lineKeys}`, description: '', quantity: 1, unitPrice: null };
}

/** Field names of line `i`, as the server reports its errors ("items.0.quantity"). */
export const lineFieldNames = (i: number) => ['description', 'quantity', 'unitPrice'].map((f) => `items.${i}.${f}`);

/** The items step's errors: at least one line, each with a description, a quantity > 0 and a price ≥ 0; a VAT rate. */
export function validateLines(intl: IntlShape, lines: readonly LineDraft[], vatRate: number | null): FieldErrors {
  const errors: FieldErrors = {};
  if (lines.length === 0) errors.items = intl.formatMessage(m.itemsRequired);
  lines.forEach((l, i) => {
    const [description, quantity, unitPrice] = lineFieldNames(i) as [string, string, string];
    if (!l.description.trim()) errors[description] = intl.formatMessage(m.descriptionRequired);
    const q = l.quantity == null ? null : toThousandths(l.quantity);
    if (q == null || q <= 0) errors[quantity] = intl.formatMessage(m.quantityInvalid);
    const p = l.unitPrice == null ? null : toPiastres(l.unitPrice);
    if (p == null || p < 0) errors[unitPrice] = intl.formatMessage(m.priceInvalid);
  });
  if (vatRate === null) errors.vatRate = intl.formatMessage(m.vatRateRequired);
  return errors;
}

/** The VAT rate choices of the settings, plus the bill's own rate when the settings no longer offer it. */
export function vatOptions(intl: IntlShape, rates: readonly VatRateOption[], current: number | null) {
  const options = rates.map((r) => ({ id: String(r.rate), label: vatRateLabel(intl, r) }));
  if (current !== null && !rates.some((r) => r.rate === current))
    options.push({ id: String(current), label: formatRate(intl, current) });
  return options;
}

/** Subtotal, VAT (with its rate) and total, in the active locale. */
export function TotalsList({ totals, vatRate }: { totals: DocumentTotals; vatRate: number | null }) {
  const intl = useIntl();
  const rows: Array<[key: string, label: string, piastres: number]> = [
    ['subtotal', intl.formatMessage(bm.subtotal), totals.subtotal],
    [
      'vat',
      vatRate === null
        ? intl.formatMessage(bm.vat)
        : intl.formatMessage(bn.vatWithRate, { rate: formatRate(intl, vatRate) }),
      totals.vat,
    ],
    ['total', intl.formatMessage(bm.total), totals.total],
  ];
  return (
    <dl className={css.totals} aria-label={intl.formatMessage(bm.totalsLabel)} aria-live="polite">
      {rows.map(([key, label, value]) => (
        <div key={key} className={`${css.totalsRow} ${key === 'total' ? css.totalsGrand : ''}`}>
          <dt className={css.totalsLabel}>{label}</dt>
          <dd className={css.totalsValue} data-total={key}>
            {formatMoney(intl, toPounds(value))}
          </dd>
        </div>
      ))}
    </dl>
  );
}

type LinesStepProps = {
  lines: readonly LineDraft[];
  onLinesChange: (lines: LineDraft[]) => void;
  vatRate: number | null;
  onVatRateChange: (rate: number | null) => void;
  vatRates: readonly VatRateOption[];
};

/** The items step: one card per line with its live total, "Add item", the VAT rate and the live totals. */
export function LinesStep({ lines, onLinesChange, vatRate, onVatRateChange, vatRates }: LinesStepProps) {
  const intl = useIntl();
  const { errors, isSubmitting } = useWizard();
  const totals = computeTotals(lines, vatRate);
  const update = (key: string, patch: Partial<LineDraft>) =>
    onLinesChange(lines.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const field = (name: string) => ({ name, isInvalid: Boolean(errors[name]), errorMessage: errors[name] });

  return (
    <div className={css.formStack}>
      {errors.items ? (
        <p className={css.notice.danger} role="alert">
          {errors.items}
        </p>
      ) : null}
      <ol className={css.lines}>
        {lines.map((line, i) => {
          const [description, quantity, unitPrice] = lineFieldNames(i) as [string, string, string];
          const headingId = `${line.key}-heading`;
          return (
            <li key={line.key} className={css.line} aria-labelledby={headingId} data-line={i}>
              <div className={css.lineHeader}>
                <h4 id={headingId} className={css.lineTitle}>
                  {intl.formatMessage(mn.lineHeading, { n: i + 1 })}
                </h4>
                <Button
                  size="sm"
                  variant="ghost"
                  iconOnly
                  icon={<Icon name="trash" />}
                  aria-label={intl.formatMessage(mn.removeLine, { n: i + 1 })}
                  onPress={() => onLinesChange(lines.filter((l) => l.key !== line.key))}
                  isDisabled={isSubmitting}
                />
              </div>
              <div className={css.lineFields}>
                <TextField
                  {...field(description)}
                  label={intl.formatMessage(bm.description)}
                  isRequired
                  value={line.description}
                  onChange={(text) => update(line.key, { description: text })}
                  isReadOnly={isSubmitting}
                />
                <NumberField
                  {...field(quantity)}
                  label={intl.formatMessage(bm.quantity)}
                  isRequired
                  minValue={0}
                  formatOptions={{ maximumFractionDigits: 3 }}
                  value={line.quantity}
                  onChange={(q) => update(line.key, { quantity: q })}
                  isReadOnly={isSubmitting}
                />
                <MoneyField
                  {...field(unitPrice)}
                  label={intl.formatMessage(bm.unitPrice)}
                  isRequired
                  value={line.unitPrice}
                  onChange={(p) => update(line.key, { unitPrice: p })}
                  isReadOnly={isSubmitting}
                />
                <div className={css.lineTotal}>
                  <span className={css.lineTotalLabel}>{intl.formatMessage(bm.lineTotal)}</span>
                  <output className={css.lineTotalValue} data-line-total={i}>
                    {formatMoney(intl, toPounds(totals.lines[i] ?? 0))}
                  </output>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      <div className={editorCss.linesFooter}>
        <Button
          icon={<Icon name="plus" />}
          onPress={() => onLinesChange([...lines, emptyLine()])}
          isDisabled={isSubmitting}
        >
          {intl.formatMessage(m.addLine)}
        </Button>
        <Select
          {...field('vatRate')}
          className={editorCss.vatField}
          label={intl.formatMessage(bm.vatRate)}
          isRequired
          options={vatOptions(intl, vatRates, vatRate)}
          value={vatRate === null ? null : String(vatRate)}
          onChange={(id) => onVatRateChange(id === null ? null : Number(id))}
          isDisabled={isSubmitting}
        />
      </div>
      <TotalsList totals={totals} vatRate={vatRate} />
    </div>
  );
}
