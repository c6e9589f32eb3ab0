import type { ListColumn, LoadOptions } from '@erp/ui';
import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { formatFileSize, localName } from '../../shared/format';
import { textColumn, timestampColumn } from '../../shared/list-screen/columns';
import { DeleteRecordDialog } from '../../shared/list-screen/DeleteRecordDialog';
import { ListScreen, selectFilter } from '../../shared/list-screen/ListScreen';
import type { ListScreenBaseProps } from '../../shared/list-screen/list.types';
import { useRecordDialogs } from '../../shared/list-screen/useRecordDialogs';
import { navigationMessages } from '../../shared/navigation.messages';
import * as css from '../../shared/shared.css';
import { DocumentViewer } from './DocumentViewer';
import { DocumentWizard, type DocumentFormValues } from './DocumentWizard';
import { documentTypeLabel } from './documents.format';
import { documentMessages as m, documentNamedMessages as mn } from './documents.messages';
import {
  DOCUMENT_TYPES,
  type DocumentFilters,
  type DocumentPermissions,
  type DocumentPreview,
  type DocumentRow,
  type DocumentUpload,
} from './documents.types';

/** Props of {@link DocumentsScreen}. */
export type DocumentsScreenProps = Omit<
  ListScreenBaseProps<DocumentRow, DocumentRow, DocumentFilters>,
  'permissions'
> & {
  /** What the user may do, download:documents included; actions without permission are not offered. */
  permissions: DocumentPermissions;
  /** The open viewer's file preview (see {@link DocumentViewer}). */
  preview?: DocumentPreview | null;
  /** Searches clients by name for the wizard's client field (the app queries the server). */
  loadClients: LoadOptions;
  /** Downloads a document's file; the viewer's download button stays pending until it settles. */
  onDownload: (document: DocumentRow) => Promise<void>;
  /**
   * Uploads a new document (`document` null) or changes one, reporting progress through `upload` and stopping
   * when its signal aborts; the wizard stays open and shows refused fields if it rejects.
   */
  onSave: (values: DocumentFormValues, document: DocumentRow | null, upload: DocumentUpload) => Promise<unknown>;
  /** Deletes a document and its file; the confirmation stays pending until it settles, and open if it rejects. */
  onDelete: (document: DocumentRow) => Promise<unknown>;
};

/**
 * The documents page: "Upload document", a searchable list filtered by type and sorted by its columns, the
 * document's viewer with its preview and download, the upload/edit wizard and the delete confirmation.
 */
export function DocumentsScreen({
  list,
  permissions: can,
  viewer,
  preview,
  loadClients,
  onDownload,
  onSave,
  onDelete,
  ...props
}: DocumentsScreenProps) {
  const intl = useIntl();
  const dialogs = useRecordDialogs({ ...props, viewer, permissions: can, onSave });

  const columns: ListColumn<DocumentRow>[] = [
    textColumn(intl, 'title', m.title, (d) => d.title),
    { id: 'type', header: intl.formatMessage(cm.type), sortable: true, cell: (d) => documentTypeLabel(intl, d.type) },
    {
      id: 'client',
      header: intl.formatMessage(cm.client),
      cell: (d) =>
        d.client ? <bdi>{localName(intl.locale, { name: d.clientName, nameAr: d.clientNameAr })}</bdi> : '',
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
    timestampColumn(intl, 'updated', m.updated),
  ];

  const wizard = dialogs.wizard;
  return (
    <ListScreen<DocumentRow, DocumentFilters>
      title={intl.formatMessage(navigationMessages.documents)}
      list={list}
      columns={columns}
      filters={[
        selectFilter(
          list,
          'type',
          intl.formatMessage(cm.type),
          DOCUMENT_TYPES.map((t) => ({ id: t, label: documentTypeLabel(intl, t) })),
        ),
      ]}
      getRowLabel={(d) => d.title}
      messages={m}
      onAdd={dialogs.onAdd}
      {...dialogs.rowActions}
    >
      {dialogs.viewer ? (
        <DocumentViewer
          {...dialogs.viewer}
          preview={preview}
          permissions={can}
          onEdit={dialogs.edit}
          onDelete={dialogs.confirmDelete}
          onDownload={onDownload}
        />
      ) : null}
      <DeleteRecordDialog
        dialog={dialogs.dialog}
        name={(d) => d.title}
        message={(d) => intl.formatMessage(mn.deleteMessage, { title: d.title })}
        onDelete={onDelete}
      />
      {wizard ? (
        <DocumentWizard
          document={wizard.record}
          loadClients={loadClients}
          onSubmit={wizard.onSubmit}
          onClose={wizard.onClose}
        />
      ) : null}
    </ListScreen>
  );
}
