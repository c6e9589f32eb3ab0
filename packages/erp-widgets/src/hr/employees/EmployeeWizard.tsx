import { EMPLOYEES_DEPARTMENT, EMPLOYEES_STATUS, type EmployeesDepartment, type EmployeesStatus } from '@erp/schema';
import {
  DatePicker,
  MoneyField,
  Select,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextArea,
  TextField,
  type FieldErrors,
  type IsoDate,
} from '@erp/ui';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { AsyncPicker } from '../../shared/AsyncPicker';
import { commonMessages as cm } from '../../shared/common.messages';
import { FormDialog } from '../../shared/documents/FormDialog';
import { enumOptions } from '../../shared/enums';
import { formatMoney, isoDay } from '../../shared/format';
import * as shared from '../../shared/shared.css';
import { employeeName } from '../hr.format';
import type { EmployeeChoice, SearchEmployees } from '../hr.types';
import * as css from './employees.css';
import { employeeMessages as m, employeeNamedMessages as mn } from './employees.messages';
import type { Employee, EmployeeFormValues, UserAccountOption } from './employees.types';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type TabId = 'personal' | 'employment' | 'notes';
const TAB_OF: Partial<Record<keyof EmployeeFormValues, TabId>> = {
  firstName: 'personal',
  lastName: 'personal',
  email: 'personal',
  department: 'employment',
  hireDate: 'employment',
  monthlySalary: 'employment',
  insuredSalary: 'employment',
};
const TAB_LABELS = { personal: m.tabPersonal, employment: m.tabEmployment, notes: m.tabNotes } as const;

/** Props of {@link EmployeeWizard}. */
export type EmployeeWizardProps = {
  /** The employee to edit; null for a new one. */
  record: Employee | null;
  /** Searches employees for the manager field. */
  searchManagers: SearchEmployees;
  /** Searches user accounts for the linked account; a failure shows "Failed to load user accounts for dropdown.". */
  searchAccounts: (query: string, signal: AbortSignal) => Promise<UserAccountOption[]>;
  /** Today, `YYYY-MM-DD` (a new employee's hire date). */
  today: string;
  onSubmit: (values: EmployeeFormValues) => Promise<unknown> | void;
  onClose: () => void;
  /** The tab shown first, for stories. */
  defaultTab?: TabId;
};

function initial(e: Employee | null, today: string): EmployeeFormValues {
  return {
    firstName: e?.firstName ?? '',
    lastName: e?.lastName ?? '',
    firstNameAr: e?.firstNameAr ?? '',
    lastNameAr: e?.lastNameAr ?? '',
    email: e?.email ?? '',
    phone: e?.phone ?? '',
    nationalId: e?.nationalId ?? '',
    birthDate: isoDay(e?.birthDate),
    address: e?.address ?? '',
    emergencyContact: e?.emergencyContact ?? '',
    emergencyPhone: e?.emergencyPhone ?? '',
    department: e?.department ?? '',
    position: e?.position ?? '',
    hireDate: e ? isoDay(e.hireDate) : today,
    monthlySalary: e ? e.monthlySalary : null,
    insuredSalary: e?.insuredSalary ? e.insuredSalary : null,
    manager: e?.manager ?? '',
    user: e?.user ?? '',
    status: (e?.status || 'active') as EmployeesStatus,
    notes: e?.notes ?? '',
  };
}

/**
 * Adds or edits an employee in three tabs: Personal (names in both languages, e-mail, phone, national ID, birth date,
 * address, emergency contact), Employment (department, position, hire date, monthly salary with its yearly value,
 * the optional insured salary (empty: the insurance is based on the gross), manager, linked user account, status) and Notes. Submitting with a required field empty opens the first tab that
 * has one and says "Please fill in all required fields in the '{tab}' tab.".
 */
export function EmployeeWizard({
  record,
  searchManagers,
  searchAccounts,
  today,
  onSubmit,
  onClose,
  defaultTab = 'personal',
}: EmployeeWizardProps) {
  const intl = useIntl();
  const [v, setValues] = useState(() => initial(record, today));
  const [tab, setTab] = useState<TabId>(defaultTab);
  const [incomplete, setIncomplete] = useState<TabId | null>(null);
  const [accountsFailed, setAccountsFailed] = useState(false);
  const [managerName, setManagerName] = useState(employeeName(intl.locale, record?.expand?.manager));
  const [accountName, setAccountName] = useState(record?.expand?.user?.email ?? '');
  const set = <K extends keyof EmployeeFormValues>(key: K, value: EmployeeFormValues[K]) =>
    setValues((old) => ({ ...old, [key]: value }));

  const validate = (): FieldErrors => {
    const errors: FieldErrors = {};
    const required = intl.formatMessage(cm.required);
    if (!v.firstName.trim()) errors.firstName = required;
    if (!v.lastName.trim()) errors.lastName = required;
    if (v.email.trim() && !EMAIL.test(v.email.trim())) errors.email = intl.formatMessage(cm.emailInvalid);
    if (!v.department) errors.department = required;
    if (!v.hireDate) errors.hireDate = required;
    if (v.monthlySalary == null || v.monthlySalary < 0) errors.monthlySalary = intl.formatMessage(m.salaryInvalid);
    const first = (['personal', 'employment', 'notes'] as const).find((t) =>
      Object.keys(errors).some((f) => TAB_OF[f as keyof EmployeeFormValues] === t),
    );
    setIncomplete(first ?? null);
    if (first) setTab(first);
    return errors;
  };

  const text = (key: keyof EmployeeFormValues, label: ReactNode, extra: Record<string, unknown> = {}) => (
    <TextField
      name={key}
      label={label}
      value={String(v[key] ?? '')}
      onChange={(value) => set(key, value as never)}
      {...extra}
    />
  );
  const salaryHint =
    v.monthlySalary != null && v.monthlySalary >= 0
      ? intl.formatMessage(mn.perYearHint, { amount: formatMoney(intl, Math.round(v.monthlySalary * 1200) / 100) })
      : undefined;

  return (
    <FormDialog
      size="lg"
      title={intl.formatMessage(record ? m.editTitle : m.createTitle)}
      subtitle={record ? <bdi>{employeeName(intl.locale, record)}</bdi> : undefined}
      submitLabel={intl.formatMessage(record ? cm.saveChanges : m.createSubmit)}
      validate={validate}
      error={
        incomplete
          ? intl.formatMessage(mn.tabIncomplete, { tab: intl.formatMessage(TAB_LABELS[incomplete]) })
          : undefined
      }
      onSubmit={() =>
        onSubmit({
          ...v,
          ...Object.fromEntries(Object.entries(v).map(([k, x]) => [k, typeof x === 'string' ? x.trim() : x])),
        } as EmployeeFormValues)
      }
      onClose={onClose}
    >
      <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key as TabId)}>
        <TabList aria-label={intl.formatMessage(record ? m.editTitle : m.createTitle)}>
          {(['personal', 'employment', 'notes'] as const).map((t) => (
            <Tab key={t} id={t}>
              {intl.formatMessage(TAB_LABELS[t])}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="personal" className={css.tabPanel}>
          <div className={shared.formGrid}>
            {text('firstName', intl.formatMessage(m.firstName), { isRequired: true })}
            {text('lastName', intl.formatMessage(m.lastName), { isRequired: true })}
            {text('firstNameAr', intl.formatMessage(m.firstNameAr))}
            {text('lastNameAr', intl.formatMessage(m.lastNameAr))}
            {text('email', intl.formatMessage(cm.email), { type: 'email' })}
            {text('phone', intl.formatMessage(cm.phone), { type: 'tel' })}
            {text('nationalId', intl.formatMessage(m.nationalId))}
            <DatePicker
              name="birthDate"
              label={intl.formatMessage(m.birthDate)}
              value={(v.birthDate || null) as IsoDate | null}
              onChange={(d) => set('birthDate', d ?? '')}
            />
            {text('emergencyContact', intl.formatMessage(m.emergencyContact))}
            {text('emergencyPhone', intl.formatMessage(m.emergencyPhone), { type: 'tel' })}
          </div>
          <TextArea
            name="address"
            label={intl.formatMessage(cm.address)}
            value={v.address}
            onChange={(value) => set('address', value)}
          />
        </TabPanel>
        <TabPanel id="employment" className={css.tabPanel}>
          <div className={shared.formGrid}>
            <Select
              name="department"
              label={intl.formatMessage(m.department)}
              isRequired
              options={enumOptions(intl, 'employees', 'department', EMPLOYEES_DEPARTMENT)}
              value={v.department || null}
              onChange={(d) => set('department', (d ?? '') as EmployeesDepartment | '')}
            />
            {text('position', intl.formatMessage(m.position))}
            <DatePicker
              name="hireDate"
              label={intl.formatMessage(m.hireDate)}
              isRequired
              value={(v.hireDate || null) as IsoDate | null}
              onChange={(d) => set('hireDate', d ?? '')}
            />
            <MoneyField
              name="monthlySalary"
              label={intl.formatMessage(m.monthlySalary)}
              isRequired
              description={salaryHint}
              value={v.monthlySalary}
              onChange={(n) => set('monthlySalary', n)}
            />
            <MoneyField
              name="insuredSalary"
              label={intl.formatMessage(m.insuredSalary)}
              description={intl.formatMessage(m.insuredSalaryHint)}
              value={v.insuredSalary}
              onChange={(n) => set('insuredSalary', n)}
            />
            <AsyncPicker<EmployeeChoice>
              label={intl.formatMessage(m.manager)}
              name="manager"
              value={v.manager || null}
              selectedText={managerName}
              search={async (q, signal) => (await searchManagers(q, signal)).filter((e) => e.id !== record?.id)}
              optionLabel={(e) => e.name}
              textOf={(e) => e.name}
              onPick={(e) => {
                set('manager', e?.id ?? '');
                setManagerName(e?.name ?? '');
              }}
            />
            <AsyncPicker<UserAccountOption>
              label={intl.formatMessage(m.userAccount)}
              name="user"
              description={intl.formatMessage(m.userAccountHint)}
              isInvalid={accountsFailed}
              errorMessage={accountsFailed ? intl.formatMessage(m.accountsFailed) : undefined}
              value={v.user || null}
              selectedText={accountName}
              search={async (q, signal) => {
                try {
                  const found = await searchAccounts(q, signal);
                  setAccountsFailed(false);
                  return found;
                } catch (error) {
                  if (!signal.aborted) setAccountsFailed(true);
                  throw error;
                }
              }}
              optionLabel={(a) => {
                const label = a.name ? `${a.name} <${a.email}>` : a.email;
                return a.employee && a.employee !== record?.id
                  ? intl.formatMessage(mn.linkedElsewhere, { name: label })
                  : label;
              }}
              textOf={(a) => a.email}
              onPick={(a) => {
                set('user', a?.id ?? '');
                setAccountName(a?.email ?? '');
              }}
            />
            {record ? (
              <Select
                name="status"
                label={intl.formatMessage(cm.status)}
                isRequired
                options={enumOptions(intl, 'employees', 'status', EMPLOYEES_STATUS)}
                value={v.status}
                onChange={(s) => s && set('status', s as EmployeesStatus)}
              />
            ) : null}
          </div>
        </TabPanel>
        <TabPanel id="notes" className={css.tabPanel}>
          <TextArea
            name="notes"
            label={intl.formatMessage(cm.notes)}
            value={v.notes}
            onChange={(value) => set('notes', value)}
          />
        </TabPanel>
      </Tabs>
    </FormDialog>
  );
}
