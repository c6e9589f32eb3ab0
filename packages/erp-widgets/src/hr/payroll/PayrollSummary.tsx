import { useIntl, type IntlShape } from 'react-intl';

import { formatMoney, formatQuantity } from '../../shared/format';
import * as css from '../../shared/shared.css';
import * as pcss from './payroll.css';
import { payrollMessages as m, payrollNamedMessages as mn } from './payroll.messages';
import type { PayrollCalculation, PayrollLine } from './payroll.types';

/** Props of {@link PayrollSummary}. */
export type PayrollSummaryProps = {
  /** The server engine's calculation (`calculation` of a record, or the calculate route's answer). */
  calculation: PayrollCalculation | null;
};

const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v ?? 0));
const text = (v: unknown): string => (typeof v === 'string' ? v : String(v ?? ''));
const rate = (intl: IntlShape, r: unknown) =>
  intl.formatNumber(num(r) / 100, { style: 'percent', maximumFractionDigits: 2 });

const LABELS = {
  base_salary: m.lineBase,
  gross_pay: m.lineGross,
  insured_salary: m.lineInsured,
  employee_insurance: m.lineEmployeeIns,
  employer_insurance: m.lineEmployerIns,
  taxable_monthly: m.lineTaxableMonthly,
  taxable_annual: m.lineTaxableAnnual,
  annual_tax: m.lineAnnualTax,
  monthly_tax: m.lineMonthlyTax,
  martyrs_fund: m.lineMartyrs,
  net_pay: m.lineNet,
} as const;

/** The label and the explanation of one step, in the active language. */
function describe(intl: IntlShape, line: PayrollLine, calc: PayrollCalculation): { label: string; how: string } {
  const p = line.params ?? {};
  const money = (v: unknown) => formatMoney(intl, num(v));
  switch (line.code) {
    case 'allowance':
      return {
        label: intl.formatMessage(mn.lineAllowance, { name: text(p.name) }),
        how: intl.formatMessage(p.taxable === false ? m.lineAllowanceUntaxed : m.lineAllowanceTaxable),
      };
    case 'overtime':
      return {
        label: intl.formatMessage(mn.lineOvertime, { date: text(p.date) }),
        how: intl.formatMessage(mn.lineOvertimeHow, {
          hours: formatQuantity(intl, num(p.hours)),
          hourlyRate: money(p.hourlyRate),
          rate: formatQuantity(intl, num(p.rate)),
        }),
      };
    case 'bonus':
      return { label: intl.formatMessage(mn.lineBonus, { description: text(p.description) }), how: '' };
    case 'deduction':
      return { label: intl.formatMessage(mn.lineDeduction, { description: text(p.description) }), how: '' };
    case 'insured_salary':
      return {
        label: intl.formatMessage(m.lineInsured),
        how: intl.formatMessage(mn.lineInsuredHow, { wage: money(p.wage), min: money(p.min), max: money(p.max) }),
      };
    case 'employee_insurance':
    case 'martyrs_fund':
      return {
        label: intl.formatMessage(LABELS[line.code]),
        how: intl.formatMessage(mn.lineRateOf, { rate: rate(intl, p.rate), base: money(p.base) }),
      };
    case 'employer_insurance':
      return {
        label: intl.formatMessage(m.lineEmployerIns),
        how: `${intl.formatMessage(mn.lineRateOf, { rate: rate(intl, p.rate), base: money(p.base) })} · ${intl.formatMessage(m.lineEmployerNote)}`,
      };
    case 'taxable_monthly':
      return {
        label: intl.formatMessage(m.lineTaxableMonthly),
        how: intl.formatMessage(mn.lineTaxableMonthlyHow, {
          taxableGross: money(p.taxableGross),
          insurance: money(p.employeeInsurance),
        }),
      };
    case 'taxable_annual':
      return {
        label: intl.formatMessage(m.lineTaxableAnnual),
        how: intl.formatMessage(mn.lineTaxableAnnualHow, { exemption: money(p.exemption) }),
      };
    case 'annual_tax':
      return {
        label: intl.formatMessage(m.lineAnnualTax),
        how: intl.formatMessage(mn.lineAnnualTaxHow, { lost: num(p.bandsLost) }),
      };
    case 'monthly_tax':
      return {
        label: intl.formatMessage(m.lineMonthlyTax),
        how: intl.formatMessage(mn.lineMonthlyTaxHow, { annualTax: money(calc.annualTax) }),
      };
    default: {
      const known = LABELS[line.code as keyof typeof LABELS];
      return { label: known ? intl.formatMessage(known) : line.code, how: '' };
    }
  }
}

const DEDUCTED = new Set(['employee_insurance', 'monthly_tax', 'martyrs_fund', 'deduction']);

/**
 * The payroll summary: every step of the server's calculation with what explains it (gross, insured salary within
 * the year's limits, employee and employer insurance, annual taxable income, the bracket table applied with the
 * bands lost to the falling-away, monthly tax, net), in the active language. Pure: it shows what it is given.
 */
export function PayrollSummary({ calculation }: PayrollSummaryProps) {
  const intl = useIntl();
  if (!calculation) return <p className={css.muted}>{intl.formatMessage(m.noCalculation)}</p>;
  const money = (v: number) => formatMoney(intl, v);
  return (
    <div className={pcss.panel}>
      <div className={css.tableWrap}>
        <table className={css.table} aria-label={intl.formatMessage(m.summaryTab)}>
          <thead>
            <tr>
              <th className={css.th}>{intl.formatMessage(m.step)}</th>
              <th className={css.th}>{intl.formatMessage(m.how)}</th>
              <th className={`${css.th} ${css.end}`}>{intl.formatMessage(m.amount)}</th>
            </tr>
          </thead>
          <tbody>
            {calculation.lines.map((line, i) => {
              const { label, how } = describe(intl, line, calculation);
              const strong = line.code === 'gross_pay' || line.code === 'net_pay';
              const rowClass = strong ? pcss.strongRow : line.code === 'employer_insurance' ? pcss.mutedRow : undefined;
              const amount = money(DEDUCTED.has(line.code) ? -line.amount : line.amount);
              return (
                <tr key={`${line.code}-${i}`} className={rowClass} data-code={line.code}>
                  <td className={css.td}>
                    <bdi>{label}</bdi>
                  </td>
                  <td className={`${css.td} ${pcss.how}`}>
                    <bdi>{how}</bdi>
                  </td>
                  <td className={`${css.td} ${css.end}`}>{amount}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <h3 className={css.sectionTitle}>{intl.formatMessage(m.bracketsTitle)}</h3>
      <div className={css.tableWrap}>
        <table className={css.table} aria-label={intl.formatMessage(m.bracketsTitle)}>
          <thead>
            <tr>
              <th className={css.th}>{intl.formatMessage(m.bracketFrom)}</th>
              <th className={css.th}>{intl.formatMessage(m.bracketTo)}</th>
              <th className={css.th}>{intl.formatMessage(m.bracketRate)}</th>
              <th className={`${css.th} ${css.end}`}>{intl.formatMessage(m.bracketTaxed)}</th>
              <th className={`${css.th} ${css.end}`}>{intl.formatMessage(m.bracketTax)}</th>
            </tr>
          </thead>
          <tbody>
            {calculation.brackets.map((b) => (
              <tr key={b.from} className={b.removed ? pcss.lostRow : undefined}>
                <td className={`${css.td} ${css.amount}`}>{money(b.from)}</td>
                <td className={`${css.td} ${css.amount}`}>
                  {b.to === null ? intl.formatMessage(m.bracketAbove) : money(b.to)}
                </td>
                <td className={css.td}>{rate(intl, b.rate)}</td>
                <td className={`${css.td} ${css.end}`}>
                  {b.removed ? intl.formatMessage(m.bracketLost) : money(b.taxed)}
                </td>
                <td className={`${css.td} ${css.end}`}>{b.removed ? '' : money(b.tax)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={css.muted}>
        {intl.formatMessage(mn.paramsFrom, {
          date: intl.formatDate(`${calculation.parameters.effectiveFrom}T00:00:00Z`, {
            dateStyle: 'medium',
            timeZone: 'UTC',
          }),
        })}
      </p>
    </div>
  );
}
