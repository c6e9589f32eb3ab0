import { Button, Icon, ModalDialog, MoneyField, StatusBadge, Tab, TabList, TabPanel, Tabs, TextArea } from '@erp/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { enumLabel } from '../../shared/enums';
import * as css from '../../shared/shared.css';
import { PayrollEntries, type EntryColumn } from './PayrollEntries';
import { PayrollSummary } from './PayrollSummary';
import * as pcss from './payroll.css';
import { payrollActions, PAYROLL_STATUS_TONES, payrollEmployeeName } from './payroll.format';
import { payrollMessages as m } from './payroll.messages';
import type {
  PayrollAction,
  PayrollAllowance,
  PayrollEdit,
  PayrollItem,
  PayrollOvertime,
  PayrollPermissions,
  PayrollRecord,
} from './payroll.types';

const ALLOWANCE_COLUMNS: EntryColumn<PayrollAllowance>[] = [
  { key: 'name', label: m.name, kind: 'text' },
  { key: 'amount', label: m.amount, kind: 'money' },
  { key: 'taxable', label: m.taxable, kind: 'flag' },
];
const OVERTIME_COLUMNS: EntryColumn<PayrollOvertime>[] = [
  { key: 'date', label: m.date, kind: 'text', readOnly: true },
  { key: 'type', label: m.type, kind: 'text', readOnly: true },
  { key: 'hours', label: m.hours, kind: 'number' },
  { key: 'rate', label: m.rate, kind: 'number' },
  { key: 'amount', label: m.amount, kind: 'money' },
  { key: 'include', label: m.include, kind: 'flag' },
];
const ITEM_COLUMNS: EntryColumn<PayrollItem>[] = [
  { key: 'description', label: m.description, kind: 'text' },
  { key: 'amount', label: m.amount, kind: 'money' },
];

/** The actions' labels, by action. */
export const PAYROLL_ACTION_LABELS = {
  submit: m.submit,
  approve: m.approve,
  reject: m.reject,
  pay: m.pay,
  cancel: m.cancel,
} as const;

/** Props of {@link PayrollManager}. */
export type PayrollManagerProps = {
  record: PayrollRecord;
  permissions: PayrollPermissions;
  /** Saves a draft's entries; the server recomputes it and the new record comes back through `record`. */
  onSave: (edit: PayrollEdit) => Promise<unknown>;
  /** A status change (the screen confirms it first). */
  onAction: (action: PayrollAction) => void;
  /** Downloads the payslip PDF; offered when given. */
  onPayslip?: () => void;
  onClose: () => void;
};

const editOf = (r: PayrollRecord): PayrollEdit => ({
  baseSalary: r.baseSalary,
  insuredWage: r.insuredWage > 0 ? r.insuredWage : null,
  allowances: r.allowances ?? [],
  overtimeEntries: r.overtimeEntries ?? [],
  bonuses: r.bonuses ?? [],
  deductions: r.deductions ?? [],
  notes: r.notes ?? '',
});

/**
 * The payroll viewer and manager, reusable by any app: the record's tabs Allowances (name, amount, taxable),
 * Overtime (date, type, hours, rate, amount, include), Bonuses, Deductions and the Summary with every line of the
 * server's calculation explained. A draft is edited in place and saved with "Save and recalculate" (the server
 * computes every figure); a submitted record is read-only until it is rejected. Its status actions are offered by
 * state and permission.
 */
export function PayrollManager({ record, permissions, onSave, onAction, onPayslip, onClose }: PayrollManagerProps) {
  const intl = useIntl();
  const [edit, setEdit] = useState<PayrollEdit>(() => editOf(record));
  const [base, setBase] = useState(record);
  const [saving, setSaving] = useState(false);
  if (base !== record) {
    // A new record came back (saved, recalculated, or its status changed): start from it.
    setBase(record);
    setEdit(editOf(record));
  }
  const editable = record.status === 'draft' && permissions.edit;
  const dirty = JSON.stringify(edit) !== JSON.stringify(editOf(record));
  const change =
    <K extends keyof PayrollEdit>(key: K) =>
    (value: PayrollEdit[K]) =>
      setEdit((e) => ({ ...e, [key]: value }));
  const actions = payrollActions(record.status, permissions);
  const name = payrollEmployeeName(intl.locale, record);
  return (
    <ModalDialog
      isOpen
      size="lg"
      title={name}
      subtitle={<bdi className={css.ltrValue}>{record.period}</bdi>}
      titleExtra={
        <StatusBadge
          tone={PAYROLL_STATUS_TONES[record.status]}
          label={enumLabel(intl, 'payroll_records', 'status', record.status)}
        />
      }
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <div className={pcss.actions}>
          {onPayslip ? (
            <Button icon={<Icon name="download" />} onPress={onPayslip}>
              {intl.formatMessage(m.payslip)}
            </Button>
          ) : null}
          {dirty ? (
            <Button variant="ghost" onPress={() => setEdit(editOf(record))}>
              {intl.formatMessage(m.discard)}
            </Button>
          ) : null}
          {editable ? (
            <Button
              variant="primary"
              isPending={saving}
              isDisabled={!dirty}
              onPress={() => {
                setSaving(true);
                void onSave(edit)
                  .catch(() => undefined)
                  .finally(() => setSaving(false));
              }}
            >
              {intl.formatMessage(m.save)}
            </Button>
          ) : null}
          {actions.map((a) => (
            <Button
              key={a}
              variant={a === 'reject' || a === 'cancel' ? 'danger' : 'secondary'}
              isDisabled={dirty}
              onPress={() => onAction(a)}
            >
              {intl.formatMessage(PAYROLL_ACTION_LABELS[a])}
            </Button>
          ))}
        </div>
      }
    >
      {!editable && record.status !== 'draft' ? (
        <p className={css.muted}>{intl.formatMessage(m.readOnlyNote)}</p>
      ) : null}
      {dirty ? <p className={css.muted}>{intl.formatMessage(m.unsaved)}</p> : null}
      {editable ? (
        <div className={css.formGrid}>
          <MoneyField
            label={intl.formatMessage(m.baseSalary)}
            value={edit.baseSalary}
            onChange={(v) => change('baseSalary')(v ?? 0)}
          />
          <MoneyField
            label={intl.formatMessage(m.insuredWage)}
            description={intl.formatMessage(m.insuredWageHelp)}
            value={edit.insuredWage}
            onChange={(v) => change('insuredWage')(v && v > 0 ? v : null)}
          />
        </div>
      ) : null}
      <Tabs defaultSelectedKey="summary">
        <TabList aria-label={name}>
          <Tab id="allowances">{intl.formatMessage(m.allowances)}</Tab>
          <Tab id="overtime">{intl.formatMessage(m.overtime)}</Tab>
          <Tab id="bonuses">{intl.formatMessage(m.bonuses)}</Tab>
          <Tab id="deductions">{intl.formatMessage(m.deductions)}</Tab>
          <Tab id="summary">{intl.formatMessage(m.summaryTab)}</Tab>
        </TabList>
        <TabPanel id="allowances">
          <PayrollEntries
            label={intl.formatMessage(m.allowances)}
            rows={edit.allowances}
            columns={ALLOWANCE_COLUMNS}
            isEditable={editable}
            blank={() => ({ name: '', amount: 0, taxable: true })}
            onChange={change('allowances')}
          />
        </TabPanel>
        <TabPanel id="overtime">
          <PayrollEntries
            label={intl.formatMessage(m.overtime)}
            rows={edit.overtimeEntries}
            columns={OVERTIME_COLUMNS}
            isEditable={editable}
            onChange={change('overtimeEntries')}
          />
        </TabPanel>
        <TabPanel id="bonuses">
          <PayrollEntries
            label={intl.formatMessage(m.bonuses)}
            rows={edit.bonuses}
            columns={ITEM_COLUMNS}
            isEditable={editable}
            blank={() => ({ description: '', amount: 0 })}
            onChange={change('bonuses')}
          />
        </TabPanel>
        <TabPanel id="deductions">
          <PayrollEntries
            label={intl.formatMessage(m.deductions)}
            rows={edit.deductions}
            columns={ITEM_COLUMNS}
            isEditable={editable}
            blank={() => ({ description: '', amount: 0 })}
            onChange={change('deductions')}
          />
        </TabPanel>
        <TabPanel id="summary">
          <PayrollSummary calculation={record.calculation} />
        </TabPanel>
      </Tabs>
      {editable ? (
        <TextArea label={intl.formatMessage(m.notes)} value={edit.notes} maxLength={5000} onChange={change('notes')} />
      ) : null}
    </ModalDialog>
  );
}
