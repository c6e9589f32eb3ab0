import { StatusBadge, ViewerDialog, type ViewerAction } from '@erp/ui';
import { useIntl, type MessageDescriptor } from 'react-intl';

import type { CrudPermissions, ViewerState } from '../crm/crm.types';
import { paymentMethodLabel } from '../shared/documents/paymentMethods';
import { commonMessages } from '../shared/common.messages';
import * as css from '../shared/shared.css';
import { attachmentName, formatDay, formatMoney, localName } from '../shared/format';
import { expensesMessages as m } from './ExpensesScreen.messages';
import { expenseActions, type ExpenseActionId } from './finance.actions';
import { expenseCategoryLabel, expenseStatusLabel, expenseStatusTone } from './finance.format';
import type { Expense, ExpenseAction } from './finance.types';

/** Props of {@link ExpenseViewer}. */
export type ExpenseViewerProps = {
  /** The expense, or the loading / not-found / error state. */
  viewer: ViewerState<{ expense: Expense }>;
  /** What the user may do with expenses (edit:expenses also approves, rejects and reimburses). */
  permissions: CrudPermissions;
  /**
   * The expense is the user's own (its employee is the user's employee record): nobody approves, rejects or
   * reimburses their own expense, so those actions give way to a notice.
   * @default false
   */
  isOwn?: boolean;
  /** The download address of an attachment; without it (or while it returns `undefined`) attachments are listed by name only. */
  fileUrl?: (expense: Expense, fileName: string) => string | undefined;
  onClose: () => void;
  /** Asks to approve, reject or mark as reimbursed (opens the status-change confirmation). */
  onStatusAction?: (expense: Expense, action: ExpenseAction) => void;
  onEdit?: (expense: Expense) => void;
  onDelete?: (expense: Expense) => void;
  onRetry?: () => void;
};

/** The label of each expense action, for buttons and menus. */
export const EXPENSE_ACTION_LABELS: Record<ExpenseActionId, MessageDescriptor> = {
  approve: m.approve,
  reject: m.reject,
  reimburse: m.reimburse,
  edit: m.edit,
  delete: m.delete,
};

/**
 * An expense in a viewer dialog: date, category, amount, payment method, reference, employee, description, notes
 * and attachments, with approve and reject (Pending), mark as reimbursed (Approved), edit (Pending) and delete
 * (Pending or Rejected) as the user's permissions allow.
 */
export function ExpenseViewer({
  viewer,
  permissions,
  isOwn = false,
  fileUrl,
  onClose,
  onStatusAction,
  onEdit,
  onDelete,
  onRetry,
}: ExpenseViewerProps) {
  const intl = useIntl();
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };

  if (viewer.state === 'not-found') {
    return (
      <ViewerDialog
        isOpen
        onOpenChange={onOpenChange}
        size="md"
        title={intl.formatMessage(m.notFoundTitle)}
        error={intl.formatMessage(m.notFound)}
      />
    );
  }
  if (viewer.state !== 'ready') {
    return (
      <ViewerDialog
        isOpen
        onOpenChange={onOpenChange}
        title={intl.formatMessage(commonMessages.details)}
        isLoading={viewer.state === 'loading'}
        error={viewer.state === 'error' ? (viewer.message ?? true) : undefined}
        onRetry={onRetry}
      />
    );
  }

  const { expense } = viewer;
  const allowed = new Set(expenseActions(expense.status, permissions, isOwn));
  const run: Record<ExpenseActionId, (() => void) | undefined> = {
    approve: onStatusAction && (() => onStatusAction(expense, 'approve')),
    reject: onStatusAction && (() => onStatusAction(expense, 'reject')),
    reimburse: onStatusAction && (() => onStatusAction(expense, 'reimburse')),
    edit: onEdit && (() => onEdit(expense)),
    delete: onDelete && (() => onDelete(expense)),
  };
  const variants: Partial<Record<ExpenseActionId, ViewerAction['variant']>> = {
    approve: 'primary',
    reimburse: 'primary',
    delete: 'danger',
  };
  const icons: Record<ExpenseActionId, ViewerAction['icon']> = {
    approve: 'check',
    reject: 'close',
    reimburse: 'receipt',
    edit: 'edit',
    delete: 'trash',
  };
  const actions: ViewerAction[] = (['approve', 'reject', 'reimburse', 'edit', 'delete'] as const).map((id) => ({
    id,
    label: intl.formatMessage(EXPENSE_ACTION_LABELS[id]),
    icon: icons[id],
    variant: variants[id],
    onAction: () => run[id]?.(),
    isHidden: !allowed.has(id) || !run[id],
  }));
  const ownNotice = isOwn && permissions.edit && (expense.status === 'Pending' || expense.status === 'Approved');
  const employee = expense.employee
    ? localName(intl.locale, { name: expense.employeeName, nameAr: expense.employeeNameAr })
    : '';

  return (
    <ViewerDialog
      isOpen
      onOpenChange={onOpenChange}
      title={<bdi className={css.ltrValue}>{expense.expenseNumber}</bdi>}
      subtitle={<bdi>{expense.description}</bdi>}
      status={<StatusBadge tone={expenseStatusTone(expense.status)} label={expenseStatusLabel(intl, expense.status)} />}
      actions={actions}
      sections={[
        {
          id: 'details',
          title: intl.formatMessage(commonMessages.details),
          fields: [
            { id: 'date', label: intl.formatMessage(m.date), value: formatDay(intl, expense.date) },
            {
              id: 'category',
              label: intl.formatMessage(m.category),
              value: expenseCategoryLabel(intl, expense.category),
            },
            { id: 'amount', label: intl.formatMessage(m.amount), value: formatMoney(intl, expense.amount) },
            {
              id: 'paymentMethod',
              label: intl.formatMessage(m.paymentMethod),
              value: paymentMethodLabel(intl, expense.paymentMethod),
            },
            {
              id: 'reference',
              label: intl.formatMessage(m.reference),
              value: expense.reference ? <bdi className={css.ltrValue}>{expense.reference}</bdi> : '',
            },
            { id: 'employee', label: intl.formatMessage(m.employee), value: employee ? <bdi>{employee}</bdi> : '' },
            {
              id: 'description',
              label: intl.formatMessage(m.description),
              isWide: true,
              value: <bdi>{expense.description}</bdi>,
            },
            {
              id: 'notes',
              label: intl.formatMessage(m.notes),
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
              label: intl.formatMessage(m.attachments),
              isWide: true,
              value:
                expense.attachments.length > 0 ? (
                  <ul className={css.fileList}>
                    {expense.attachments.map((name) => (
                      <li key={name}>
                        {fileUrl?.(expense, name) ? (
                          <a
                            className={`${css.link} ${css.ltrValue}`}
                            href={fileUrl(expense, name)}
                            target="_blank"
                            rel="noreferrer"
                          >
                            {attachmentName(name)}
                          </a>
                        ) : (
                          <span className={css.ltrValue}>{attachmentName(name)}</span>
                        )}
                      </li>
                    ))}
                  </ul>
                ) : (
                  ''
                ),
            },
          ],
        },
      ]}
    >
      {ownNotice ? (
        <p className={css.notice.warning} role="note">
          {intl.formatMessage(m.ownExpense)}
        </p>
      ) : null}
    </ViewerDialog>
  );
}
