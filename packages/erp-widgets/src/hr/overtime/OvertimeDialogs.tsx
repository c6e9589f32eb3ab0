import { OVERTIME_RECORDS_TYPE, type OvertimeRecordsType } from '@erp/schema';
import { Button, DatePicker, TextField, NumberField, Select, TextArea, type FieldErrors, type IsoDate } from '@erp/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { AsyncPicker } from '../../shared/AsyncPicker';
import { commonMessages as cm } from '../../shared/common.messages';
import { FormDialog } from '../../shared/documents/FormDialog';
import { enumOptions } from '../../shared/enums';
import * as css from '../../shared/shared.css';
import type { EmployeeChoice, SearchEmployees } from '../hr.types';
import { overtimeMessages as m } from './overtime.messages';
import type { OvertimeDecision, OvertimeFormValues } from './overtime.types';

/** Props of {@link OvertimeRequestForm}. */
export type OvertimeRequestFormProps = {
  /** The user's own employee record (self-service; the field is fixed), null without one; absent for an approver. */
  ownEmployee?: EmployeeChoice | null;
  searchEmployees?: SearchEmployees;
  today: string;
  onSubmit: (values: OvertimeFormValues) => Promise<unknown> | void;
  onClose: () => void;
};

/** Files an overtime request: employee, date, hours (0.25 to 24), type and notes; the server estimates the amount. */
export function OvertimeRequestForm({
  ownEmployee,
  searchEmployees,
  today,
  onSubmit,
  onClose,
}: OvertimeRequestFormProps) {
  const intl = useIntl();
  const selfService = ownEmployee !== undefined;
  const [employee, setEmployee] = useState<EmployeeChoice | null>(ownEmployee ?? null);
  const [date, setDate] = useState<IsoDate | null>(today as IsoDate);
  const [hours, setHours] = useState<number | null>(null);
  const [type, setType] = useState<OvertimeRecordsType | null>('REGULAR');
  const [notes, setNotes] = useState('');
  if (selfService && !ownEmployee)
    return (
      <FormDialog
        title={intl.formatMessage(m.formTitle)}
        submitLabel=""
        onSubmit={onClose}
        onClose={onClose}
        footer={<Button onPress={onClose}>{intl.formatMessage(cm.cancel)}</Button>}
      >
        <div className={css.notice.warning} role="alert">
          <p className={css.noticeText}>{intl.formatMessage(m.noEmployeeRecord)}</p>
        </div>
      </FormDialog>
    );
  const validate = (): FieldErrors => {
    const errors: FieldErrors = {};
    if (!employee) errors.employee = intl.formatMessage(m.employeeRequired);
    if (!date) errors.date = intl.formatMessage(m.dateRequired);
    if (hours == null || hours < 0.25 || hours > 24) errors.hours = intl.formatMessage(m.hoursInvalid);
    if (!type) errors.type = intl.formatMessage(m.typeRequired);
    return errors;
  };
  return (
    <FormDialog
      title={intl.formatMessage(m.formTitle)}
      submitLabel={intl.formatMessage(m.formSubmit)}
      validate={validate}
      onSubmit={() =>
        onSubmit({
          employee: employee?.id ?? '',
          date: date ?? '',
          hours: hours ?? 0,
          type: type ?? '',
          notes: notes.trim(),
        })
      }
      onClose={onClose}
    >
      {selfService ? (
        <TextField
          name="employeeName"
          label={intl.formatMessage(m.employee)}
          value={ownEmployee?.name ?? ''}
          isReadOnly
        />
      ) : (
        <AsyncPicker<EmployeeChoice>
          label={intl.formatMessage(m.employee)}
          name="employee"
          isRequired
          value={employee?.id ?? null}
          selectedText={employee?.name ?? ''}
          search={searchEmployees ?? (async () => [])}
          optionLabel={(e) => e.name}
          textOf={(e) => e.name}
          onPick={setEmployee}
        />
      )}
      <div className={css.formGrid}>
        <DatePicker name="date" label={intl.formatMessage(cm.date)} isRequired value={date} onChange={setDate} />
        <NumberField
          name="hours"
          label={intl.formatMessage(m.hours)}
          isRequired
          minValue={0.25}
          maxValue={24}
          step={0.25}
          value={hours}
          onChange={setHours}
        />
      </div>
      <Select
        name="type"
        label={intl.formatMessage(m.type)}
        isRequired
        options={enumOptions(intl, 'overtime_records', 'type', OVERTIME_RECORDS_TYPE)}
        value={type}
        onChange={(v) => setType((v as OvertimeRecordsType | null) ?? null)}
      />
      <TextArea name="notes" label={intl.formatMessage(cm.notes)} value={notes} onChange={setNotes} />
    </FormDialog>
  );
}

/** Props of {@link OvertimeDecisionDialog}. */
export type OvertimeDecisionDialogProps = {
  action: 'approve' | 'reject';
  /** The employee and date the decision is about. */
  subtitle: string;
  onSubmit: (decision: OvertimeDecision) => Promise<unknown> | void;
  onClose: () => void;
};

/** Approves (with optional comments) or rejects (with the required reason) a pending overtime request. */
export function OvertimeDecisionDialog({ action, subtitle, onSubmit, onClose }: OvertimeDecisionDialogProps) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const approve = action === 'approve';
  return (
    <FormDialog
      title={intl.formatMessage(approve ? m.approveTitle : m.rejectTitle)}
      subtitle={<bdi>{subtitle}</bdi>}
      submitLabel={intl.formatMessage(approve ? m.approve : m.reject)}
      data-decision={action}
      validate={(): FieldErrors => (!approve && !text.trim() ? { reason: intl.formatMessage(m.reasonRequired) } : {})}
      onSubmit={() => onSubmit(approve ? { action, comments: text.trim() } : { action: 'reject', reason: text.trim() })}
      onClose={onClose}
    >
      {approve ? <p className={css.noticeText}>{intl.formatMessage(m.approveHint)}</p> : null}
      <TextArea
        name={approve ? 'comments' : 'reason'}
        label={intl.formatMessage(approve ? m.comments : m.rejectionReason)}
        isRequired={!approve}
        value={text}
        onChange={setText}
      />
    </FormDialog>
  );
}
