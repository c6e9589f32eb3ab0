import { defineMessages } from 'react-intl';

/** Strings of the access page (`widgets.admin.access.<part>.<key>`). */
export const accessMessages = defineMessages({
  tabMatrix: { id: 'widgets.admin.access.screen.tabMatrix', defaultMessage: 'Who can do what', description: 'Tab.' },
  tabSessions: { id: 'widgets.admin.access.screen.tabSessions', defaultMessage: 'Sessions', description: 'Tab.' },
  tabAudit: { id: 'widgets.admin.access.screen.tabAudit', defaultMessage: 'Audit trail', description: 'Tab.' },
  tabsLabel: {
    id: 'widgets.admin.access.screen.tabsLabel',
    defaultMessage: 'Access sections',
    description: 'Accessible name of the access tab list.',
  },
  loadFailed: {
    id: 'widgets.admin.access.screen.loadFailed',
    defaultMessage: 'Failed to load access data',
    description: 'Toast title and message when the access page fails to load.',
  },
  actionFailed: {
    id: 'widgets.admin.access.screen.actionFailed',
    defaultMessage: 'The change was not made',
    description: 'Toast title when ending sessions, locking or unlocking fails.',
  },
  role: { id: 'widgets.admin.access.matrix.role', defaultMessage: 'Role', description: 'Matrix column: the role.' },
  holders: {
    id: 'widgets.admin.access.matrix.holders',
    defaultMessage: 'Held by',
    description: 'Matrix column: the users holding the role.',
  },
  nobody: {
    id: 'widgets.admin.access.matrix.nobody',
    defaultMessage: 'Nobody',
    description: 'No user holds the role.',
  },
  matrixHint: {
    id: 'widgets.admin.access.matrix.hint',
    defaultMessage: 'How many of each module’s permissions every role holds, and who holds the role.',
    description: 'Description of the matrix.',
  },
  user: { id: 'widgets.admin.access.sessions.user', defaultMessage: 'User', description: 'Column: the user.' },
  lastSignIn: {
    id: 'widgets.admin.access.sessions.lastSignIn',
    defaultMessage: 'Last sign-in',
    description: 'Column: when the user last signed in.',
  },
  state: {
    id: 'widgets.admin.access.sessions.state',
    defaultMessage: 'Account',
    description: 'Column: active or locked.',
  },
  locked: { id: 'widgets.admin.access.sessions.locked', defaultMessage: 'Locked', description: 'A locked account.' },
  signedIn: {
    id: 'widgets.admin.access.sessions.signedIn',
    defaultMessage: 'Signed in',
    description: 'An account with a session that may still be open.',
  },
  actions: {
    id: 'widgets.admin.access.sessions.actions',
    defaultMessage: 'Actions',
    description: 'Column: what can be done with the account.',
  },
  endSessions: {
    id: 'widgets.admin.access.sessions.endSessions',
    defaultMessage: 'End sessions',
    description: 'Button signing the user out everywhere.',
  },
  lock: { id: 'widgets.admin.access.sessions.lock', defaultMessage: 'Lock account', description: 'Button.' },
  unlock: { id: 'widgets.admin.access.sessions.unlock', defaultMessage: 'Unlock account', description: 'Button.' },
  sessionsHint: {
    id: 'widgets.admin.access.sessions.hint',
    defaultMessage:
      'Accounts signed in during the last 5 days may still have an open session. Ending them signs the user out everywhere; locking also stops new sign-ins.',
    description: 'Description of the sessions tab.',
  },
  noSessions: {
    id: 'widgets.admin.access.sessions.none',
    defaultMessage: 'No account has signed in recently.',
    description: 'Empty sessions list.',
  },
  when: { id: 'widgets.admin.access.audit.when', defaultMessage: 'When', description: 'Audit column: the time.' },
  who: { id: 'widgets.admin.access.audit.who', defaultMessage: 'Who', description: 'Audit column: the user.' },
  what: {
    id: 'widgets.admin.access.audit.what',
    defaultMessage: 'Record',
    description: 'Audit column: collection and id.',
  },
  change: {
    id: 'widgets.admin.access.audit.change',
    defaultMessage: 'Change',
    description: 'Audit column header: the kind of change made to a record (created, updated, deleted).',
  },
  values: {
    id: 'widgets.admin.access.audit.values',
    defaultMessage: 'Before → after',
    description: 'Audit column: the values before and after.',
  },
  collection: {
    id: 'widgets.admin.access.audit.collection',
    defaultMessage: 'Collection',
    description: 'Audit filter: the kind of record.',
  },
  day: {
    id: 'widgets.admin.access.audit.day',
    defaultMessage: 'Day (YYYY-MM-DD)',
    description: 'Audit filter: a day.',
  },
  noEntries: {
    id: 'widgets.admin.access.audit.none',
    defaultMessage: 'No change matches these filters.',
    description: 'Empty audit trail.',
  },
  auditHint: {
    id: 'widgets.admin.access.audit.hint',
    defaultMessage: 'Every change matching the filters, newest first, a page at a time.',
    description: 'Description of the audit trail.',
  },
  system: {
    id: 'widgets.admin.access.audit.system',
    defaultMessage: 'System',
    description: 'A change made by the server.',
  },
});
