import {
  expenseMessages as m,
  expenseNamedMessages as mn,
  ExpensesScreen,
  salesMessages,
  type Expense,
  type ExpenseAction,
  type ExpenseFormValues,
} from '@erp/widgets';
import { createFileRoute } from '@tanstack/react-router';

import { useAttachmentUrl } from '../lib/fileToken';
import { looseListSearch } from '../lib/listSearch';
import { preloadList } from '../lib/lists';
import { useListRoute } from '../lib/useListRoute';
import { useDeleteRecord, useRecordAction, useUploadRecord } from '../lib/useRecordMutation';
import { expenseBody, expenseList, useEmployeeSearch, useIsOwnExpense } from '../queries/expenses';

export const Route = createFileRoute('/app/sales/expenses')({
  validateSearch: (input: Record<string, unknown>) =>
    looseListSearch(input, ['category', 'status', 'date', 'from', 'to']),
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => preloadList(context, expenseList, deps.search),
  component: ExpensesRoute,
});

const DONE = { approve: mn.approved, reject: mn.rejected, reimburse: mn.reimbursed } as const;

function ExpensesRoute() {
  const { screen, session, today } = useListRoute(expenseList, 'expenses');
  const pb = session.pb;
  const number = (expense: Expense) => ({ number: expense.expenseNumber });
  const refusalText = expenseList.refusalText;
  const isOwn = useIsOwnExpense(pb, session.user?.id ?? '', screen.permissions.edit);
  const loadEmployees = useEmployeeSearch(pb);
  const fileUrl = useAttachmentUrl(pb, 'expenses', screen.permissions.view);
  const onSave = useUploadRecord<Expense, ExpenseFormValues>(pb, 'expenses', expenseBody, {
    done: (intl, expense, isNew) => intl.formatMessage(isNew ? mn.created : mn.saved, number(expense)),
    failure: m.saveFailed,
    refusalText,
  });
  // Approve, reject and reimburse: POST /api/erp/expenses/{id}/{action}.
  const onAction = useRecordAction<Expense, ExpenseAction>(pb, 'expenses', (action) => action, {
    done: (intl, expense, action) => intl.formatMessage(DONE[action], number(expense)),
    failure: salesMessages.statusUpdateFailed,
    refusalText,
  });
  const onDelete = useDeleteRecord<Expense>(pb, 'expenses', {
    done: (intl, expense) => intl.formatMessage(mn.deleted, number(expense)),
    failure: m.deleteFailed,
    refusalText,
  });
  return (
    <ExpensesScreen
      {...screen}
      isOwn={isOwn}
      loadEmployees={loadEmployees}
      today={today}
      fileUrl={fileUrl}
      onSave={onSave}
      onAction={onAction}
      onDelete={onDelete}
    />
  );
}
