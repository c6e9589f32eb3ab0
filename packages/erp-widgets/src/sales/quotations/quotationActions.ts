import type { IconName, RowAction, ViewerAction } from '@erp/ui';
import type { IntlShape, MessageDescriptor } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { availableQuotationActions } from './quotations.format';
import { quotationMessages as m } from './quotations.messages';
import { salesMessages as sm } from '../sales.messages';
import type { Quotation, QuotationAction, QuotationPermissions } from './quotations.types';

const ACTIONS: Record<
  QuotationAction,
  { label: MessageDescriptor; icon: IconName; variant?: ViewerAction['variant'] }
> = {
  edit: { label: cm.edit, icon: 'edit' },
  send: { label: m.send, icon: 'arrow-end', variant: 'primary' },
  accept: { label: m.accept, icon: 'check', variant: 'primary' },
  reject: { label: sm.reject, icon: 'close', variant: 'danger' },
  invoice: { label: m.generateInvoice, icon: 'file', variant: 'primary' },
  delete: { label: cm.delete, icon: 'trash', variant: 'danger' },
};

/** An action on a quotation as a row menu entry and a viewer button. */
export type QuotationActionEntry = RowAction & { variant?: ViewerAction['variant'] };

/**
 * The actions the quotation's status and the user's permissions allow, in `order`, each running `run` with its name
 * (the screen opens the action's dialog).
 */
export function quotationActions(
  intl: IntlShape,
  quotation: Quotation,
  can: QuotationPermissions,
  order: readonly QuotationAction[],
  run: (action: QuotationAction, quotation: Quotation) => void,
): QuotationActionEntry[] {
  const allowed = availableQuotationActions(quotation, can);
  return order
    .filter((id) => allowed.has(id))
    .map((id) => ({
      id,
      label: intl.formatMessage(ACTIONS[id].label),
      icon: ACTIONS[id].icon,
      variant: ACTIONS[id].variant,
      onAction: () => run(id, quotation),
    }));
}
