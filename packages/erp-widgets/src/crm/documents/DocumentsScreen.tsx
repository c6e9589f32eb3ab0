import {
  Button,
  DeleteConfirmation,
  Icon,
  PageHeader,
  PaginatedList,
  type ListColumn,
  type ListFilter,
  type ListSort,
} from '@erp/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { navigationMessages } from '../../shell/navigation.messages';
import * as css from '../crm.css';
import { documentsMessages as m, documentsNamedMessages as mn } from './documents.messages';
import { DocumentViewer, type DocumentViewerProps } from './DocumentViewer';
import { clientDisplayName, documentTypeLabel, formatFileSize, formatServerDate } from '../crm.format';
import {
  DOCUMENT_TYPES,
  type DocumentFilters,
  type DocumentPermissions,
  type DocumentRow,
  type DocumentType,
} from '../crm.types';

/** Props of {@link DocumentsScreen}. */
export type DocumentsScreenProps = {
  /** The documents of the current page, already searched, filtered, sorted and paged by the server. */
  documents: readonly DocumentRow[];
  /** Documents matching the search and filters across all pages. */
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
  /** The active type filter. */
  filters: DocumentFilters;
  onFiltersChange: (filters: DocumentFilters) => void;
  /** The active sort. */
  sort: ListSort | null;
  onSortChange: (sort: ListSort | null) => void;
  /** The first page is loading. */
  isLoading?: boolean;
  /** The list failed: its message (or true for the generic one). */
  error?: string | boolean | null;
  onRetry?: () => void;
  /** What the user may do; actions without permission are not shown. */
  permissions: DocumentPermissions;
  /** Opens the upload wizard; the button shows only with create permission and this callback. */
  onAdd?: () => void;
  onEdit?: (document: DocumentRow) => void;
  onView: (document: DocumentRow) => void;
  /** Asks to delete a document (opens the confirmation). */
  onDelete: (document: DocumentRow) => void;
  /** The open viewer, if any. */
  viewer?: DocumentViewerProps['viewer'] | null;
  /** The open viewer's file preview. */
  preview?: DocumentViewerProps['preview'];
  onDownload?: (document: DocumentRow) => void;
  isDownloading?: boolean;
  onViewerClose: () => void;
  onViewerRetry?: () => void;
  /** The document whose deletion awaits confirmation. */
  deleting?: DocumentRow | null;
  /** Deletes the document; the dialog stays open and pending until the promise settles, and stays open if it rejects. */
  onDeleteConfirm: () => Promise<unknown>;
  /** Called when the confirmation closes (cancelled, or after a successful delete). */
  onDeleteCancel: () => void;
  /** Rendered after the list (the add/edit wizard). */
  children?: ReactNode;
};

/** The documents page: header with "Upload document", searchable, filterable, sortable list, viewer, delete. */
export function DocumentsScreen(props: DocumentsScreenProps) {
  const { permissions: can } = props;
  const intl = useIntl();

  const columns: ListColumn<DocumentRow>[] = [
    { id: 'title', header: intl.formatMessage(m.title), sortable: true, cell: (d) => <bdi>{d.title}</bdi> },
    {
      id: 'type',
      header: intl.formatMessage(m.type),
      sortable: true,
      cell: (d) => documentTypeLabel(intl, d.type),
    },
    {
      id: 'client',
      header: intl.formatMessage(m.client),
      cell: (d) =>
        d.client ? <bdi>{clientDisplayName(intl.locale, { name: d.clientName, nameAr: d.clientNameAr })}</bdi> : '',
    },
    {
      id: 'fileName',
      header: intl.formatMessage(m.fileName),
      sortable: true,
      cell: (d) => <span className={css.ltrValue}>{d.fileName}</span>,
    },
    {
      id: 'fileSize',
      header: intl.formatMessage(m.fileSize),
      sortable: true,
      cell: (d) => formatFileSize(intl, d.fileSize),
    },
    {
      id: 'updated',
      header: intl.formatMessage(m.updated),
      sortable: true,
      cell: (d) => formatServerDate(intl, d.updated),
    },
  ];

  const listFilters: ListFilter[] = [
    {
      kind: 'select',
      id: 'type',
      label: intl.formatMessage(m.type),
      options: DOCUMENT_TYPES.map((t) => ({ id: t, label: documentTypeLabel(intl, t) })),
      value: props.filters.type,
      onChange: (value) => props.onFiltersChange({ type: value as DocumentType | null }),
    },
  ];

  const addButton =
    can.create && props.onAdd ? (
      <Button variant="primary" icon={<Icon name="plus" />} onPress={props.onAdd}>
        {intl.formatMessage(m.add)}
      </Button>
    ) : undefined;
  const title = intl.formatMessage(navigationMessages.documents);

  return (
    <>
      <PageHeader title={title} actions={addButton} />
      <PaginatedList<DocumentRow>
        label={title}
        rows={props.documents}
        columns={columns}
        getRowLabel={(d) => d.title}
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
        <DocumentViewer
          viewer={props.viewer}
          preview={props.preview}
          permissions={can}
          onClose={props.onViewerClose}
          onEdit={props.onEdit}
          onDelete={props.onDelete}
          onDownload={props.onDownload}
          isDownloading={props.isDownloading}
          onRetry={props.onViewerRetry}
        />
      ) : null}
      {props.deleting ? (
        <DeleteConfirmation
          isOpen
          itemName={props.deleting.title}
          message={intl.formatMessage(mn.deleteMessage, { title: props.deleting.title })}
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
