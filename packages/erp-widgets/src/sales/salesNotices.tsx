import { useIntl } from 'react-intl';

import { formatMoney } from '../shared/format';
import * as css from '../shared/shared.css';
import { salesMessages as sm, salesNamedMessages as snm } from './sales.messages';

/** Props of {@link Notice}. */
export type NoticeProps = {
  /** An information is announced (`role="status"`); a warning is only shown. */
  tone: 'info' | 'warning';
  title: string;
  text?: string;
  'data-testid'?: string;
};

/** A notice in a sales dialog or wizard: a title and, when there is one, a text. */
export function Notice({ tone, title, text, ...data }: NoticeProps) {
  return (
    <div className={css.notice[tone]} role={tone === 'info' ? 'status' : undefined} {...data}>
      <p className={css.noticeTitle}>{title}</p>
      {text ? <p className={css.noticeText}>{text}</p> : null}
    </div>
  );
}

/** "Receipt Already Exists": the invoice has its receipt (a receipt is refused for it), with that receipt's number. */
export function ReceiptExistsNotice({ receiptNumber, ...data }: { receiptNumber: string; 'data-testid'?: string }) {
  const intl = useIntl();
  return (
    <Notice
      tone="info"
      title={intl.formatMessage(sm.receiptExistsTitle)}
      text={intl.formatMessage(snm.receiptExists, { receiptNumber })}
      {...data}
    />
  );
}

/** The invoice a receipt is made for still has `remaining` (EGP) to pay: a warning, the receipt stays possible. */
export function NotFullyPaidNotice({ remaining }: { remaining: number }) {
  const intl = useIntl();
  return (
    <Notice
      tone="warning"
      title={intl.formatMessage(sm.notFullyPaidTitle)}
      text={intl.formatMessage(snm.notFullyPaid, { remaining: formatMoney(intl, remaining) })}
      data-testid="receipt-unpaid-warning"
    />
  );
}
