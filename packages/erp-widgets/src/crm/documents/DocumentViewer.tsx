import { useState } from 'react';
import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { formatFileSize, formatServerDate, localName, previewKind } from '../../shared/format';
import { RecordViewer, type EditableViewerProps } from '../../shared/record-viewer/RecordViewer';
import * as shared from '../../shared/shared.css';
import * as related from '../../shared/record-viewer/RelatedList.css';
import * as css from './documents.css';
import { documentTypeLabel } from './documents.format';
import { documentMessages as m } from './documents.messages';
import type { DocumentPermissions, DocumentPreview, DocumentRow } from './documents.types';

/** Props of {@link DocumentViewer}. */
export type DocumentViewerProps = EditableViewerProps<DocumentRow, DocumentRow, DocumentPermissions> & {
  /** The preview of a PDF or image (needs download:documents); absent while there is none to show. */
  preview?: DocumentPreview | null;
  /**
   * Downloads the file; the download button stays pending until it settles. A failure is the app's to report, so
   * a rejection only ends the pending state.
   */
  onDownload: (document: DocumentRow) => Promise<void>;
};

function Preview({ document: doc, preview }: { document: DocumentRow; preview?: DocumentPreview | null }) {
  const intl = useIntl();
  const [failed, setFailed] = useState(false);
  const kind = previewKind(doc.fileName);
  if (!kind) return <p className={shared.muted}>{intl.formatMessage(m.previewUnavailable)}</p>;
  if (preview?.status === 'error' || failed) {
    return (
      <p role="alert" className={shared.muted}>
        {intl.formatMessage(m.previewFailed)}
      </p>
    );
  }
  if (preview?.status !== 'ready') return <p className={shared.muted}>{intl.formatMessage(m.previewLoading)}</p>;
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
  onRetry,
}: DocumentViewerProps) {
  const intl = useIntl();
  const [isDownloading, setDownloading] = useState(false);
  const download = async (doc: DocumentRow) => {
    setDownloading(true);
    try {
      await onDownload(doc);
    } catch {
      // Reported by the app; the button is ready for another try.
    } finally {
      setDownloading(false);
    }
  };

  return (
    <RecordViewer viewer={viewer} onClose={onClose} onRetry={onRetry} notFound={m}>
      {(doc) => ({
        title: <bdi>{doc.title}</bdi>,
        subtitle: documentTypeLabel(intl, doc.type),
        actions: [
          {
            id: 'download',
            label: intl.formatMessage(m.download),
            icon: 'download',
            variant: 'primary',
            onAction: () => void download(doc),
            isHidden: !permissions.download,
            isPending: isDownloading,
          },
          {
            id: 'edit',
            label: intl.formatMessage(cm.edit),
            icon: 'edit',
            onAction: () => onEdit(doc),
            isHidden: !permissions.edit,
          },
          {
            id: 'delete',
            label: intl.formatMessage(cm.delete),
            icon: 'trash',
            variant: 'danger',
            onAction: () => onDelete(doc),
            isHidden: !permissions.delete,
          },
        ],
        sections: [
          {
            id: 'details',
            title: intl.formatMessage(cm.details),
            fields: [
              { id: 'type', label: intl.formatMessage(cm.type), value: documentTypeLabel(intl, doc.type) },
              {
                id: 'client',
                label: intl.formatMessage(cm.client),
                value: (
                  <bdi>
                    {doc.client
                      ? localName(intl.locale, { name: doc.clientName, nameAr: doc.clientNameAr })
                      : intl.formatMessage(m.noClient)}
                  </bdi>
                ),
              },
              {
                id: 'fileName',
                label: intl.formatMessage(m.fileName),
                value: <span className={shared.ltrValue}>{doc.fileName}</span>,
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
        ],
        // PDFs and images are shown once their address is ready; other files say they can only be downloaded.
        children:
          permissions.download && (preview || !previewKind(doc.fileName)) ? (
            <section className={related.section} aria-labelledby="document-viewer-preview">
              <h3 id="document-viewer-preview" className={related.title}>
                {intl.formatMessage(m.preview)}
              </h3>
              <Preview document={doc} preview={preview} />
            </section>
          ) : undefined,
      })}
    </RecordViewer>
  );
}
