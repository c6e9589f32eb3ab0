import { toast } from '@erp/ui';
import {
  expenseRefusalText,
  ExpenseWizard,
  expenseWizardMessages,
  expenseWizardNamedMessages,
  ExpensesScreen,
  expensesMessages,
  expensesNamedMessages,
  type CrudPermissions,
  type Expense,
  type ExpenseAction,
  type ExpenseFormValues,
  type ViewerState,
} from '@erp/widgets';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';

import { useFileToken, withFileToken } from '../../../lib/fileToken';
import { useRealtimeInvalidation } from '../../../lib/realtime';
import { uploadRecord } from '../../../lib/upload';
import {
  dayStart,
  financeKeys,
  financeQueries,
  searchEmployeeOptions,
  useDeleteExpense,
  useExpenseAction,
} from '../../../queries/finance';
import { isAbort, isNotFound } from '../crm/failureToast';
import { fromListSort, toListSort } from '../../../lib/listSearch';
import { todayIso } from '../../../lib/today';
import { expenseListParams, type ExpensesSearch } from './expensesSearch';
import { expenseFailureText, failure, translatedFieldErrors } from './financeErrors';

const route = getRouteApi('/app/sales/expenses');

const DONE_MESSAGES = {
  approve: expensesNamedMessages.approved,
  reject: expensesNamedMessages.rejected,
  reimburse: expensesNamedMessages.reimbursed,
} as const;

/** The expense's fields and attachment changes as multipart form data. */
function expenseFormData(values: ExpenseFormValues, isUpdate: boolean): FormData {
  const body = new FormData();
  body.append('date', dayStart(values.date));
  body.append('category', values.category);
  body.append('amount', String(values.amount));
  body.append('paymentMethod', values.paymentMethod);
  body.append('reference', values.reference);
  body.append('employee', values.employee);
  body.append('description', values.description);
  body.append('notes', values.notes);
  for (const file of values.files) body.append(isUpdate ? 'attachments+' : 'attachments', file);
  for (const name of values.removedAttachments) body.append('attachments-', name);
  return body;
}

/** "Error loading expense data: {error}" with the reason in the user's language. */
function loadErrorText(intl: IntlShape, error: unknown): string {
  return intl.formatMessage(expensesNamedMessages.loadError, {
    error: expenseFailureText(intl, error) ?? intl.formatMessage(expensesMessages.unknownError),
  });
}

/** /app/sales/expenses: the expenses screen wired to PocketBase, its list state in the URL. */
export function ExpensesPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { session } = route.useRouteContext();
  const pb = session.pb;
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const today = todayIso();
  const params = expenseListParams(search, today);

  const can: CrudPermissions = useMemo(
    () => ({
      view: session.can('view:expenses'),
      create: session.can('create:expenses'),
      edit: session.can('edit:expenses'),
      delete: session.can('delete:expenses'),
    }),
    [session],
  );

  const setSearch = (patch: Partial<ExpensesSearch>, resetPage = true) =>
    void navigate({ search: (prev) => ({ ...prev, ...(resetPage ? { page: undefined } : {}), ...patch }) });

  const list = useQuery(financeQueries.expenseList(pb, params));
  useRealtimeInvalidation(pb, 'expenses', financeKeys.expenses());
  useEffect(() => {
    if (list.error) failure(intl, expensesMessages.error, loadErrorText(intl, list.error), list.error, 'expenses-list');
  }, [list.error, list.errorUpdatedAt, intl]);

  // Nobody approves, rejects or reimburses their own expense: the user's employee record marks theirs.
  const userId = session.user?.id ?? '';
  const ownEmployee = useQuery({ ...financeQueries.ownEmployee(pb, userId), enabled: Boolean(userId) && can.edit });
  const isOwn = useCallback(
    (expense: Expense) => Boolean(ownEmployee.data) && expense.employee === ownEmployee.data,
    [ownEmployee.data],
  );

  const detail = useQuery({ ...financeQueries.expenseDetail(pb, search.view ?? ''), enabled: Boolean(search.view) });
  useEffect(() => {
    if (detail.error && !isNotFound(detail.error))
      failure(intl, expensesMessages.error, loadErrorText(intl, detail.error), detail.error, 'expense-view');
  }, [detail.error, detail.errorUpdatedAt, intl]);
  let viewer: ViewerState<{ expense: Expense }> | null = null;
  if (search.view) {
    if (detail.data) viewer = { state: 'ready', expense: detail.data };
    else if (detail.error)
      viewer = isNotFound(detail.error)
        ? { state: 'not-found' }
        : { state: 'error', message: loadErrorText(intl, detail.error) };
    else viewer = { state: 'loading' };
  }
  const closeViewer = () => {
    if (search.view) setSearch({ view: undefined }, false);
  };

  // ---- status changes: confirmed, then back to the viewer they were started from ----
  const [statusChange, setStatusChange] = useState<{
    expense: Expense;
    action: ExpenseAction;
    fromViewer: boolean;
  } | null>(null);
  const act = useExpenseAction(pb);
  const startStatusChange = (expense: Expense, action: ExpenseAction) => {
    const fromViewer = search.view === expense.id;
    closeViewer();
    setStatusChange({ expense, action, fromViewer });
  };
  const endStatusChange = () => {
    if (statusChange?.fromViewer) setSearch({ view: statusChange.expense.id }, false);
    setStatusChange(null);
  };
  const confirmStatusChange = async () => {
    if (!statusChange) return;
    const { expense, action } = statusChange;
    try {
      await act.mutateAsync({ id: expense.id, action });
      toast.success(intl.formatMessage(DONE_MESSAGES[action], { number: expense.expenseNumber }));
    } catch (error) {
      const reason = expenseFailureText(intl, error, action);
      failure(
        intl,
        expensesMessages.statusUpdateFailed,
        reason
          ? intl.formatMessage(expensesNamedMessages.failedToUpdateStatusWith, { message: reason })
          : intl.formatMessage(expensesMessages.failedToUpdateStatus),
        error,
        'expense-status',
      );
      throw error;
    }
  };

  // ---- delete ----
  const [deleting, setDeleting] = useState<Expense | null>(null);
  const remove = useDeleteExpense(pb);
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(intl.formatMessage(expensesNamedMessages.deleted, { number: deleting.expenseNumber }));
      if (list.data && list.data.items.length === 1 && params.page > 1) setSearch({ page: params.page - 1 }, false);
    } catch (error) {
      failure(
        intl,
        expensesMessages.deleteFailed,
        expenseFailureText(intl, error) ?? intl.formatMessage(expensesMessages.unknownError),
        error,
        'expense-delete',
      );
      throw error;
    }
  };

  // ---- wizard ----
  const [editing, setEditing] = useState<Expense | 'new' | null>(null);
  // Attachments are protected files: their links carry a file token while a viewer or the edit wizard is open.
  const fileToken = useFileToken(pb, Boolean(search.view) || (editing !== null && editing !== 'new'));
  const fileUrl = useCallback(
    (expense: Expense, name: string) =>
      withFileToken(pb.files.getURL({ id: expense.id, collectionName: 'expenses' }, name), fileToken),
    [pb, fileToken],
  );
  const [serverErrors, setServerErrors] = useState<Record<string, string> | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useRef<AbortController | null>(null);
  const openWizard = (target: Expense | 'new') => {
    setServerErrors(null);
    closeViewer();
    setEditing(target);
  };
  const submit = async (values: ExpenseFormValues) => {
    setServerErrors(null);
    const target = editing === 'new' ? undefined : (editing ?? undefined);
    const controller = new AbortController();
    upload.current = controller;
    setProgress(0);
    try {
      const saved = await uploadRecord<Expense>(pb, {
        collection: 'expenses',
        id: target?.id,
        body: expenseFormData(values, Boolean(target)),
        onProgress: setProgress,
        signal: controller.signal,
      });
      setEditing(null);
      const message = target ? expenseWizardNamedMessages.saved : expenseWizardNamedMessages.created;
      toast.success(intl.formatMessage(message, { number: saved.expenseNumber }));
      if (target) queryClient.setQueryData(financeKeys.expenseDetail(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: financeKeys.expenseLists() });
    } catch (error) {
      if (isAbort(error)) {
        toast.info(intl.formatMessage(expenseWizardMessages.uploadCancelled));
        return;
      }
      setServerErrors(translatedFieldErrors(error, (r) => expenseRefusalText(intl, r)));
      const reason = expenseFailureText(intl, error) ?? intl.formatMessage(expensesMessages.unknownError);
      const message = target ? expenseWizardNamedMessages.updateError : expenseWizardNamedMessages.createError;
      failure(intl, expensesMessages.error, intl.formatMessage(message, { error: reason }), error, 'expense-save');
    } finally {
      upload.current = null;
      setProgress(null);
    }
  };
  const loadEmployees = useCallback(
    (query: string, signal: AbortSignal) => searchEmployeeOptions(pb, query, intl.locale, signal),
    [pb, intl.locale],
  );

  const date =
    params.date === 'custom'
      ? { preset: params.date, start: params.from ?? undefined, end: params.to ?? undefined }
      : { preset: params.date };

  return (
    <ExpensesScreen
      expenses={list.data?.items ?? []}
      total={list.data?.totalItems ?? 0}
      page={params.page}
      perPage={params.perPage}
      onPageChange={(page) => setSearch({ page: page === 1 ? undefined : page }, false)}
      onPerPageChange={(perPage) => setSearch({ perPage })}
      search={params.search}
      onSearchChange={(text) => setSearch({ search: text || undefined })}
      filters={{ category: params.category, status: params.status, date }}
      onFiltersChange={(f) =>
        setSearch({
          category: f.category ?? undefined,
          status: f.status ?? undefined,
          date: f.date.preset === 'all' ? undefined : f.date.preset,
          from: f.date.preset === 'custom' ? f.date.start : undefined,
          to: f.date.preset === 'custom' ? f.date.end : undefined,
        })
      }
      sort={toListSort(params.sort)}
      onSortChange={(sort) => setSearch({ sort: fromListSort(sort) })}
      today={today}
      isLoading={list.isPending}
      error={list.isError && !list.data ? loadErrorText(intl, list.error) : null}
      onRetry={() => void list.refetch()}
      permissions={can}
      isOwn={isOwn}
      onAdd={() => openWizard('new')}
      onView={(expense) => setSearch({ view: expense.id }, false)}
      onEdit={(expense) => openWizard(expense)}
      onDelete={(expense) => {
        closeViewer();
        setDeleting(expense);
      }}
      onStatusAction={startStatusChange}
      viewer={viewer}
      fileUrl={fileUrl}
      onViewerClose={closeViewer}
      onViewerRetry={() => void detail.refetch()}
      statusChange={statusChange}
      onStatusChangeConfirm={confirmStatusChange}
      onStatusChangeCancel={endStatusChange}
      deleting={deleting}
      onDeleteConfirm={confirmDelete}
      onDeleteCancel={() => setDeleting(null)}
    >
      {editing ? (
        <ExpenseWizard
          expense={editing === 'new' ? null : editing}
          loadEmployees={loadEmployees}
          today={today}
          fileUrl={fileUrl}
          onSubmit={submit}
          uploadProgress={progress}
          onCancelUpload={() => upload.current?.abort()}
          onClose={() => setEditing(null)}
          serverErrors={serverErrors}
          isSubmitting={progress !== null}
        />
      ) : null}
    </ExpensesScreen>
  );
}
