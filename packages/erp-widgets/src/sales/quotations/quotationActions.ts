import type { IntlShape } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { documentActions, type DocumentActionEntry, type DocumentActionLook } from '../documentActions';
import { salesMessages as sm } from '../sales.messages';
import { availableQuotationActions } from './quotations.format';
import { quotationMessages as m } from './quotations.messages';
import type { Quotation, QuotationAction, QuotationPermissions } from './quotations.types';

const ACTIONS: Record<QuotationAction, DocumentActionLook> = {
  edit: { label: cm.edit, icon: 'edit' },
  send: { label: m.send, icon: 'arrow-end', variant: 'primary' },
  accept: { label: m.accept, icon: 'check', variant: 'primary' },
  reject: { label: sm.reject, icon: 'close', variant: 'danger' },
  invoice: { label: m.generateInvoice, icon: 'file', variant: 'primary' },
  delete: { label: cm.delete, icon: 'trash', variant: 'danger' },
};

/**
 * The actions the quotation's status and the user's permissions allow, in `order`, each running `run` with its name
 * (the screen opens the action's dialog).
 */
export const quotationActions = (
  intl: IntlShape,
  quotation: Quotation,
  can: QuotationPermissions,
  order: readonly QuotationAction[],
  run: (action: QuotationAction, quotation: Quotation) => void,
): DocumentActionEntry[] =>
  documentActions(intl, ACTIONS, availableQuotationActions(quotation, can), quotation, order, run);
