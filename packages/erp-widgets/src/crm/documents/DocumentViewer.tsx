import { ViewerDialog, type ViewerAction } from '@erp/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import * as css from '../crm.css';
import { documentsMessages as m } from './documents.messages';
import { clientDisplayName, documentTypeLabel, formatFileSize, formatServerDate, previewKind } from '../crm.format';
import { crmMessages as cm } from '../crm.messages';
import type { DocumentPermissions, DocumentRow, ViewerState } from '../crm.types';

/**
 * The preview of a document's file: a short-lived address to show it from (`ready`), being prepared
 * (`loading`), or failed (`error`). Only PDFs and images are previewed.
 */
export type DocumentPreview = { state: 'loading' } | { state: 'ready'; url: string } | { state: 'error' };

/** Props of {@link DocumentViewer}. */
export type DocumentViewerProps = {
  /** The document with its client's names, or the loading / not-found / error state. */
  viewer: ViewerState<{ document: DocumentRow }>;
  /** The file preview (needs download:documents); absent when the user may not download. */
  preview?: DocumentPreview | null;
  /** What the user may do with documents. */
  permissions: DocumentPermissions;
  onClose: () => void;
  onEdit?: (document: DocumentRow) => void;
  onDelete?: (document: DocumentRow) => void;
  /** Downloads the file (offered only with download:documents). */
  onDownload?: (document: DocumentRow) => void;
  /** The download is being prepared. */
  isDownloading?: boolean;
  onRetry?: () => void;
};

function Preview({ document: doc, preview }: { document: DocumentRow; preview: DocumentPreview }) {
  const intl = useIntl();
  const [failed, setFailed] = useState(false);
  const kind = previewKind(doc.fileName);
  if (!kind) return <p className={css.muted}>{intl.formatMessage(m.previewUnavailable)}</p>;
  if (preview.state === 'error' || failed) {
    return (
      <p role="alert" className={css.muted}>
        {intl.formatMessage(m.previewFailed)}
      </p>
    );
  }
  if (preview.state === 'loading') return <p className={css.muted}>{intl.formatMessage(m.previewLoading)}</p>;
  return kind === 'pdf' ? (
    <iframe className={css.previewFrame} src={preview.url} title={doc.title} data-preview="pdf" />
  ) : (
    <img
      className={css.previewImage}
      src={preview.url}
      alt={doc.title}
      data-preview="image"
      onError={() => setFailed(true)}
    />
  );
}

/**
 * A document in a viewer dialog: its details and tags, a preview of PDFs and images, and download, edit and
 * delete for users with those permissions.
 */
export function DocumentViewer({
  viewer,
  preview,
  permissions,
  onClose,
  onEdit,
  onDelete,
  onDownload,
  isDownloading,
  onRetry,
}: DocumentViewerProps) {
  const intl = useIntl();
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };

  if (viewer.state === 'not-found') {
    return (
      <ViewerDialog
        isOpen
        onOpenChange={onOpenChange}
        size="md"
        title={intl.formatMessage(m.notFoundTitle)}
        error={intl.formatMessage(m.notFound)}
      />
    );
  }
  if (viewer.state !== 'ready') {
    return (
      <ViewerDialog
        isOpen
        onOpenChange={onOpenChange}
        title={intl.formatMessage(m.details)}
        isLoading={viewer.state === 'loading'}
        error={viewer.state === 'error' ? (viewer.message ?? true) : undefined}
        onRetry={onRetry}
      />
    );
  }

  const { document: doc } = viewer;
  const actions: ViewerAction[] = [
    {
      id: 'download',
      label: intl.formatMessage(m.download),
      icon: 'download',
      variant: 'primary',
      onAction: () => onDownload?.(doc),
      isHidden: !permissions.download || !onDownload,
      isPending: isDownloading,
    },
    {
      id: 'edit',
      label: intl.formatMessage(cm.edit),
      icon: 'edit',
      onAction: () => onEdit?.(doc),
      isHidden: !permissions.edit || !onEdit,
    },
    {
      id: 'delete',
      label: intl.formatMessage(cm.delete),
      icon: 'trash',
      variant: 'danger',
      onAction: () => onDelete?.(doc),
      isHidden: !permissions.delete || !onDelete,
    },
  ];
  const clientName = doc.client
    ? clientDisplayName(intl.locale, { name: doc.clientName, nameAr: doc.clientNameAr })
    : intl.formatMessage(m.noClient);

  return (
    <ViewerDialog
      isOpen
      onOpenChange={onOpenChange}
      title={<bdi>{doc.title}</bdi>}
      subtitle={documentTypeLabel(intl, doc.type)}
      actions={actions}
      sections={[
        {
          id: 'details',
          title: intl.formatMessage(m.details),
          fields: [
            { id: 'type', label: intl.formatMessage(m.type), value: documentTypeLabel(intl, doc.type) },
            { id: 'client', label: intl.formatMessage(m.client), value: <bdi>{clientName}</bdi> },
            {
              id: 'fileName',
              label: intl.formatMessage(m.fileName),
              value: <span className={css.ltrValue}>{doc.fileName}</span>,
            },
            { id: 'fileSize', label: intl.formatMessage(m.fileSize), value: formatFileSize(intl, doc.fileSize) },
            {
              id: 'tags',
              label: intl.formatMessage(m.tags),
              value:
                doc.tags.length > 0 ? (
                  <ul className={css.tagList}>
                    {doc.tags.map((t) => (
                      <li key={t} className={css.tag}>
                        <bdi>{t}</bdi>
                      </li>
                    ))}
                  </ul>
                ) : (
                  ''
                ),
            },
            { id: 'updated', label: intl.formatMessage(cm.updated), value: formatServerDate(intl, doc.updated) },
          ],
        },
      ]}
    >
      {preview && permissions.download ? (
        <section className={css.relatedSection} aria-labelledby="document-viewer-preview">
          <h3 id="document-viewer-preview" className={css.relatedTitle}>
            {intl.formatMessage(m.preview)}
          </h3>
          <Preview document={doc} preview={preview} />
        </section>
      ) : null}
    </ViewerDialog>
  );
}
