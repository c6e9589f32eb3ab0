import { FileUpload, type ExistingFile, type UploadItem } from '@erp/ui';
import type { ReactNode } from 'react';

import { attachmentName } from '../shared/format';

/** The attachments a wizard edits: files chosen now, and stored ones the user removed. */
export type AttachmentChanges = { files: File[]; removed: string[] };

/** The server's limit of attachments per bill or expense. */
export const MAX_ATTACHMENTS = 10;

/** Props of {@link AttachmentsField}. */
export type AttachmentsFieldProps = {
  label: ReactNode;
  /** The stored file names of the record being edited. */
  stored: readonly string[];
  /** The download address of a stored file. */
  fileUrl?: (fileName: string) => string | undefined;
  value: AttachmentChanges;
  onChange: (value: AttachmentChanges) => void;
  /** Upload progress from 0 to 1 while the record is saved; null when idle. */
  progress?: number | null;
  onCancelUpload?: () => void;
  isSubmitting?: boolean;
};

/**
 * Attachments of a bill or an expense (PDF, PNG, JPG or DOCX, 10 MB each, 10 in all, checked here and by the
 * server): the stored files with a remove button, and the files chosen now with the upload's progress.
 */
export function AttachmentsField({
  label,
  stored,
  fileUrl,
  value,
  onChange,
  progress,
  onCancelUpload,
  isSubmitting,
}: AttachmentsFieldProps) {
  const existing: ExistingFile[] = stored
    .filter((name) => !value.removed.includes(name))
    .map((name) => ({ id: name, name: attachmentName(name), href: fileUrl?.(name) }));
  const items: UploadItem[] = value.files.map((file, i) => ({
    id: `new-${i}`,
    file,
    status: isSubmitting ? 'uploading' : 'pending',
    progress: isSubmitting ? (progress ?? 0) : undefined,
  }));
  return (
    <FileUpload
      name="attachments"
      label={label}
      maxFiles={MAX_ATTACHMENTS}
      items={items}
      existingFiles={existing}
      isDisabled={isSubmitting && progress == null}
      onFilesAdded={(files) => onChange({ ...value, files: [...value.files, ...files] })}
      onRemove={(id) => onChange({ ...value, files: value.files.filter((_, i) => `new-${i}` !== id) })}
      onRemoveExisting={isSubmitting ? undefined : (name) => onChange({ ...value, removed: [...value.removed, name] })}
      onCancel={onCancelUpload}
    />
  );
}
