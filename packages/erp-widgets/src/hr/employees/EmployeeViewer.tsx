import { StatusBadge } from '@erp/ui';
import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { enumLabel } from '../../shared/enums';
import { formatDay, formatMoney } from '../../shared/format';
import { editDeleteActions, RecordViewer, type EditableViewerProps } from '../../shared/record-viewer/RecordViewer';
import { employeeName } from '../hr.format';
import { EMPLOYEE_STATUS_TONES } from './employees.format';
import {
  employeeDocumentMessages as dm,
  employeeMessages as m,
  employeeNamedMessages as mn,
} from './employees.messages';
import type { Employee } from './employees.types';

/** Props of {@link EmployeeViewer}. */
export type EmployeeViewerProps = EditableViewerProps<Employee> & {
  onDocuments: (e: Employee) => void;
};

/** An employee: personal and employment details, with edit, delete and the documents. */
export function EmployeeViewer({
  viewer,
  permissions,
  onClose,
  onRetry,
  onEdit,
  onDelete,
  onDocuments,
}: EmployeeViewerProps) {
  const intl = useIntl();
  return (
    <RecordViewer viewer={viewer} onClose={onClose} onRetry={onRetry} notFound={m}>
      {(e) => ({
        title: employeeName(intl.locale, e),
        subtitle: e.position ? <bdi>{e.position}</bdi> : undefined,
        status: e.status ? (
          <StatusBadge
            tone={EMPLOYEE_STATUS_TONES[e.status]}
            label={enumLabel(intl, 'employees', 'status', e.status)}
          />
        ) : undefined,
        actions: [
          { id: 'documents', label: intl.formatMessage(dm.title), icon: 'file', onAction: () => onDocuments(e) },
          ...editDeleteActions(
            intl,
            permissions,
            () => onEdit(e),
            () => onDelete(e),
          ),
        ],
        sections: [
          {
            id: 'personal',
            title: intl.formatMessage(m.personal),
            fields: [
              { id: 'name', label: intl.formatMessage(m.firstName), value: `${e.firstName} ${e.lastName}` },
              {
                id: 'nameAr',
                label: intl.formatMessage(m.firstNameAr),
                value: [e.firstNameAr, e.lastNameAr].filter(Boolean).join(' '),
              },
              {
                id: 'email',
                label: intl.formatMessage(cm.email),
                value: e.email ? <bdi dir="ltr">{e.email}</bdi> : '',
              },
              {
                id: 'phone',
                label: intl.formatMessage(cm.phone),
                value: e.phone ? <bdi dir="ltr">{e.phone}</bdi> : '',
              },
              { id: 'nationalId', label: intl.formatMessage(m.nationalId), value: e.nationalId },
              { id: 'birthDate', label: intl.formatMessage(m.birthDate), value: formatDay(intl, e.birthDate) },
              { id: 'emergency', label: intl.formatMessage(m.emergencyContact), value: e.emergencyContact },
              {
                id: 'emergencyPhone',
                label: intl.formatMessage(m.emergencyPhone),
                value: e.emergencyPhone ? <bdi dir="ltr">{e.emergencyPhone}</bdi> : '',
              },
              { id: 'address', label: intl.formatMessage(cm.address), value: e.address, isWide: true },
            ],
          },
          {
            id: 'employment',
            title: intl.formatMessage(m.employment),
            fields: [
              {
                id: 'department',
                label: intl.formatMessage(m.department),
                value: e.department ? enumLabel(intl, 'employees', 'department', e.department) : '',
              },
              { id: 'position', label: intl.formatMessage(m.position), value: e.position },
              { id: 'hireDate', label: intl.formatMessage(m.hireDate), value: formatDay(intl, e.hireDate) },
              {
                id: 'salary',
                label: intl.formatMessage(m.monthlySalary),
                value: `${formatMoney(intl, e.monthlySalary)} · ${intl.formatMessage(mn.perYearHint, {
                  amount: formatMoney(intl, Math.round(e.monthlySalary * 1200) / 100),
                })}`,
              },
              {
                id: 'insuredSalary',
                label: intl.formatMessage(m.insuredSalary),
                value: e.insuredSalary ? formatMoney(intl, e.insuredSalary) : intl.formatMessage(m.insuredSalaryGross),
              },
              {
                id: 'manager',
                label: intl.formatMessage(m.manager),
                value: employeeName(intl.locale, e.expand?.manager),
              },
              {
                id: 'user',
                label: intl.formatMessage(m.userAccount),
                value: e.expand?.user?.email ? <bdi dir="ltr">{e.expand.user.email}</bdi> : '',
              },
              { id: 'notes', label: intl.formatMessage(cm.notes), value: e.notes, isWide: true },
            ],
          },
        ],
      })}
    </RecordViewer>
  );
}
