import type { EmployeeDocumentsType } from '@erp/schema';
import {
  employeeDocumentMessages as dm,
  employeeDocumentNamedMessages as dmn,
  employeeMessages as m,
  employeeNamedMessages as mn,
  employeeName,
  EmployeesScreen,
  type Employee,
  type EmployeeDocument,
  type EmployeeDocumentUpload,
  type EmployeeFormValues,
} from '@erp/widgets';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';

import { downloadFile } from '../lib/documentFiles';
import { protectedFileUrl } from '../lib/fileToken';
import { looseListSearch } from '../lib/listSearch';
import { preloadList } from '../lib/lists';
import { uploadRecord } from '../lib/upload';
import { useListRoute } from '../lib/useListRoute';
import { useDeleteRecord, useRecordMutation } from '../lib/useRecordMutation';
import { employeeBody, employeeDocumentsQuery, employeeList, searchAccounts } from '../queries/employees';
import { searchEmployees } from '../queries/hrEmployees';

export const Route = createFileRoute('/app/hr/employees')({
  validateSearch: (input: Record<string, unknown>) => looseListSearch(input, ['department', 'status']),
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => preloadList(context, employeeList, deps.search),
  component: EmployeesRoute,
});

function EmployeesRoute() {
  const intl = useIntl();
  const { screen, session, today } = useListRoute(employeeList, 'employees');
  const pb = session.pb;
  const [documentsOf, setDocumentsOf] = useState<Employee | null>(null);
  const documents = useQuery(employeeDocumentsQuery(pb, documentsOf?.id ?? ''));

  const create = useRecordMutation({
    pb,
    mutationFn: (client, values: EmployeeFormValues) =>
      client.collection('employees').create<Employee>(employeeBody(values, true)),
    invalidates: ['employees'],
    success: (i, e) => i.formatMessage(mn.created, { name: employeeName(i.locale, e) }),
    failure: m.createFailed,
  });
  const update = useRecordMutation({
    pb,
    mutationFn: (client, { id, values }: { id: string; values: EmployeeFormValues }) =>
      client.collection('employees').update<Employee>(id, employeeBody(values, false)),
    invalidates: ['employees'],
    success: (i, e) => i.formatMessage(mn.saved, { name: employeeName(i.locale, e) }),
    failure: m.updateFailed,
  });
  const onDelete = useDeleteRecord<Employee>(pb, 'employees', {
    invalidates: ['employee_documents', 'leave_requests', 'overtime_records'],
    done: (i, e) => i.formatMessage(mn.deleted, { name: employeeName(i.locale, e) }),
    failure: m.deleteFailed,
  });
  const upload = useRecordMutation({
    pb,
    mutationFn: (
      client,
      v: { employee: Employee; file: File; type: EmployeeDocumentsType; upload: EmployeeDocumentUpload },
    ) => {
      const body = new FormData();
      body.set('employee', v.employee.id);
      body.set('type', v.type);
      body.set('title', v.file.name.slice(0, 200));
      body.set('file', v.file);
      return uploadRecord<EmployeeDocument>(client, { collection: 'employee_documents', body, ...v.upload });
    },
    invalidates: ['employee_documents'],
    success: (i) => i.formatMessage(dmn.uploadedCount, { count: 1 }),
    failure: dm.uploadFailed,
  });
  const download = useRecordMutation({
    pb,
    mutationFn: async (client, d: EmployeeDocument) => {
      if (!d.file) throw new Error(intl.formatMessage(dm.urlNotFound));
      const url = await protectedFileUrl(client, { id: d.id, collectionName: 'employee_documents' }, d.file, true);
      await downloadFile(url, d.title || d.file);
    },
    invalidates: [],
    failure: dm.urlNotFound,
  });
  const deleteDocument = useRecordMutation({
    pb,
    mutationFn: (client, d: EmployeeDocument) => client.collection('employee_documents').delete(d.id),
    invalidates: ['employee_documents'],
    failure: dm.deleteFailed,
  });
  const managers = useCallback(
    (q: string, signal: AbortSignal) => searchEmployees(pb, q, intl.locale, signal),
    [pb, intl.locale],
  );
  const accounts = useCallback((q: string, signal: AbortSignal) => searchAccounts(pb, q, signal), [pb]);
  return (
    <EmployeesScreen
      {...screen}
      searchManagers={managers}
      searchAccounts={accounts}
      today={today}
      onSave={(values, e) => (e ? update({ id: e.id, values }) : create(values))}
      onDelete={onDelete}
      documentsOf={documentsOf}
      documents={documents.isError ? 'error' : (documents.data ?? null)}
      documentPermissions={{
        upload: session.can('create:employee-documents'),
        delete: session.can('delete:employee-documents'),
      }}
      onDocumentsOpen={setDocumentsOf}
      onUpload={(employee, file, type, u) => upload({ employee, file, type, upload: u })}
      onDownload={download}
      onDeleteDocument={deleteDocument}
    />
  );
}
