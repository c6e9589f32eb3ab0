import { useIntl } from 'react-intl';

import { commonMessages } from './common.messages';
import * as css from './shared.css';

/** Props of {@link ReviewList}. */
export type ReviewListProps = {
  /** Each label with the value that will be saved, in order; an empty value shows as "—". */
  rows: ReadonlyArray<readonly [label: string, value: string]>;
};

/** A wizard's review: each label with what will be saved, "—" for a field left empty. */
export function ReviewList({ rows }: ReviewListProps) {
  const intl = useIntl();
  return (
    <dl className={css.summary}>
      {rows.map(([label, value]) => (
        <div key={label} className={css.summaryRow}>
          <dt className={css.summaryLabel}>{label}</dt>
          <dd className={css.summaryValue}>
            <bdi>{value || intl.formatMessage(commonMessages.none)}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
