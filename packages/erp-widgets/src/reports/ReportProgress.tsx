import { Label, ProgressBar } from 'react-aria-components';
import { useIntl } from 'react-intl';

import * as css from './ReportProgress.css';

/** Props of {@link ReportProgress}. */
export type ReportProgressProps = {
  /**
   * How far the generation is, from 0 to 1, when the server reports it; without it the bar is indeterminate (the
   * generate action answers once, with the report, so the screens pass none today).
   */
  fraction?: number;
  /** What is being done, translated (the bar's accessible name). */
  label: string;
};

/**
 * The progress of a report's generation: a labelled progress bar (`role="progressbar"`), indeterminate unless a fraction
 * is given, then with its percentage in the active locale's digits.
 */
export function ReportProgress({ fraction, label }: ReportProgressProps) {
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
        </>
      )}
    </ProgressBar>
  );
}
