import { Label, ProgressBar } from 'react-aria-components';
import { useIntl, type IntlShape } from 'react-intl';

import * as css from './ReportProgress.css';
import { reportMessages as m, reportNamedMessages as mn } from './reports.messages';
import type { ReportGeneration } from './reports.types';

/** Props of {@link ReportProgress}. */
export type ReportProgressProps = {
  /**
   * How far the generation is, from 0 to 1, as the server reports it; without it the bar is indeterminate (before
   * the server has said anything).
   */
  fraction?: number;
  /** What is being done, translated (the bar's accessible name). */
  label: string;
  /** The stage in words, translated, under the bar (e.g. "40,000 of 100,000 rows stored"). */
  detail?: string;
};

/**
 * The progress of a report's generation: a labelled progress bar (`role="progressbar"`), indeterminate unless a fraction
 * is given, then with its percentage in the active locale's digits, and the stage under it.
 */
export function ReportProgress({ fraction, label, detail }: ReportProgressProps) {
  const intl = useIntl();
  const determinate = fraction !== undefined && Number.isFinite(fraction);
  const share = determinate ? Math.min(Math.max(fraction, 0), 1) : 0;
  return (
    <ProgressBar
      className={css.root}
      isIndeterminate={!determinate}
      value={Math.round(share * 100)}
      valueLabel={determinate ? intl.formatNumber(share, { style: 'percent' }) : undefined}
    >
      {({ valueText }) => (
        <>
          <div className={css.head}>
            <Label>{label}</Label>
            {determinate ? <span className={css.value}>{valueText}</span> : null}
          </div>
          <div className={css.track}>
            {determinate ? (
              <div className={css.fill} style={{ inlineSize: `${Math.round(share * 1000) / 10}%` }} />
            ) : (
              <div className={css.sweeper} />
            )}
          </div>
          {detail ? <span className={css.detail}>{detail}</span> : null}
        </>
      )}
    </ProgressBar>
  );
}

/**
 * The bar's fraction and stage text for a generation the server reports: indeterminate until it has started, then
 * determinate (0 while counting, the rows stored over the rows to store, full while saving and once done).
 */
export function generationProgress(
  intl: IntlShape,
  generation: ReportGeneration | null | undefined,
): { fraction?: number; detail: string } {
  switch (generation?.stage) {
    case 'counting':
      return { fraction: 0, detail: intl.formatMessage(m.progressCounting) };
    case 'rows':
      return {
        fraction: generation.fraction,
        detail: intl.formatMessage(mn.progressRows, { done: generation.done, total: generation.total }),
      };
    case 'saving':
      return { fraction: 1, detail: intl.formatMessage(m.progressSaving) };
    case 'done':
      return { fraction: 1, detail: intl.formatMessage(m.progressDone) };
    default:
      return { detail: intl.formatMessage(m.progressWaiting) };
  }
}
