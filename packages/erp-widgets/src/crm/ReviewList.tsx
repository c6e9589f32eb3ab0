import { useIntl } from 'react-intl';

import { commonMessages } from '../shared/common.messages';
import * as css from './crm.css';

/** A wizard's last step: each label with what will be saved, "—" for a field left empty. */
export function ReviewList({ rows }: { rows: ReadonlyArray<readonly [label: string, value: string]> }) {
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

/** An e-mail address as the wizards accept it (the server checks it again). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
