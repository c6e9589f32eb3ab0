import { Button, Icon, ModalDialog, MoneyField, StatusBadge, Tab, TabList, TabPanel, Tabs, TextArea } from '@erp/ui';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { enumLabel } from '../../shared/enums';
import * as css from '../../shared/shared.css';
import { PayrollEntries, type EntryColumn } from './PayrollEntries';
import { PayrollSummary } from './PayrollSummary';
import * as pcss from './payroll.css';
import { payrollActions, PAYROLL_STATUS_TONES, payrollEmployeeName } from './payroll.format';
import { payrollMessages as m } from './payroll.messages';
import type { PayrollAction, PayrollEdit, PayrollItem, PayrollPermissions, PayrollRecord } from './payroll.types';

const ITEM_COLUMNS: EntryColumn<PayrollItem>[] = [
  { key: 'description', label: m.description, kind: 'text' },
  { key: 'amount', label: m.amount, kind: 'money' },
];

/** The record's lists that the manager shows as tabs of entries. */
type EntryList = 'allowances' | 'overtimeEntries' | 'bonuses' | 'deductions';
type Row<K extends EntryList> = PayrollEdit[K][number];

/** One entries tab: its id, its label (also the list's name), the edit's list it shows, its columns and its new row. */
type EntryTab = {
  id: string;
  label: EntryColumn<PayrollItem>['label'];
  render: (edit: PayrollEdit, label: string, isEditable: boolean, onChange: (edit: PayrollEdit) => void) => ReactNode;
};

/** A tab over one list of the edit, typed by that list's rows. */
function entryTab<K extends EntryList>(
  id: string,
  list: K,
  label: EntryTab['label'],
  columns: EntryColumn<Row<K>>[],
  blank?: () => Row<K>,
): EntryTab {
  return {
    id,
    label,
    render: (edit, name, isEditable, onChange) => (
      <PayrollEntries<Row<K>>
        label={name}
        rows={edit[list] as readonly Row<K>[]}
        columns={columns}
        isEditable={isEditable}
        blank={blank}
        onChange={(rows) => onChange({ ...edit, [list]: rows })}
      />
    ),
  };
}

/** The four entries tabs, in order; overtime rows come from approved requests, so none is added by hand. */
const ENTRY_TABS: readonly EntryTab[] = [
  entryTab(
    'allowances',
    'allowances',
    m.allowances,
    [
      { key: 'name', label: m.name, kind: 'text' },
      { key: 'amount', label: m.amount, kind: 'money' },
      { key: 'taxable', label: m.taxable, kind: 'flag' },
    ],
    () => ({ name: '', amount: 0, taxable: true }),
  ),
  entryTab('overtime', 'overtimeEntries', m.overtime, [
    { key: 'date', label: m.date, kind: 'text', readOnly: true },
    { key: 'type', label: m.type, kind: 'text', readOnly: true },
    { key: 'hours', label: m.hours, kind: 'number' },
    { key: 'rate', label: m.rate, kind: 'number' },
    { key: 'amount', label: m.amount, kind: 'money' },
    { key: 'include', label: m.include, kind: 'flag' },
  ]),
  entryTab('bonuses', 'bonuses', m.bonuses, ITEM_COLUMNS, () => ({ description: '', amount: 0 })),
  entryTab('deductions', 'deductions', m.deductions, ITEM_COLUMNS, () => ({ description: '', amount: 0 })),
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
          {ENTRY_TABS.map((t) => (
            <Tab key={t.id} id={t.id}>
              {intl.formatMessage(t.label)}
            </Tab>
          ))}
          <Tab id="summary">{intl.formatMessage(m.summaryTab)}</Tab>
        </TabList>
        {ENTRY_TABS.map((t) => (
          <TabPanel key={t.id} id={t.id}>
            {t.render(edit, intl.formatMessage(t.label), editable, setEdit)}
          </TabPanel>
        ))}
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
