import { useIntl, type IntlShape } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { formatDay } from '../../shared/format';
import * as shared from '../../shared/shared.css';
import * as css from './Settings.css';
import { PAYROLL_VERSION_FIELDS } from './settings.fields';
import { settingsMessages as m, settingsNamedMessages as mn } from './settings.messages';
import type { PayrollVersion } from './settings.types';

/** A version's amount or percent, in the reader's digits. */
const NONE = '\u2014';

const amount = (intl: IntlShape, v: unknown, percent: boolean) =>
  typeof v !== 'number'
    ? NONE
    : percent
      ? intl.formatNumber(v / 100, { style: 'percent', maximumFractionDigits: 3 })
      : intl.formatNumber(v);

const SHOWN = PAYROLL_VERSION_FIELDS.filter((f) => f.kind === 'number' || f.kind === 'percent');

/**
 * The payroll parameters versions, newest first, each opened to its values and tax brackets, read-only: a version
 * is never edited (the server refuses a superseded one), a change is a new version from a chosen date.
 */
export function PayrollVersions({ versions }: { versions: readonly PayrollVersion[] }) {
  const intl = useIntl();
  const ar = intl.locale.startsWith('ar');
  return (
    <section aria-label={intl.formatMessage(m.history)}>
      <h3 className={css.rowsTitle}>{intl.formatMessage(m.history)}</h3>
      <ul className={css.history}>
        {versions.map((v, i) => (
          <li key={v.id} data-version={v.effectiveFrom.slice(0, 10)}>
            <details>
              <summary>
                {intl.formatMessage(mn.versionItem, { date: formatDay(intl, v.effectiveFrom) })}
                {v.notes ? <span className={shared.secondary}>{v.notes}</span> : null}
              </summary>
              <p className={shared.muted}>{intl.formatMessage(i === 0 ? m.latestVersion : m.supersededVersion)}</p>
              <dl className={shared.summary}>
                {SHOWN.map((f) => (
                  <div key={f.name} className={shared.summaryRow}>
                    <dt className={shared.summaryLabel}>{intl.formatMessage(f.label)}</dt>
                    <dd className={shared.summaryValue}>
                      {amount(intl, (v as Record<string, unknown>)[f.name], f.kind === 'percent')}
                    </dd>
                  </div>
                ))}
              </dl>
              <div className={shared.tableWrap} tabIndex={0}>
                <table className={shared.table} aria-label={intl.formatMessage(m.brackets)}>
                  <thead>
                    <tr>
                      <th className={shared.th}>{intl.formatMessage(m.bracketMin)}</th>
                      <th className={shared.th}>{intl.formatMessage(m.bracketMax)}</th>
                      <th className={shared.th}>{intl.formatMessage(m.bracketRate)}</th>
                      <th className={shared.th}>{intl.formatMessage(cm.description)}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {v.brackets.map((b, n) => (
                      <tr key={n}>
                        <td className={`${shared.td} ${shared.amount}`}>{amount(intl, b.min, false)}</td>
                        <td className={`${shared.td} ${shared.amount}`}>{amount(intl, b.max, false)}</td>
                        <td className={`${shared.td} ${shared.amount}`}>{amount(intl, b.rate, true)}</td>
                        <td className={shared.td}>{(ar ? b.descriptionAr || b.description : b.description) || NONE}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
