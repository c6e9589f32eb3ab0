import { FileUpload, useFormState, type ExistingFile, type UploadItem } from '@erp/ui';
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';

import { commonMessages } from '../common.messages';
import { attachmentName } from '../format';
import * as css from '../shared.css';
import { attachmentsMessages as m, attachmentsNamedMessages as mn } from './documents.messages';

/** The attachments a form edits: files chosen now, and the stored ones the user removed (by stored name). */
export type AttachmentChanges = { files: File[]; removed: string[] };

/** A file already attached to the record: its stored name, and its size and download address when known. */
export type StoredAttachment = { name: string; size?: number; href?: string };

/**
 * The files of a record that stores only their names (a bill, an expense), each with its download address when
 * `fileUrl` gives one; none for a new record.
 */
export function storedAttachments<R extends { attachments: readonly string[] }>(
  record: R | null | undefined,
  fileUrl?: (record: R, fileName: string) => string | undefined,
): StoredAttachment[] {
  return record ? record.attachments.map((name) => ({ name, href: fileUrl?.(record, name) })) : [];
}

/** The server's limit of attachments per record. */
export const MAX_ATTACHMENTS = 10;

/** No files chosen, none removed. */
export const NO_ATTACHMENT_CHANGES: AttachmentChanges = { files: [], removed: [] };

/** Whether files were chosen or stored ones removed: a form with such changes has something to lose on close. */
export const hasAttachmentChanges = (changes: AttachmentChanges): boolean =>
  changes.files.length > 0 || changes.removed.length > 0;

/** Props of {@link AttachmentsField}. */
export type AttachmentsFieldProps = {
  /**
   * The field's label.
   * @default "Attachments"
   */
  label?: ReactNode;
  /** The files stored on the record being edited. */
  stored: readonly StoredAttachment[];
  value: AttachmentChanges;
  onChange: (value: AttachmentChanges) => void;
  /** Upload progress from 0 to 1 while the record is saved with its files; null or absent when not reported. */
  progress?: number | null;
  /** Stops the running upload. */
  onCancelUpload?: () => void;
};

/**
 * A record's attachments (PDF, PNG, JPG or DOCX, 10 MB each, 10 in all, checked here and by the server): the stored
 * files by the name the user gave them, with a remove button, and the files chosen now. While the form submits the
 * field is read-only, and with `progress` the chosen files show the upload's progress and a cancel button.
 */
export function AttachmentsField({ label, stored, value, onChange, progress, onCancelUpload }: AttachmentsFieldProps) {
  const intl = useIntl();
  const { isReadOnly: isBusy } = useFormState();
  const isUploading = Boolean(isBusy) && progress != null;
  const existing: ExistingFile[] = stored
    .filter((f) => !value.removed.includes(f.name))
    .map((f) => ({ id: f.name, name: attachmentName(f.name), size: f.size, href: f.href }));
  const items: UploadItem[] = value.files.map((file, i) => ({
    id: `new-${i}`,
    file,
    status: isUploading ? 'uploading' : 'pending',
    progress: isUploading ? (progress ?? 0) : undefined,
  }));
  return (
    <FileUpload
      name="attachments"
      label={label ?? intl.formatMessage(commonMessages.attachments)}
      maxFiles={MAX_ATTACHMENTS}
      items={items}
      existingFiles={existing}
      // While the files upload the field stays enabled, so the upload can be cancelled.
      isDisabled={isUploading ? false : undefined}
      onFilesAdded={(files) => onChange({ ...value, files: [...value.files, ...files] })}
      onRemove={(id) => onChange({ ...value, files: value.files.filter((_, i) => `new-${i}` !== id) })}
      onRemoveExisting={isBusy ? undefined : (name) => onChange({ ...value, removed: [...value.removed, name] })}
      onCancel={onCancelUpload}
    />
  );
}

/** How many files the record will have once saved, for a review: "2 files", or "No attachments". */
export function attachmentCountText(intl: IntlShape, storedCount: number, changes: AttachmentChanges): string {
  const count = storedCount - changes.removed.length + changes.files.length;
  return count > 0 ? intl.formatMessage(mn.count, { count }) : intl.formatMessage(m.none);
}

/**
 * A record's stored attachments for a viewer: each by the name the user gave it, a link when it has an address;
 * '' when there are none (the viewer's "—").
 */
export function attachmentLinks(files: readonly StoredAttachment[]): ReactNode {
  if (files.length === 0) return '';
  return (
    <ul className={css.fileList}>
      {files.map((file) => (
        <li key={file.name}>
          {file.href ? (
            <a className={`${css.link} ${css.ltrValue}`} href={file.href} target="_blank" rel="noreferrer">
              {attachmentName(file.name)}
            </a>
          ) : (
            <span className={css.ltrValue}>{attachmentName(file.name)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
