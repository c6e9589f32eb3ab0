import { PaginatedList, TextField, type ListColumn } from '@erp/ui';
import { useIntl } from 'react-intl';

import { enumLabel } from '../../shared/enums';
import { formatServerDateTime, fullName } from '../../shared/format';
import { selectFilter } from '../../shared/list-screen/ListScreen';
import type { ListState } from '../../shared/list-screen/list.types';
import * as shared from '../../shared/shared.css';
import { accessMessages as m } from './access.messages';
import type { AccessUser, AuditEntry, AuditFilters } from './access.types';

/** Props of {@link AuditTrail}. */
export type AuditTrailProps = {
  /** The trail's page with its query (filters by collection, user e-mail and day; newest first). */
  list: ListState<AuditEntry, AuditFilters>;
  /** The collections the audit trail records. */
  collections: readonly string[];
  /** The users the trail may be filtered by. */
  users: readonly AccessUser[];
};

/** The page sizes of the audit trail. */
export const AUDIT_PAGE_SIZES = [10, 30, 50] as const;

/** The changed record, as collection/id. */
const recordRef = (e: AuditEntry) => [e.collection, e.recordId].join('/');

/** A value of the audit trail, short and as typed. */
const shown = (v: unknown): string =>
  v === null || v === undefined || v === '' ? '—' : typeof v === 'string' ? v : JSON.stringify(v);

/** A changed value, before and after. */
const beforeAfter = (before: unknown, after: unknown) => [shown(before), shown(after)].join(' \u2192 ');

/**
 * The audit trail: who changed which record when, with the values before and after, filtered by collection, user
 * and day, a page at a time (newest first, or oldest first by the time column) with "Page X of Y".
 */
export function AuditTrail({ list, collections, users }: AuditTrailProps) {
  const intl = useIntl();
  const columns: ListColumn<AuditEntry>[] = [
    {
      id: 'created',
      header: intl.formatMessage(m.when),
      sortable: true,
      cell: (e) => formatServerDateTime(intl, e.created),
    },
    {
      id: 'userEmail',
      header: intl.formatMessage(m.who),
      cell: (e) => <span className={shared.ltrValue}>{e.userEmail || intl.formatMessage(m.system)}</span>,
    },
    {
      id: 'action',
      header: intl.formatMessage(m.change),
      cell: (e) => enumLabel(intl, 'audit_log', 'action', e.action),
    },
    {
      id: 'record',
      header: intl.formatMessage(m.what),
      cell: (e) => <span className={shared.ltrValue}>{recordRef(e)}</span>,
    },
    {
      id: 'values',
      header: intl.formatMessage(m.values),
      cell: (e) => (
        <dl className={shared.summary}>
          {Object.entries(e.changes ?? {}).map(([field, v]) => (
            <div key={field} className={shared.summaryRow}>
              <dt className={shared.summaryLabel}>{field}</dt>
              <dd className={`${shared.summaryValue} ${shared.ltrValue}`}>
                {Array.isArray(v) && e.action === 'update' ? beforeAfter(v[0], v[1]) : shown(v)}
              </dd>
            </div>
          ))}
        </dl>
      ),
    },
  ];
  return (
    <PaginatedList<AuditEntry>
      label={intl.formatMessage(m.tabAudit)}
      rows={list.rows}
      columns={columns}
      total={list.total}
      page={list.page}
      pageSize={list.perPage}
      pageSizeOptions={AUDIT_PAGE_SIZES}
      onPageChange={(page) => list.onChange({ page })}
      onPageSizeChange={(perPage) => list.onChange({ perPage })}
      sort={list.sort}
      onSortChange={(sort) => list.onChange({ sort })}
      filters={[
        selectFilter(
          list,
          'collection',
          intl.formatMessage(m.collection),
          collections.map((c) => ({ id: c, label: c })),
        ),
        selectFilter(
          list,
          'user',
          intl.formatMessage(m.who),
          users.map((u) => ({ id: u.email, label: fullName(u) || u.email })),
        ),
      ]}
      toolbarActions={
        <TextField
          label={intl.formatMessage(m.day)}
          value={list.filters.day ?? ''}
          onChange={(day) => list.onChange({ filters: { ...list.filters, day: day || null } })}
        />
      }
      isLoading={list.isLoading}
      error={list.error}
      onRetry={list.onRetry}
      emptyState={{ title: intl.formatMessage(m.noEntries), description: '' }}
    />
  );
}
