import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { RecordWizard, type FieldsStep, type RecordWizardIntents } from '../../shared/record-form/RecordWizard';
import type { FieldSpec } from '../../shared/record-form/fields';
import { passwordErrors, userFields, type UserFormValues } from './users.fields';
import { userMessages as m } from './users.messages';
import type { User, UserAdminRights, UserRole } from './users.types';

/** Props of {@link UserWizard}. */
export type UserWizardProps = RecordWizardIntents<User, UserFormValues> & {
  /** The roles that can be given (those the administrator can read). */
  roles: readonly UserRole[];
  /** What the administrator may do beyond editing (choose roles, set passwords) and who they are. */
  rights: UserAdminRights;
  /** The role a new user gets when the role cannot be chosen (the creator's own). */
  defaultRoleId: string;
};

/**
 * Adds or edits a user in two steps and a review: the account (e-mail, names, role, status) and the password.
 * The role is offered only with `assign:roles`, and never on one's own account, nor the status; the password step
 * appears for a new user and, when editing, only with `reset:user-password` (blank keeps it).
 */
export function UserWizard({ record: user, roles, rights, defaultRoleId, ...intents }: UserWizardProps) {
  const intl = useIntl();
  const isNew = !user;
  const self = user?.id === rights.selfId;
  const f = userFields(roles);
  const account: FieldSpec<UserFormValues>[] = [f.email, f.firstName, f.lastName];
  if (rights.assignRoles && !self) account.push(f.roleId);
  if (!self) account.push(f.status);
  const steps: FieldsStep<UserFormValues>[] = [{ id: 'account', title: m.stepAccount, fields: account }];
  if (isNew || (rights.resetPassword && !self))
    steps.push({
      id: 'password',
      title: m.password,
      description: isNew ? undefined : m.keepPasswordHint,
      fields: [f.password, f.passwordConfirm],
      validate: (values) => passwordErrors(intl, values, isNew),
    });
  return (
    <RecordWizard
      {...intents}
      title={intl.formatMessage(isNew ? m.createTitle : m.editTitle)}
      submitLabel={intl.formatMessage(isNew ? m.createSubmit : cm.saveChanges)}
      initial={{
        email: user?.email ?? '',
        firstName: user?.firstName ?? '',
        lastName: user?.lastName ?? '',
        roleId: user?.roleId ?? defaultRoleId,
        status: user?.status || 'active',
        password: '',
        passwordConfirm: '',
      }}
      collection="users"
      steps={steps}
    />
  );
}
