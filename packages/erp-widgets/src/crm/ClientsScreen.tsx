import {
  Button,
  DeleteConfirmation,
  Icon,
  PageHeader,
  PaginatedList,
  StatusBadge,
  type ListColumn,
  type ListFilter,
  type ListSort,
} from '@erp/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { navigationMessages } from '../shell/navigation.messages';
import * as css from './crm.css';
import { clientsMessages as m, clientsNamedMessages as mn } from './ClientsScreen.messages';
import { ClientViewer, type ClientViewerProps } from './ClientViewer';
import { clientDisplayName, clientStatusLabel, clientStatusTone, clientTypeLabel } from './crm.format';
import {
  CLIENT_STATUSES,
  CLIENT_TYPES,
  type Client,
  type ClientFilters,
  type ClientStatus,
  type ClientType,
  type CrudPermissions,
} from './crm.types';

/** Props of {@link ClientsScreen}. */
export type ClientsScreenProps = {
  /** The clients of the current page, already searched, filtered, sorted and paged by the server. */
  clients: readonly Client[];
  /** Clients matching the search and filters across all pages. */
  total: number;
  /** Current page, 1-based. */
  page: number;
  /** Rows per page. */
  perPage: number;
  onPageChange: (page: number) => void;
  onPerPageChange?: (perPage: number) => void;
  /** The search text. */
  search: string;
  onSearchChange: (search: string) => void;
  /** The active type and status filters. */
  filters: ClientFilters;
  onFiltersChange: (filters: ClientFilters) => void;
  /** The active sort, or null for the default (newest first). */
  sort: ListSort | null;
  onSortChange: (sort: ListSort | null) => void;
  /** The first page is loading. */
  isLoading?: boolean;
  /** The list failed: its message (or true for the generic one). */
  error?: string | boolean | null;
  onRetry?: () => void;
  /** What the user may do; actions without permission are not shown. */
  permissions: CrudPermissions;
  /** Opens the add wizard; the button shows only with create permission and this callback. */
  onAdd?: () => void;
  /** Opens the edit wizard for a client. */
  onEdit?: (client: Client) => void;
  /** Opens the viewer for a client. */
  onView: (client: Client) => void;
  /** Asks to delete a client (opens the confirmation). */
  onDelete: (client: Client) => void;
  /** The open viewer, if any (its record, or loading / not found / error). */
  viewer?: ClientViewerProps['viewer'] | null;
  onViewerClose: () => void;
  onViewerRetry?: () => void;
  /** The client whose deletion awaits confirmation. */
  deleting?: Client | null;
  /** Deletes the client; the dialog stays open and pending until the promise settles, and stays open if it rejects. */
  onDeleteConfirm: () => Promise<unknown>;
  /** Called when the confirmation closes (cancelled, or after a successful delete). */
  onDeleteCancel: () => void;
  /** Rendered after the list (the add/edit wizard). */
  children?: ReactNode;
};

/** The clients page: header with "Add client", searchable, filterable, sortable server-driven list, viewer, delete. */
export function ClientsScreen(props: ClientsScreenProps) {
  const { permissions: can, filters } = props;
  const intl = useIntl();

  const columns: ListColumn<Client>[] = [
    {
      id: 'name',
      header: intl.formatMessage(m.name),
      sortable: true,
      cell: (c) => (
        <span>
          <bdi>{clientDisplayName(intl.locale, c)}</bdi>
          {c.company && c.company !== c.name ? <bdi className={css.secondary}>{c.company}</bdi> : null}
        </span>
      ),
    },
    { id: 'type', header: intl.formatMessage(m.type), sortable: true, cell: (c) => clientTypeLabel(intl, c.type) },
    {
      id: 'status',
      header: intl.formatMessage(m.status),
      sortable: true,
      cell: (c) => <StatusBadge tone={clientStatusTone(c.status)} label={clientStatusLabel(intl, c.status)} />,
    },
    {
      id: 'email',
      header: intl.formatMessage(m.email),
      sortable: true,
      cell: (c) => <span className={css.ltrValue}>{c.email}</span>,
    },
    { id: 'phone', header: intl.formatMessage(m.phone), cell: (c) => <span className={css.ltrValue}>{c.phone}</span> },
  ];

  const listFilters: ListFilter[] = [
    {
      kind: 'select',
      id: 'type',
      label: intl.formatMessage(m.type),
      options: CLIENT_TYPES.map((t) => ({ id: t, label: clientTypeLabel(intl, t) })),
      value: filters.type,
      onChange: (value) => props.onFiltersChange({ ...filters, type: value as ClientType | null }),
    },
    {
      kind: 'select',
      id: 'status',
      label: intl.formatMessage(m.status),
      options: CLIENT_STATUSES.map((s) => ({ id: s, label: clientStatusLabel(intl, s) })),
      value: filters.status,
      onChange: (value) => props.onFiltersChange({ ...filters, status: value as ClientStatus | null }),
    },
  ];

  const addButton =
    can.create && props.onAdd ? (
      <Button variant="primary" icon={<Icon name="plus" />} onPress={props.onAdd}>
        {intl.formatMessage(m.add)}
      </Button>
    ) : undefined;
  const title = intl.formatMessage(navigationMessages.clients);

  return (
    <>
      <PageHeader title={title} actions={addButton} />
      <PaginatedList<Client>
        label={title}
        rows={props.clients}
        columns={columns}
        getRowLabel={(c) => c.name}
        total={props.total}
        page={props.page}
        pageSize={props.perPage}
        pageSizeOptions={props.onPerPageChange ? [10, 30, 50] : undefined}
        onPageChange={props.onPageChange}
        onPageSizeChange={props.onPerPageChange}
        sort={props.sort}
        onSortChange={props.onSortChange}
        searchValue={props.search}
        onSearchChange={props.onSearchChange}
        searchPlaceholder={intl.formatMessage(m.searchPlaceholder)}
        filters={listFilters}
        onView={can.view ? props.onView : undefined}
        onEdit={can.edit ? props.onEdit : undefined}
        onDelete={can.delete ? props.onDelete : undefined}
        onRowAction={can.view ? props.onView : undefined}
        isLoading={props.isLoading}
        error={props.error}
        onRetry={props.onRetry}
        emptyState={{
          title: intl.formatMessage(m.emptyTitle),
          description: intl.formatMessage(m.emptyDescription),
          action: addButton,
        }}
      />
      {props.viewer ? (
        <ClientViewer
          viewer={props.viewer}
          permissions={can}
          onClose={props.onViewerClose}
          onEdit={props.onEdit}
          onDelete={props.onDelete}
          onRetry={props.onViewerRetry}
        />
      ) : null}
      {props.deleting ? (
        <DeleteConfirmation
          isOpen
          itemName={props.deleting.name}
          message={intl.formatMessage(mn.deleteMessage, { name: props.deleting.name })}
          onConfirm={props.onDeleteConfirm}
          onOpenChange={(open) => {
            if (!open) props.onDeleteCancel();
          }}
        />
      ) : null}
      {props.children}
    </>
  );
}
