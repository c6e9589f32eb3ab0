import { Button, TextArea, TextField, type FieldErrors } from '@erp/ui';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';

import { AsyncPicker } from '../AsyncPicker';
import { commonMessages as cm } from '../common.messages';
import { FormDialog, type FormDialogProps } from '../documents/FormDialog';
import * as css from '../shared.css';

// The two dialogs of a request that someone files and an approver decides (leave, overtime…): the request form,
// filed by the user for themselves (self-service) or by an approver for anyone, and the decision.

/** Who a request is for: a record with an id and a display name (an employee). */
export type Requester = { id: string; name: string };

/** Props of {@link RequestFormDialog}. */
export type RequestFormDialogProps<T extends Requester> = Pick<
  FormDialogProps,
  'validate' | 'onSubmit' | 'onClose' | 'children'
> & {
  /**
   * The user's own record when they file for themselves (the requester field is fixed to it); null for a user
   * without one (the dialog only says so); absent for an approver, who picks the requester.
   */
  own?: T | null;
  /** The picked requester (the form's state). */
  requester: T | null;
  onRequesterChange: (requester: T | null) => void;
  /** Searches the requesters, for an approver. */
  search?: (query: string, signal: AbortSignal) => Promise<T[]>;
  /**
   * The form's title and submit label, the requester field's label and its error when empty, and what a user
   * without a record of their own is told (a module's catalogue with these keys fits as it is).
   */
  messages: Record<
    'formTitle' | 'formSubmit' | 'employee' | 'employeeRequired' | 'noEmployeeRecord',
    MessageDescriptor
  >;
};

/**
 * A request form in a dialog: the requester field first (read-only in self-service, a search picker for an
 * approver, required, its error under the name `employee`), then the request's own fields, which `validate` checks. A self-service user without a
 * record of their own gets a notice and a Cancel button instead of the form.
 */
export function RequestFormDialog<T extends Requester>({
  own,
  requester,
  onRequesterChange,
  search,
  messages,
  children,
  validate,
  ...form
}: RequestFormDialogProps<T>) {
  const intl = useIntl();
  const selfService = own !== undefined;
  const title = intl.formatMessage(messages.formTitle);
  const requesterLabel = intl.formatMessage(messages.employee);
  if (selfService && !own)
    return (
      <FormDialog
        title={title}
        submitLabel=""
        onSubmit={form.onClose}
        onClose={form.onClose}
        footer={<Button onPress={form.onClose}>{intl.formatMessage(cm.cancel)}</Button>}
      >
        <div className={css.notice.warning} role="alert">
          <p className={css.noticeText}>{intl.formatMessage(messages.noEmployeeRecord)}</p>
        </div>
      </FormDialog>
    );
  return (
    <FormDialog
      title={title}
      submitLabel={intl.formatMessage(messages.formSubmit)}
      validate={(): FieldErrors => ({
        ...(requester ? {} : { employee: intl.formatMessage(messages.employeeRequired) }),
        ...validate?.(),
      })}
      {...form}
    >
      {selfService ? (
        <TextField name="employeeName" label={requesterLabel} value={own?.name ?? ''} isReadOnly />
      ) : (
        <AsyncPicker<T>
          label={requesterLabel}
          name="employee"
          isRequired
          value={requester?.id ?? null}
          selectedText={requester?.name ?? ''}
          search={search ?? (async () => [])}
          optionLabel={(e) => e.name}
          textOf={(e) => e.name}
          onPick={onRequesterChange}
        />
      )}
      {children}
    </FormDialog>
  );
}

/** A decision on a request: approve with optional comments, or reject with the required reason. */
export type Decision = { action: 'approve'; comments: string } | { action: 'reject'; reason: string };

/** Props of {@link DecisionDialog}. */
export type DecisionDialogProps = {
  action: Decision['action'];
  /** The request the decision is about (employee and date). */
  subtitle: string;
  /** The dialog's messages (a module's catalogue with these keys fits as it is). */
  messages: Record<
    | 'approveTitle'
    | 'rejectTitle'
    | 'approve'
    | 'reject'
    | 'approveHint'
    | 'comments'
    | 'rejectionReason'
    | 'reasonRequired',
    MessageDescriptor
  >;
  onSubmit: (decision: Decision) => Promise<unknown> | void;
  onClose: () => void;
};

/**
 * Approves (with optional comments) or rejects (with the required reason) a pending request.
 *
 * @selector [data-decision] is the action
 */
export function DecisionDialog({ action, subtitle, messages, onSubmit, onClose }: DecisionDialogProps) {
  const intl = useIntl();
  const text = (key: keyof DecisionDialogProps['messages']) => intl.formatMessage(messages[key]);
  const [value, setValue] = useState('');
  const approve = action === 'approve';
  return (
    <FormDialog
      title={approve ? text('approveTitle') : text('rejectTitle')}
      subtitle={<bdi>{subtitle}</bdi>}
      submitLabel={approve ? text('approve') : text('reject')}
      data-decision={action}
      validate={(): FieldErrors => (!approve && !value.trim() ? { reason: text('reasonRequired') } : {})}
      onSubmit={() =>
        onSubmit(approve ? { action, comments: value.trim() } : { action: 'reject', reason: value.trim() })
      }
      onClose={onClose}
    >
      {approve ? <p className={css.noticeText}>{text('approveHint')}</p> : null}
      <TextArea
        name={approve ? 'comments' : 'reason'}
        label={approve ? text('comments') : text('rejectionReason')}
        isRequired={!approve}
        value={value}
        onChange={setValue}
      />
    </FormDialog>
  );
}
