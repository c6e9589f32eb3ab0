import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { attachmentLinks, storedAttachments } from '../../shared/documents/AttachmentsField';
import { enumLabel } from '../../shared/enums';
import { formatDay, formatMoney } from '../../shared/format';
import type { CrudPermissions, RecordStatus } from '../../shared/list-screen/list.types';
import { statusBadge, viewerActions, type ActionCatalogue } from '../../shared/list-screen/StatusChange';
import { RecordViewer } from '../../shared/record-viewer/RecordViewer';
import * as css from '../../shared/shared.css';
import { expenseFields as f } from './expenses.fields';
import { employeeName, expenseActions, EXPENSE_STATUS_TONES, type ExpenseActionId } from './expenses.format';
import { expenseMessages as m } from './expenses.messages';
import { salesMessages as sm } from '../sales.messages';
import type { Expense } from './expenses.types';

/** Props of {@link ExpenseViewer}. */
export type ExpenseViewerProps = {
  /** The expense, in one status. */
  viewer: RecordStatus<Expense>;
  /** What the user may do with expenses (edit:expenses also approves, rejects and reimburses). */
  permissions: CrudPermissions;
  /**
   * Whether an expense is the user's own: nobody approves, rejects or reimburses their own expense, so those
   * actions give way to a notice.
   */
  isOwn?: (expense: Expense) => boolean;
  /** The download address of an attachment; without one attachments are listed by name only. */
  fileUrl?: (expense: Expense, fileName: string) => string | undefined;
  /** Called when the viewer closes (Escape, the close button, a click outside). */
  onClose: () => void;
  /** Opens the confirmation, the wizard or the delete confirmation of an action on the expense. */
  onAction: (action: ExpenseActionId, expense: Expense) => void;
  /** Reloads after a failure. */
  onRetry?: () => void;
};

/** The label, icon and viewer style of each expense action. */
export const EXPENSE_ACTIONS: ActionCatalogue<ExpenseActionId> = {
  labels: { approve: m.approve, reject: sm.reject, reimburse: m.reimburse, edit: cm.edit, delete: cm.delete },
  icons: { approve: 'check', reject: 'close', reimburse: 'receipt', edit: 'edit', delete: 'trash' },
  variants: { approve: 'primary', reimburse: 'primary', delete: 'danger' },
};

const ORDER = ['approve', 'reject', 'reimburse', 'edit', 'delete'] as const;

/**
 * An expense in a viewer dialog: date, category, amount, payment method, reference, employee, description, notes
 * and attachments, with approve and reject (Pending), mark as reimbursed (Approved), edit (Pending) and delete
 * (Pending or Rejected) as the user's permissions allow. A value the expense lacks shows as "—".
 */
export function ExpenseViewer({ viewer, permissions, isOwn, fileUrl, onClose, onAction, onRetry }: ExpenseViewerProps) {
  const intl = useIntl();
  return (
    <RecordViewer viewer={viewer} onClose={onClose} onRetry={onRetry} notFound={m}>
      {(expense) => {
        const own = isOwn?.(expense) ?? false;
        const allowed = new Set(expenseActions(expense.status, permissions, own));
        const actions = viewerActions(intl, EXPENSE_ACTIONS, ORDER, (id) => onAction(id, expense), allowed);
        const ownNotice = own && permissions.edit && (expense.status === 'Pending' || expense.status === 'Approved');
        const employee = employeeName(intl.locale, expense);
        return {
          title: <bdi className={css.ltrValue}>{expense.expenseNumber}</bdi>,
          subtitle: expense.description ? <bdi>{expense.description}</bdi> : undefined,
          status: statusBadge(intl, 'expenses', 'status', EXPENSE_STATUS_TONES)(expense.status),
          actions,
          sections: [
            {
              id: 'details',
              title: intl.formatMessage(cm.details),
              fields: [
                { id: 'date', label: intl.formatMessage(f.date), value: formatDay(intl, expense.date) },
                {
                  id: 'category',
                  label: intl.formatMessage(f.category),
                  value: enumLabel(intl, 'expenses', 'category', expense.category),
                },
                { id: 'amount', label: intl.formatMessage(f.amount), value: formatMoney(intl, expense.amount) },
                {
                  id: 'paymentMethod',
                  label: intl.formatMessage(f.paymentMethod),
                  value: enumLabel(intl, 'expenses', 'paymentMethod', expense.paymentMethod),
                },
                {
                  id: 'reference',
                  label: intl.formatMessage(f.reference),
                  value: expense.reference ? <bdi className={css.ltrValue}>{expense.reference}</bdi> : '',
                },
                { id: 'employee', label: intl.formatMessage(f.employee), value: employee ? <bdi>{employee}</bdi> : '' },
                {
                  id: 'description',
                  label: intl.formatMessage(f.description),
                  isWide: true,
                  value: expense.description ? <bdi>{expense.description}</bdi> : '',
                },
                {
                  id: 'notes',
                  label: intl.formatMessage(f.notes),
                  isWide: true,
                  value: expense.notes ? (
                    <p className={css.notes} dir="auto">
                      {expense.notes}
                    </p>
                  ) : (
                    ''
                  ),
                },
                {
                  id: 'attachments',
                  label: intl.formatMessage(f.attachments),
                  isWide: true,
                  value: attachmentLinks(storedAttachments(expense, fileUrl)),
                },
              ],
            },
          ],
          children: ownNotice ? (
            <p className={css.notice.warning} role="note">
              {intl.formatMessage(m.ownExpense)}
            </p>
          ) : undefined,
        };
      }}
    </RecordViewer>
  );
}
