import { EMPLOYEES_DEPARTMENT, EMPLOYEES_STATUS, type EmployeeDocumentsType } from '@erp/schema';
import { Button, Icon, StatusBadge, Switch } from '@erp/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { enumLabel } from '../../shared/enums';
import { formatDay, formatMoney } from '../../shared/format';
import { DeleteRecordDialog } from '../../shared/list-screen/DeleteRecordDialog';
import { sortOptions } from '../../shared/list-screen/filters';
import { enumFilter, ListScreen } from '../../shared/list-screen/ListScreen';
import type { ListScreenBaseProps } from '../../shared/list-screen/list.types';
import { useRecordDialogs } from '../../shared/list-screen/useRecordDialogs';
import { navigationMessages } from '../../shared/navigation.messages';
import { employeeName } from '../hr.format';
import type { SearchEmployees } from '../hr.types';
import { EmployeeDocumentsDialog } from './EmployeeDocumentsDialog';
import { EmployeeViewer } from './EmployeeViewer';
import { EmployeeWizard } from './EmployeeWizard';
import * as css from './employees.css';
import { EMPLOYEE_STATUS_TONES } from './employees.format';
import { employeeMessages as m, employeeNamedMessages as mn } from './employees.messages';
import {
  EMPLOYEE_SORT_FIELDS,
  type EmployeeDocumentUpload,
  type Employee,
  type EmployeeDocument,
  type EmployeeFilters,
  type EmployeeFormValues,
  type UserAccountOption,
} from './employees.types';

/** An empty value on a card, as an em dash. */
const orDash = (value: string) => value || '\u2014';

const SORT_LABELS = {
  lastName: m.lastName,
  department: m.department,
  hireDate: m.hireDate,
  monthlySalary: m.monthlySalary,
  status: cm.status,
} as const;

/** Props of {@link EmployeesScreen}. */
export type EmployeesScreenProps = ListScreenBaseProps<Employee, Employee, EmployeeFilters> & {
  searchManagers: SearchEmployees;
  searchAccounts: (query: string, signal: AbortSignal) => Promise<UserAccountOption[]>;
  today: string;
  onSave: (values: EmployeeFormValues, employee: Employee | null) => Promise<unknown>;
  onDelete: (employee: Employee) => Promise<unknown>;
  /** The employee whose documents dialog is open, and its documents (null while loading, 'error' on failure). */
  documentsOf: Employee | null;
  documents: readonly EmployeeDocument[] | null | 'error';
  documentPermissions: { upload: boolean; delete: boolean };
  onDocumentsOpen: (employee: Employee | null) => void;
  onUpload: (
    employee: Employee,
    file: File,
    type: EmployeeDocumentsType,
    upload: EmployeeDocumentUpload,
  ) => Promise<unknown>;
  onDownload: (document: EmployeeDocument) => Promise<unknown>;
  onDeleteDocument: (document: EmployeeDocument) => Promise<unknown>;
  /** Show yearly salaries first (stories). */
  defaultYearly?: boolean;
};

/**
 * The employees page: "Add employee" and a grid of cards (name, position, status, department, e-mail, phone,
 * salary per month or per year by a toggle, hire date and a documents button), searchable, filtered by department
 * and status, paged; the viewer, the three-tab wizard, the delete confirmation and the documents dialog.
 *
 * @selector [data-employee-card] on each card, [data-salary] on its salary
 */
export function EmployeesScreen({
  list,
  permissions: can,
  viewer,
  searchManagers,
  searchAccounts,
  today,
  onSave,
  onDelete,
  documentsOf,
  documents,
  documentPermissions,
  onDocumentsOpen,
  onUpload,
  onDownload,
  onDeleteDocument,
  defaultYearly = false,
  ...props
}: EmployeesScreenProps) {
  const intl = useIntl();
  const [yearly, setYearly] = useState(defaultYearly);
  const d = useRecordDialogs({ ...props, viewer, permissions: can, onSave });
  const name = (e: Employee) => employeeName(intl.locale, e);
  const openDocuments = (e: Employee) => {
    if (viewer) props.onViewerClose();
    onDocumentsOpen(e);
  };
  const card = (e: Employee) => {
    const salary = yearly ? Math.round(e.monthlySalary * 1200) / 100 : e.monthlySalary;
    return (
      <article className={css.card} data-employee-card={e.id}>
        <div className={css.cardHeader}>
          <div>
            <h2 className={css.cardName}>
              <bdi>{name(e)}</bdi>
            </h2>
            {e.position ? <p className={css.cardPosition}>{e.position}</p> : null}
          </div>
          {e.status ? (
            <StatusBadge
              tone={EMPLOYEE_STATUS_TONES[e.status]}
              label={enumLabel(intl, 'employees', 'status', e.status)}
            />
          ) : null}
        </div>
        <dl className={css.facts}>
          <dt className={css.factLabel}>{intl.formatMessage(m.department)}</dt>
          <dd className={css.factValue}>
            {orDash(e.department ? enumLabel(intl, 'employees', 'department', e.department) : '')}
          </dd>
          <dt className={css.factLabel}>{intl.formatMessage(cm.email)}</dt>
          <dd className={css.factValue}>
            <bdi dir="ltr">{orDash(e.email)}</bdi>
          </dd>
          <dt className={css.factLabel}>{intl.formatMessage(cm.phone)}</dt>
          <dd className={css.factValue}>
            <bdi dir="ltr">{orDash(e.phone)}</bdi>
          </dd>
          <dt className={css.factLabel}>{intl.formatMessage(yearly ? m.perYear : m.perMonth)}</dt>
          <dd className={css.factValue} data-salary={salary}>
            {formatMoney(intl, salary)}
          </dd>
          <dt className={css.factLabel}>{intl.formatMessage(m.hireDate)}</dt>
          <dd className={css.factValue}>{orDash(formatDay(intl, e.hireDate))}</dd>
        </dl>
        <div className={css.cardFooter}>
          <Button
            size="sm"
            icon={<Icon name="file" />}
            aria-label={intl.formatMessage(mn.documentsOf, { name: name(e) })}
            onPress={() => openDocuments(e)}
          >
            {intl.formatMessage(m.documents)}
          </Button>
        </div>
      </article>
    );
  };
  return (
    <ListScreen<Employee, EmployeeFilters>
      title={intl.formatMessage(navigationMessages.employees)}
      list={list}
      variant="cards"
      renderCard={card}
      columns={[]}
      toolbar={
        <div className={css.toggle}>
          <Switch isSelected={yearly} onChange={setYearly}>
            {intl.formatMessage(m.perYear)}
          </Switch>
        </div>
      }
      filters={[
        enumFilter(intl, list, intl.formatMessage(m.department), 'employees', 'department', EMPLOYEES_DEPARTMENT),
        enumFilter(intl, list, intl.formatMessage(cm.status), 'employees', 'status', EMPLOYEES_STATUS),
      ]}
      sortOptions={sortOptions(intl, EMPLOYEE_SORT_FIELDS, SORT_LABELS)}
      sortDefault={{ id: 'lastName', direction: 'ascending' }}
      getRowLabel={name}
      messages={m}
      onAdd={d.onAdd}
      {...d.rowActions}
    >
      {d.viewer ? (
        <EmployeeViewer
          {...d.viewer}
          permissions={can}
          onEdit={d.edit}
          onDelete={d.confirmDelete}
          onDocuments={openDocuments}
        />
      ) : null}
      <DeleteRecordDialog
        dialog={d.dialog}
        name={name}
        message={(e) => intl.formatMessage(mn.deleteMessage, { name: name(e) })}
        onDelete={onDelete}
      />
      {d.wizard ? (
        <EmployeeWizard {...d.wizard} searchManagers={searchManagers} searchAccounts={searchAccounts} today={today} />
      ) : null}
      {documentsOf ? (
        <EmployeeDocumentsDialog
          employeeName={name(documentsOf)}
          documents={documents}
          canUpload={documentPermissions.upload}
          canDelete={documentPermissions.delete}
          onUpload={(file, type, upload) => onUpload(documentsOf, file, type, upload)}
          onDownload={onDownload}
          onDelete={onDeleteDocument}
          onClose={() => onDocumentsOpen(null)}
        />
      ) : null}
    </ListScreen>
  );
}
