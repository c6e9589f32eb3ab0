import { Button, DeleteConfirmation, Icon, PageHeader, PaginatedList, type ListColumn, type ListSort } from '@erp/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { navigationMessages } from '../../shell/navigation.messages';
import * as css from '../crm.css';
import { contactsMessages as m, contactsNamedMessages as mn } from './contacts.messages';
import { ContactViewer, type ContactViewerProps } from './ContactViewer';
import { clientDisplayName, contactFullName } from '../crm.format';
import type { ContactRow, CrudPermissions } from '../crm.types';

/** Props of {@link ContactsScreen}. */
export type ContactsScreenProps = {
  /** The contacts of the current page, already searched, sorted and paged by the server. */
  contacts: readonly ContactRow[];
  /** Contacts matching the search across all pages. */
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
  /** The active sort. */
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
  onEdit?: (contact: ContactRow) => void;
  onView: (contact: ContactRow) => void;
  /** Asks to delete a contact (opens the confirmation). */
  onDelete: (contact: ContactRow) => void;
  /** The open viewer, if any. */
  viewer?: ContactViewerProps['viewer'] | null;
  onViewerClose: () => void;
  onViewerRetry?: () => void;
  /** The contact whose deletion awaits confirmation. */
  deleting?: ContactRow | null;
  /** Deletes the contact; the dialog stays open and pending until the promise settles, and stays open if it rejects. */
  onDeleteConfirm: () => Promise<unknown>;
  /** Called when the confirmation closes (cancelled, or after a successful delete). */
  onDeleteCancel: () => void;
  /** Rendered after the list (the add/edit wizard). */
  children?: ReactNode;
};

/** The contacts page: header with "Add contact", searchable, sortable server-driven list, viewer and delete. */
export function ContactsScreen(props: ContactsScreenProps) {
  const { permissions: can } = props;
  const intl = useIntl();

  const columns: ListColumn<ContactRow>[] = [
    {
      id: 'lastName',
      header: intl.formatMessage(m.name),
      sortable: true,
      cell: (c) => <bdi>{contactFullName(c)}</bdi>,
    },
    { id: 'jobTitle', header: intl.formatMessage(m.jobTitle), sortable: true, cell: (c) => <bdi>{c.jobTitle}</bdi> },
    {
      id: 'client',
      header: intl.formatMessage(m.client),
      cell: (c) => <bdi>{clientDisplayName(intl.locale, { name: c.clientName, nameAr: c.clientNameAr })}</bdi>,
    },
    {
      id: 'email',
      header: intl.formatMessage(m.email),
      sortable: true,
      cell: (c) => <span className={css.ltrValue}>{c.email}</span>,
    },
    { id: 'phone', header: intl.formatMessage(m.phone), cell: (c) => <span className={css.ltrValue}>{c.phone}</span> },
  ];

  const addButton =
    can.create && props.onAdd ? (
      <Button variant="primary" icon={<Icon name="plus" />} onPress={props.onAdd}>
        {intl.formatMessage(m.add)}
      </Button>
    ) : undefined;
  const title = intl.formatMessage(navigationMessages.contacts);

  return (
    <>
      <PageHeader title={title} actions={addButton} />
      <PaginatedList<ContactRow>
        label={title}
        rows={props.contacts}
        columns={columns}
        getRowLabel={(c) => contactFullName(c)}
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
        <ContactViewer
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
          itemName={contactFullName(props.deleting)}
          message={intl.formatMessage(mn.deleteMessage, { name: contactFullName(props.deleting) })}
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
