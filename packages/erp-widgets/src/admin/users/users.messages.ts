import { defineMessages } from 'react-intl';
import { commonMessages } from '../../shared/common.messages';

/** Strings of the users screen, its viewer and its wizard (`widgets.admin.users.<component>.<key>`). */
export const userMessages = defineMessages({
  firstName: commonMessages.firstName,
  lastName: commonMessages.lastName,
  role: {
    id: 'widgets.admin.users.field.role',
    defaultMessage: 'Role',
    description: "User field label: the user's role.",
  },
  password: { id: 'widgets.admin.users.field.password', defaultMessage: 'Password', description: 'User field label.' },
  passwordConfirm: {
    id: 'widgets.admin.users.field.passwordConfirm',
    defaultMessage: 'Confirm password',
    description: 'User field label: the password typed again.',
  },
  lastLogin: {
    id: 'widgets.admin.users.field.lastLogin',
    defaultMessage: 'Last login',
    description: 'User field label: when the user last signed in.',
  },
  never: {
    id: 'widgets.admin.users.field.never',
    defaultMessage: 'Never',
    description: 'Last login value of a user who never signed in.',
  },
  unknownRole: {
    id: 'widgets.admin.users.field.unknownRole',
    defaultMessage: 'Unknown role',
    description: 'Shown instead of a role that cannot be shown (deleted or not readable).',
  },
  you: {
    id: 'widgets.admin.users.field.you',
    defaultMessage: 'You',
    description: 'Badge next to the signed-in user in the users list.',
  },

  add: { id: 'widgets.admin.users.screen.add', defaultMessage: 'Add user', description: 'Button: new user.' },
  searchPlaceholder: {
    id: 'widgets.admin.users.screen.searchPlaceholder',
    defaultMessage: 'Search by name or e-mail…',
    description: 'Placeholder of the users search box.',
  },
  emptyTitle: {
    id: 'widgets.admin.users.screen.emptyTitle',
    defaultMessage: 'No users found',
    description: 'Title of the empty users list.',
  },
  loadFailed: {
    id: 'widgets.admin.users.screen.loadFailed',
    defaultMessage: 'Failed to load user data',
    description: 'Toast title when the users list or a user fails to load.',
  },
  saveFailed: {
    id: 'widgets.admin.users.screen.saveFailed',
    defaultMessage: 'Failed to save user',
    description: 'Toast title when saving a user fails.',
  },
  deleteFailed: {
    id: 'widgets.admin.users.screen.deleteFailed',
    defaultMessage: 'Failed to delete user',
    description: 'Toast title when deleting a user fails.',
  },

  notFoundTitle: {
    id: 'widgets.admin.users.viewer.notFoundTitle',
    defaultMessage: 'User not found',
    description: 'Viewer title for a user that no longer exists.',
  },
  notFound: {
    id: 'widgets.admin.users.viewer.notFound',
    defaultMessage: 'This user does not exist or has been deleted.',
    description: 'Viewer message for a user that no longer exists.',
  },
  selfNote: {
    id: 'widgets.admin.users.viewer.selfNote',
    defaultMessage: 'This is your own account: you cannot delete it, deactivate it or change its role.',
    description: 'Viewer note on the signed-in user’s own account.',
  },

  createTitle: {
    id: 'widgets.admin.users.wizard.createTitle',
    defaultMessage: 'New user',
    description: 'Wizard title.',
  },
  editTitle: { id: 'widgets.admin.users.wizard.editTitle', defaultMessage: 'Edit user', description: 'Wizard title.' },
  createSubmit: {
    id: 'widgets.admin.users.wizard.createSubmit',
    defaultMessage: 'Create user',
    description: 'Wizard submit button for a new user.',
  },
  stepAccount: { id: 'widgets.admin.users.wizard.stepAccount', defaultMessage: 'Account', description: 'Wizard step.' },
  keepPasswordHint: {
    id: 'widgets.admin.users.wizard.keepPasswordHint',
    defaultMessage:
      'Leave both fields blank to keep the current password. A new password signs the user out everywhere.',
    description: 'Hint of the password step when editing a user.',
  },
  requiredFields: {
    id: 'widgets.admin.users.wizard.requiredFields',
    defaultMessage: 'Please fill in all required fields',
    description: 'Error of an empty required user field.',
  },
  passwordRequired: {
    id: 'widgets.admin.users.wizard.passwordRequired',
    defaultMessage: 'Password is required',
    description: 'Error: a new user needs a password.',
  },
  passwordTooShort: {
    id: 'widgets.admin.users.wizard.passwordTooShort',
    defaultMessage: 'Password must be at least 8 characters long',
    description: 'Error: the password is shorter than 8 characters.',
  },
  passwordsMismatch: {
    id: 'widgets.admin.users.wizard.passwordsMismatch',
    defaultMessage: 'Passwords do not match',
    description: 'Error: the confirmation differs from the password.',
  },
});

/** Strings with the user's name or a count. */
export const userNamedMessages = defineMessages<{
  created: { name: string };
  saved: { name: string };
  deleted: { name: string };
  deleteMessage: { name: string };
}>({
  created: {
    id: 'widgets.admin.users.screen.created',
    defaultMessage: 'User {name} created',
    description: 'Toast after creating a user.',
  },
  saved: {
    id: 'widgets.admin.users.screen.saved',
    defaultMessage: 'User {name} saved',
    description: 'Toast after saving.',
  },
  deleted: {
    id: 'widgets.admin.users.screen.deleted',
    defaultMessage: 'User {name} deleted',
    description: 'Toast after deleting a user.',
  },
  deleteMessage: {
    id: 'widgets.admin.users.screen.deleteMessage',
    defaultMessage: 'Delete the user {name}? They will no longer be able to sign in. This cannot be undone.',
    description: 'Delete confirmation of a user.',
  },
});
