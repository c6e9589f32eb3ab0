import { EMPLOYEE_DOCUMENTS_TYPE, type EmployeeDocumentsType } from '@erp/schema';
import { Button, FileUpload, Icon, ModalDialog, Select, type UploadItem } from '@erp/ui';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';

import { enumLabel, enumOptions } from '../../shared/enums';
import { formatServerDate } from '../../shared/format';
import * as shared from '../../shared/shared.css';
import * as css from './employees.css';
import { employeeDocumentMessages as m, employeeDocumentNamedMessages as mn } from './employees.messages';
import type { EmployeeDocumentUpload, EmployeeDocument } from './employees.types';

/** Props of {@link EmployeeDocumentsDialog}. */
export type EmployeeDocumentsDialogProps = {
  /** The employee's name, under the title. */
  employeeName: string;
  /** The employee's documents; null while they load, `'error'` when they failed. */
  documents: readonly EmployeeDocument[] | null | 'error';
  /** Whether the user may upload (create:employee-documents) and delete (delete:employee-documents). */
  canUpload: boolean;
  canDelete: boolean;
  /** Uploads one file as a document of `type`; reports progress and stops when the signal aborts. */
  onUpload: (file: File, type: EmployeeDocumentsType, upload: EmployeeDocumentUpload) => Promise<unknown>;
  /** Downloads a document (through a short-lived file token); rejects when it cannot. */
  onDownload: (document: EmployeeDocument) => Promise<unknown>;
  onDelete: (document: EmployeeDocument) => Promise<unknown>;
  onClose: () => void;
};

type Item = UploadItem & { controller?: AbortController };

/**
 * An employee's documents: the list with download and delete, and a typed upload of one or several files (PDF,
 * PNG, JPG or DOCX up to 10 MB each, as the server enforces), sent one after the other with a progress bar per file
 * and a cancel button. Files that fail stay listed with the reason; the ones sent leave the list.
 *
 * @selector [data-document-id] on each document row
 */
export function EmployeeDocumentsDialog({
  employeeName,
  documents,
  canUpload,
  canDelete,
  onUpload,
  onDownload,
  onDelete,
  onClose,
}: EmployeeDocumentsDialogProps) {
  const intl = useIntl();
  const [type, setType] = useState<EmployeeDocumentsType>('contract');
  const [items, setItems] = useState<Item[]>([]);
  const [noFiles, setNoFiles] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const nextId = useRef(0);
  const patch = (id: string, change: Partial<Item>) =>
    setItems((list) => list.map((i) => (i.id === id ? { ...i, ...change } : i)));

  const upload = async () => {
    const queue = items.filter((i) => i.status !== 'done' && i.status !== 'uploading');
    if (queue.length === 0) {
      setNoFiles(true);
      return;
    }
    setBusy(true);
    setFailure(null);
    for (const item of queue) {
      const controller = new AbortController();
      patch(item.id, { status: 'uploading', progress: 0, error: undefined, controller });
      try {
        await onUpload(item.file, type, {
          onProgress: (progress) => patch(item.id, { progress }),
          signal: controller.signal,
        });
        setItems((list) => list.filter((i) => i.id !== item.id));
      } catch (error) {
        const cancelled = controller.signal.aborted;
        patch(item.id, {
          status: cancelled ? 'pending' : 'error',
          progress: undefined,
          error: cancelled ? undefined : error instanceof Error ? error.message : intl.formatMessage(m.uploadFailed),
        });
        if (!cancelled) setFailure(intl.formatMessage(m.uploadFailed));
      }
    }
    setBusy(false);
  };

  const docName = (d: EmployeeDocument) => d.title || d.file || enumLabel(intl, 'employee_documents', 'type', d.type);
  return (
    <ModalDialog
      isOpen
      size="lg"
      title={intl.formatMessage(m.title)}
      subtitle={<bdi>{employeeName}</bdi>}
      isKeyboardDismissDisabled={busy}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      footer={
        <Button variant="ghost" onPress={onClose} isDisabled={busy}>
          {intl.formatMessage(m.close)}
        </Button>
      }
    >
      <div className={shared.formStack}>
        {documents === null ? (
          <p className={shared.muted}>{intl.formatMessage(m.loading)}</p>
        ) : documents === 'error' ? (
          <div className={shared.notice.danger} role="alert">
            <p className={shared.noticeText}>{intl.formatMessage(m.loadFailed)}</p>
          </div>
        ) : documents.length === 0 ? (
          <p className={shared.muted}>{intl.formatMessage(m.empty)}</p>
        ) : (
          <ul className={css.docList} aria-label={intl.formatMessage(m.title)}>
            {documents.map((d) => (
              <li key={d.id} className={css.docRow} data-document-id={d.id}>
                <span className={css.docText}>
                  <bdi>{docName(d)}</bdi>
                  <span className={css.docMeta}>{enumLabel(intl, 'employee_documents', 'type', d.type)}</span>
                  <span className={css.docMeta}>{formatServerDate(intl, d.created)}</span>
                </span>
                <Button
                  size="sm"
                  icon={<Icon name="download" />}
                  aria-label={intl.formatMessage(mn.downloadNamed, { name: docName(d) })}
                  onPress={() => void onDownload(d).catch(() => undefined)}
                >
                  {intl.formatMessage(m.download)}
                </Button>
                {canDelete ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    icon={<Icon name="trash" />}
                    iconOnly
                    aria-label={intl.formatMessage(mn.deleteNamed, { name: docName(d) })}
                    onPress={() => void onDelete(d).catch(() => undefined)}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {canUpload ? (
          <>
            <Select
              name="type"
              label={intl.formatMessage(m.type)}
              isRequired
              isDisabled={busy}
              options={enumOptions(intl, 'employee_documents', 'type', EMPLOYEE_DOCUMENTS_TYPE)}
              value={type}
              onChange={(v) => v && setType(v as EmployeeDocumentsType)}
            />
            <FileUpload
              name="files"
              label={intl.formatMessage(m.files)}
              isInvalid={noFiles}
              errorMessage={intl.formatMessage(m.noFiles)}
              items={items}
              onFilesAdded={(files) => {
                setNoFiles(false);
                setItems((list) => [
                  ...list,
                  ...files.map((file) => ({ id: `f${nextId.current++}`, file, status: 'pending' as const })),
                ]);
              }}
              onRemove={(id) => setItems((list) => list.filter((i) => i.id !== id))}
              onCancel={(id) => items.find((i) => i.id === id)?.controller?.abort()}
            />
            {failure ? (
              <div className={shared.notice.danger} role="alert">
                <p className={shared.noticeText}>{failure}</p>
              </div>
            ) : null}
            <div className={css.cardFooter}>
              <Button variant="primary" icon={<Icon name="upload" />} isPending={busy} onPress={() => void upload()}>
                {intl.formatMessage(m.upload)}
              </Button>
            </div>
          </>
        ) : null}
      </div>
    </ModalDialog>
  );
}
