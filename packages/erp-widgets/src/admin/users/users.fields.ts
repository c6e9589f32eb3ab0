import { USERS_STATUS, type UsersStatus } from '@erp/schema';
import type { FieldErrors, ListFilterOption } from '@erp/ui';
import type { IntlShape } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { enumOptions } from '../../shared/enums';
import { localName } from '../../shared/format';
import type { FieldSpec } from '../../shared/record-form/fields';
import { userMessages as m } from './users.messages';
import type { UserRole } from './users.types';

/** What the user wizard submits; a blank password (when editing) keeps the current one. */
export type UserFormValues = {
  email: string;
  firstName: string;
  lastName: string;
  roleId: string;
  status: UsersStatus;
  password: string;
  passwordConfirm: string;
};

/** The shortest password the server accepts. */
export const PASSWORD_MIN_LENGTH = 8;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The role choices, named in the active language. */
export const roleOptions = (intl: IntlShape, roles: readonly UserRole[]): ListFilterOption[] =>
  roles.map((r) => ({ id: r.id, label: localName(intl.locale, r) }));

/** The user's fields; the role's choices come from the roles the screen is given. */
export function userFields(roles: readonly UserRole[]) {
  return {
    email: {
      name: 'email',
      label: cm.email,
      kind: 'email',
      required: m.requiredFields,
      pattern: { test: EMAIL, message: cm.emailInvalid },
    },
    firstName: { name: 'firstName', label: m.firstName, required: m.requiredFields },
    lastName: { name: 'lastName', label: m.lastName },
    roleId: {
      name: 'roleId',
      label: m.role,
      kind: 'select',
      required: m.requiredFields,
      options: (intl) => roleOptions(intl, roles),
    },
    status: {
      name: 'status',
      label: cm.status,
      kind: 'select',
      required: true,
      options: (intl) => enumOptions(intl, 'users', 'status', USERS_STATUS),
    },
    password: { name: 'password', label: m.password, kind: 'password' },
    passwordConfirm: { name: 'passwordConfirm', label: m.passwordConfirm, kind: 'password' },
  } satisfies Record<keyof UserFormValues, FieldSpec<UserFormValues>>;
}

/**
 * The password rules: required for a new user, at least 8 characters, typed twice alike; a blank password when
 * editing keeps the current one.
 */
export function passwordErrors(intl: IntlShape, values: UserFormValues, isNew: boolean): FieldErrors {
  const { password, passwordConfirm } = values;
  if (!password && !passwordConfirm) return isNew ? { password: intl.formatMessage(m.passwordRequired) } : {};
  if ([...password].length < PASSWORD_MIN_LENGTH) return { password: intl.formatMessage(m.passwordTooShort) };
  if (password !== passwordConfirm) return { passwordConfirm: intl.formatMessage(m.passwordsMismatch) };
  return {};
}
