import { PERMISSION_MODULE_LABELS, PERMISSION_MODULES } from '@erp/schema';
import { Button, PageHeader, Skeleton, StatusBadge, Tab, TabList, TabPanel, Tabs } from '@erp/ui';
import { useIntl } from 'react-intl';

import { formatServerDateTime, fullName, localName, parseServerDate } from '../../shared/format';
import type { ListState } from '../../shared/list-screen/list.types';
import { navigationMessages } from '../../shared/navigation.messages';
import * as shared from '../../shared/shared.css';
import { roleNamedMessages } from '../roles/roles.messages';
import { countsByModule, labelIn, MODULES } from '../roles/permissions.search';
import * as css from '../settings/Settings.css';
import { accessMessages as m } from './access.messages';
import { AuditTrail } from './AuditTrail';
import {
  SESSION_DAYS,
  type AccessRole,
  type AccessTab,
  type AccessUser,
  type AuditEntry,
  type AuditFilters,
} from './access.types';

/** Props of {@link AccessScreen}. */
export type AccessScreenProps = {
  /** Every role with its keys; undefined while loading. */
  roles: readonly AccessRole[] | undefined;
  /** Every user the administrator can read. */
  users: readonly AccessUser[];
  /** The audit trail's page with its query (filters by collection, user and day). */
  audit: ListState<AuditEntry, AuditFilters>;
  /** The collections the audit trail records. */
  auditCollections: readonly string[];
  /** `manage:access`: sessions can be ended and accounts locked. */
  canManage: boolean;
  /** The signed-in user's id (their own account is never locked from here). */
  selfId: string;
  tab: AccessTab;
  onTabChange: (tab: AccessTab) => void;
  onEndSessions: (user: AccessUser) => Promise<unknown>;
  onLock: (user: AccessUser) => Promise<unknown>;
  onUnlock: (user: AccessUser) => Promise<unknown>;
  /** Now (stories pin it): sessions are the sign-ins of the last 5 days. */
  now?: Date;
};

const userName = (u: AccessUser) => fullName(u) || u.email;

/**
 * The access page, where an administrator answers "who can do what": a matrix of roles against modules (how many of
 * each module's keys every role holds) with the users holding each role; the accounts signed in during the last 5
 * days, whose sessions `manage:access` can end and whose accounts it can lock or unlock; and the audit trail, filtered
 * by collection, user and day, with the values before and after each change, a page at a time.
 */
export function AccessScreen(props: AccessScreenProps) {
  const intl = useIntl();
  const { roles, users, canManage } = props;
  const now = props.now ?? new Date();
  const since = now.getTime() - SESSION_DAYS * 86_400_000;
  const recent = users.filter((u) => !u.active || (parseServerDate(u.lastLogin)?.getTime() ?? 0) >= since);
  return (
    <div className={css.screen}>
      <PageHeader title={intl.formatMessage(navigationMessages.access)} />
      <Tabs selectedKey={props.tab} onSelectionChange={(k) => props.onTabChange(k as AccessTab)}>
        <TabList aria-label={intl.formatMessage(m.tabsLabel)}>
          <Tab id="matrix">{intl.formatMessage(m.tabMatrix)}</Tab>
          <Tab id="sessions">{intl.formatMessage(m.tabSessions)}</Tab>
          <Tab id="audit">{intl.formatMessage(m.tabAudit)}</Tab>
        </TabList>
        <TabPanel id="matrix" className={css.screen}>
          <p className={shared.muted}>{intl.formatMessage(m.matrixHint)}</p>
          {!roles ? (
            <Skeleton lines={6} />
          ) : (
            <div className={shared.tableWrap} tabIndex={0}>
              <table className={shared.table} aria-label={intl.formatMessage(m.tabMatrix)}>
                <thead>
                  <tr>
                    <th className={shared.th}>{intl.formatMessage(m.role)}</th>
                    {MODULES.map((mod) => (
                      <th key={mod} className={shared.th}>
                        {labelIn(intl.locale, PERMISSION_MODULE_LABELS[mod]).name}
                      </th>
                    ))}
                    <th className={shared.th}>{intl.formatMessage(m.holders)}</th>
                  </tr>
                </thead>
                <tbody>
                  {roles.map((r) => {
                    const counts = countsByModule(new Set(r.permissions));
                    const holders = users.filter((u) => u.roleId === r.id);
                    return (
                      <tr key={r.id} data-role={r.id}>
                        <th scope="row" className={shared.td}>
                          <bdi>{localName(intl.locale, r)}</bdi>
                        </th>
                        {MODULES.map((mod) => (
                          <td key={mod} className={`${shared.td} ${shared.amount}`} data-module={mod}>
                            {intl.formatMessage(roleNamedMessages.count, {
                              selected: counts[mod],
                              total: PERMISSION_MODULES[mod].length,
                            })}
                          </td>
                        ))}
                        <td className={shared.td}>
                          {holders.length === 0
                            ? intl.formatMessage(m.nobody)
                            : holders.map((u) => (
                                <bdi key={u.id} className={shared.secondary}>
                                  {userName(u)}
                                </bdi>
                              ))}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </TabPanel>
        <TabPanel id="sessions" className={css.screen}>
          <p className={shared.muted}>{intl.formatMessage(m.sessionsHint)}</p>
          {recent.length === 0 ? (
            <p className={shared.muted}>{intl.formatMessage(m.noSessions)}</p>
          ) : (
            <div className={shared.tableWrap} tabIndex={0}>
              <table className={shared.table} aria-label={intl.formatMessage(m.tabSessions)}>
                <thead>
                  <tr>
                    <th className={shared.th}>{intl.formatMessage(m.user)}</th>
                    <th className={shared.th}>{intl.formatMessage(m.lastSignIn)}</th>
                    <th className={shared.th}>{intl.formatMessage(m.state)}</th>
                    {canManage ? <th className={shared.th}>{intl.formatMessage(m.actions)}</th> : null}
                  </tr>
                </thead>
                <tbody>
                  {recent.map((u) => (
                    <tr key={u.id} data-user={u.email}>
                      <td className={shared.td}>
                        <bdi>{userName(u)}</bdi>
                        <span className={`${shared.secondary} ${shared.ltrValue}`}>{u.email}</span>
                      </td>
                      <td className={shared.td}>{formatServerDateTime(intl, u.lastLogin)}</td>
                      <td className={shared.td}>
                        <StatusBadge
                          tone={u.active ? 'success' : 'neutral'}
                          label={intl.formatMessage(u.active ? m.signedIn : m.locked)}
                        />
                      </td>
                      {canManage ? (
                        <td className={shared.td}>
                          {u.id === props.selfId ? null : u.active ? (
                            <span className={css.actions}>
                              <Button size="sm" variant="secondary" onPress={() => void props.onEndSessions(u)}>
                                {intl.formatMessage(m.endSessions)}
                              </Button>
                              <Button size="sm" variant="danger" onPress={() => void props.onLock(u)}>
                                {intl.formatMessage(m.lock)}
                              </Button>
                            </span>
                          ) : (
                            <Button size="sm" variant="secondary" onPress={() => void props.onUnlock(u)}>
                              {intl.formatMessage(m.unlock)}
                            </Button>
                          )}
                        </td>
                      ) : null}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </TabPanel>
        <TabPanel id="audit" className={css.screen}>
          <p className={shared.muted}>{intl.formatMessage(m.auditHint)}</p>
          <AuditTrail list={props.audit} collections={props.auditCollections} users={users} />
        </TabPanel>
      </Tabs>
    </div>
  );
}
