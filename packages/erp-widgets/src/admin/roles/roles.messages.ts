import { defineMessages } from 'react-intl';

/** Strings of the roles screen, its viewer, its wizard and the permission editor (`widgets.admin.roles.*`). */
export const roleMessages = defineMessages({
  descriptionAr: {
    id: 'widgets.admin.roles.field.descriptionAr',
    defaultMessage: 'Description (Arabic)',
    description: "The role's description in Arabic (label).",
  },
  permissions: {
    id: 'widgets.admin.roles.field.permissions',
    defaultMessage: 'Permissions',
    description: 'The keys a role holds (label, column and wizard step).',
  },
  readOnly: {
    id: 'widgets.admin.roles.field.readOnly',
    defaultMessage: 'Read-only',
    description: 'Badge of a built-in role that cannot be edited or deleted.',
  },
  nameRequired: {
    id: 'widgets.admin.roles.field.nameRequired',
    defaultMessage: 'Enter the role name',
    description: 'Error: a role needs a name.',
  },

  add: { id: 'widgets.admin.roles.screen.add', defaultMessage: 'Add role', description: 'Button: new role.' },
  searchPlaceholder: {
    id: 'widgets.admin.roles.screen.searchPlaceholder',
    defaultMessage: 'Search roles…',
    description: 'Placeholder of the roles search box.',
  },
  emptyTitle: {
    id: 'widgets.admin.roles.screen.emptyTitle',
    defaultMessage: 'No roles found',
    description: 'Empty list.',
  },
  loadFailed: {
    id: 'widgets.admin.roles.screen.loadFailed',
    defaultMessage: 'Failed to load role data',
    description: 'Toast title when the roles list or a role fails to load.',
  },
  saveFailed: {
    id: 'widgets.admin.roles.screen.saveFailed',
    defaultMessage: 'Failed to save role',
    description: 'Toast title when saving a role fails.',
  },
  deleteFailed: {
    id: 'widgets.admin.roles.screen.deleteFailed',
    defaultMessage: 'Failed to delete role',
    description: 'Toast title when deleting a role fails.',
  },
  notFoundTitle: {
    id: 'widgets.admin.roles.viewer.notFoundTitle',
    defaultMessage: 'Role not found.',
    description: 'Viewer title for a role that no longer exists.',
  },
  notFound: {
    id: 'widgets.admin.roles.viewer.notFound',
    defaultMessage: 'This role does not exist or has been deleted.',
    description: 'Viewer message for a role that no longer exists.',
  },
  readOnlyNote: {
    id: 'widgets.admin.roles.viewer.readOnlyNote',
    defaultMessage: 'A built-in role: it cannot be edited or deleted.',
    description: 'Viewer note on a read-only role.',
  },
  noUsers: {
    id: 'widgets.admin.roles.viewer.noUsers',
    defaultMessage: 'No user holds this role.',
    description: 'Viewer: no user holds the role.',
  },

  createTitle: {
    id: 'widgets.admin.roles.wizard.createTitle',
    defaultMessage: 'New role',
    description: 'Wizard title.',
  },
  editTitle: { id: 'widgets.admin.roles.wizard.editTitle', defaultMessage: 'Edit role', description: 'Wizard title.' },
  createSubmit: {
    id: 'widgets.admin.roles.wizard.createSubmit',
    defaultMessage: 'Create role',
    description: 'Wizard submit button for a new role.',
  },
  permissionsHint: {
    id: 'widgets.admin.roles.wizard.permissionsHint',
    defaultMessage: 'Choose what holders of this role may see and do. You can only grant what your own role holds.',
    description: 'Description of the permissions step.',
  },

  search: {
    id: 'widgets.admin.roles.editor.search',
    defaultMessage: 'Search permissions',
    description: 'Label of the permission search box.',
  },
  searchHint: {
    id: 'widgets.admin.roles.editor.searchHint',
    defaultMessage: 'Names, descriptions and keys, in English or Arabic',
    description: 'Placeholder of the permission search box.',
  },
  selectAll: {
    id: 'widgets.admin.roles.editor.selectAll',
    defaultMessage: 'Select all',
    description: 'Checkbox selecting every permission shown (overall or in one module).',
  },
  notHeld: {
    id: 'widgets.admin.roles.editor.notHeld',
    defaultMessage: 'Your own role does not hold this permission.',
    description: 'Help of a permission the editor cannot grant.',
  },
});

/** Strings with names or counts. */
export const roleNamedMessages = defineMessages<{
  created: { name: string };
  saved: { name: string };
  deleted: { name: string };
  deleteMessage: { name: string; users: number };
  count: { selected: number; total: number };
  selectAllIn: { module: string };
  noMatch: { query: string };
  userCount: { count: number };
}>({
  created: { id: 'widgets.admin.roles.screen.created', defaultMessage: 'Role {name} created', description: 'Toast.' },
  saved: { id: 'widgets.admin.roles.screen.saved', defaultMessage: 'Role {name} saved', description: 'Toast.' },
  deleted: { id: 'widgets.admin.roles.screen.deleted', defaultMessage: 'Role {name} deleted', description: 'Toast.' },
  deleteMessage: {
    id: 'widgets.admin.roles.screen.deleteMessage',
    defaultMessage:
      'Delete the role {name}? {users, plural, =0 {No user holds it.} one {# user holds it: reassign them first, the server refuses while anyone does.} other {# users hold it: reassign them first, the server refuses while anyone does.}}',
    description: 'Delete confirmation of a role, with how many users hold it.',
  },
  count: {
    id: 'widgets.admin.roles.editor.count',
    defaultMessage: '{selected} of {total} selected',
    description: 'How many permissions of a module (or of all) are selected.',
  },
  selectAllIn: {
    id: 'widgets.admin.roles.editor.selectAllIn',
    defaultMessage: 'Select all in {module}',
    description: 'Accessible name of a module’s Select all checkbox.',
  },
  noMatch: {
    id: 'widgets.admin.roles.editor.noMatch',
    defaultMessage: 'No permission matches “{query}”.',
    description: 'The permission search found nothing.',
  },
  userCount: {
    id: 'widgets.admin.roles.screen.userCount',
    defaultMessage: '{count, plural, =0 {No users} one {# user} other {# users}}',
    description: 'How many users hold a role (list cell).',
  },
});
