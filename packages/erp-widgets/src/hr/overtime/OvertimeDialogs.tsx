import { OVERTIME_RECORDS_TYPE, type OvertimeRecordsType } from '@erp/schema';
import { DatePicker, NumberField, Select, TextArea, type FieldErrors, type IsoDate } from '@erp/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { enumOptions } from '../../shared/enums';
import { DecisionDialog, RequestFormDialog, type DecisionDialogProps } from '../../shared/record-form/RequestDialogs';
import * as css from '../../shared/shared.css';
import type { EmployeeChoice, RequestFormProps } from '../hr.types';
import { overtimeMessages as m } from './overtime.messages';
import type { OvertimeFormValues } from './overtime.types';

/** Props of {@link OvertimeRequestForm}. */
export type OvertimeRequestFormProps = RequestFormProps<OvertimeFormValues>;

/** Files an overtime request: employee, date, hours (0.25 to 24), type and notes; the server estimates the amount. */
export function OvertimeRequestForm({
  ownEmployee,
  searchEmployees,
  today,
  onSubmit,
  onClose,
}: OvertimeRequestFormProps) {
  const intl = useIntl();
  const [employee, setEmployee] = useState<EmployeeChoice | null>(ownEmployee ?? null);
  const [date, setDate] = useState<IsoDate | null>(today as IsoDate);
  const [hours, setHours] = useState<number | null>(null);
  const [type, setType] = useState<OvertimeRecordsType | null>('REGULAR');
  const [notes, setNotes] = useState('');
  const validate = (): FieldErrors => {
    const errors: FieldErrors = {};
    if (!date) errors.date = intl.formatMessage(m.dateRequired);
    if (hours == null || hours < 0.25 || hours > 24) errors.hours = intl.formatMessage(m.hoursInvalid);
    if (!type) errors.type = intl.formatMessage(m.typeRequired);
    return errors;
  };
  return (
    <RequestFormDialog<EmployeeChoice>
      messages={m}
      own={ownEmployee}
      requester={employee}
      onRequesterChange={setEmployee}
      search={searchEmployees}
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
    </RequestFormDialog>
  );
}

/** Props of {@link OvertimeDecisionDialog}. */
export type OvertimeDecisionDialogProps = Omit<DecisionDialogProps, 'messages'>;

/** Approves (with optional comments) or rejects (with the required reason) a pending overtime request. */
export function OvertimeDecisionDialog(props: OvertimeDecisionDialogProps) {
  return <DecisionDialog {...props} messages={m} />;
}
