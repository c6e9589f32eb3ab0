import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { DropZone, FileTrigger, type DropItem, type FileDropItem } from 'react-aria-components';
import { useIntl, type IntlShape } from 'react-intl';

import { Button } from '../button/Button';
import { Icon } from '../icon/Icon';
import * as fieldCss from './Field.css';
import { cx } from './FieldShell';
import { ExistingFileList, formatFileSize, UploadList, type ExistingFile, type UploadItem } from './FileList';
import * as css from './FileUpload.css';
import { fileUploadMessages as m } from './FileUpload.messages';
import {
  checkFiles,
  DEFAULT_ACCEPTED_TYPES,
  DEFAULT_MAX_SIZE,
  pickerAccept,
  typeLabel,
  type FileRejection,
} from './fileValidation';
import { fieldMessages } from './Field.messages';
import { useFormField } from './FormContext';

/** Props of {@link FileUpload}. */
export type FileUploadProps = {
  /** The visible label above the drop zone. */
  label: ReactNode;
  /** Help text; by default the accepted types and size limit ("PDF, PNG, JPG or DOCX, up to 10 MB each."). */
  description?: ReactNode;
  /** A field-level error (for example "Please select files to upload first."), shown while `isInvalid`. */
  errorMessage?: ReactNode;
  /**
   * Marks the field invalid: the choose button gets `aria-invalid="true"` and the error shows.
   * @default false
   */
  isInvalid?: boolean;
  /** @default false */
  isRequired?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /** Set on the choose button (and as `data-name` on the root) so a form can locate the field; files are not submitted natively. */
  name?: string;
  /**
   * Accepted MIME types (wildcards such as `image/*` allowed).
   * @default PDF, PNG, JPG and DOCX
   */
  acceptedTypes?: readonly string[];
  /**
   * Largest accepted file, in bytes.
   * @default 10 MB (10 × 1024 × 1024)
   */
  maxSize?: number;
  /** How many files the field holds in total (chosen plus existing); 1 makes it a single-file field. Unlimited when unset. */
  maxFiles?: number;
  /**
   * The chosen files and their upload state (controlled). When unset, the field keeps its own list of accepted
   * files (status `pending`), which `onRemove` also updates.
   */
  items?: readonly UploadItem[];
  /** Files already attached to the record, with optional download links. */
  existingFiles?: readonly ExistingFile[];
  /** Called with the files that passed the type, size and count checks. */
  onFilesAdded?: (files: File[]) => void;
  /** Called with the refused files and why (the field also shows a translated message for each). */
  onFilesRejected?: (rejections: FileRejection[]) => void;
  /** Remove a chosen file that is not uploading (pending, done or failed). */
  onRemove?: (id: string) => void;
  /** Stop an upload in progress. */
  onCancel?: (id: string) => void;
  /** Remove an existing attachment; without it existing files have no remove button. */
  onRemoveExisting?: (id: string) => void;
  /** Extra class on the root, for layout from the parent. */
  className?: string;
};

/** "PDF, PNG, JPG or DOCX" in the active language. */
function typeList(intl: IntlShape, types: readonly string[]): string {
  const labels = [...new Set(types.map(typeLabel))];
  if (labels.length < 2) return labels.join('');
  const last = labels.pop()!;
  const items = labels
    .slice(1)
    .reduce((list, item) => intl.formatMessage(m.typeListMiddle, { list, item }), labels[0]!);
  return intl.formatMessage(m.typeList, { items, last });
}

function rejectionText(intl: IntlShape, r: FileRejection, types: string, size: string, maxFiles?: number): string {
  if (r.reason === 'type') return intl.formatMessage(m.invalidType, { name: r.file.name, types });
  if (r.reason === 'size') return intl.formatMessage(m.tooLarge, { name: r.file.name, size });
  return intl.formatMessage(m.tooMany, { count: maxFiles ?? 0 });
}

let localIds = 0;

/**
 * Attachments: a drop zone with a "Choose files" button (react-aria DropZone + FileTrigger) that checks type
 * and size on selection, shows a translated error naming each refused file, and lists chosen files with size,
 * status, a progress bar and a remove or cancel button, plus the record's existing attachments. The caller
 * performs the upload and reports progress through `items`.
 *
 * @selector [data-invalid], [data-disabled] on the root; [data-drop-target] on the drop zone; [data-status] on each file
 */
export function FileUpload(props: FileUploadProps) {
  const {
    label,
    description,
    errorMessage,
    isInvalid = false,
    isRequired = false,
    isDisabled = false,
    name,
    acceptedTypes = DEFAULT_ACCEPTED_TYPES,
    maxSize = DEFAULT_MAX_SIZE,
    maxFiles,
    items,
    existingFiles = [],
    onFilesAdded,
    onFilesRejected,
    onRemove,
    onCancel,
    onRemoveExisting,
    className,
  } = useFormField(props, 'disabled');
  const intl = useIntl();
  const id = useId();
  const [ownItems, setOwnItems] = useState<UploadItem[]>([]);
  const [rejections, setRejections] = useState<FileRejection[]>([]);
  const list = items ?? ownItems;
  const buttonRef = useRef<HTMLButtonElement>(null);
  // react-aria's Button forwards no aria-invalid, yet forms find the first invalid field by it: set it on the DOM node.
  useLayoutEffect(() => {
    if (isInvalid) buttonRef.current?.setAttribute('aria-invalid', 'true');
    else buttonRef.current?.removeAttribute('aria-invalid');
  }, [isInvalid]);
  const types = typeList(intl, acceptedTypes);
  const sizeText = formatFileSize(intl, maxSize);
  const ids = {
    label: `${id}-label`,
    description: `${id}-description`,
    errors: `${id}-errors`,
    existing: `${id}-existing`,
  };
  const remaining = maxFiles === undefined ? undefined : Math.max(0, maxFiles - list.length - existingFiles.length);

  const add = (files: File[]) => {
    if (isDisabled || files.length === 0) return;
    const result = checkFiles(files, { accepted: acceptedTypes, maxSize, remaining });
    setRejections(result.rejected);
    if (result.rejected.length > 0) onFilesRejected?.(result.rejected);
    if (result.accepted.length === 0) return;
    if (items === undefined) {
      setOwnItems((prev) => [
        ...prev,
        ...result.accepted.map((file) => ({ id: `file-${++localIds}`, file, status: 'pending' as const })),
      ]);
    }
    onFilesAdded?.(result.accepted);
  };

  const remove = (itemId: string) => {
    if (items === undefined) setOwnItems((prev) => prev.filter((i) => i.id !== itemId));
    onRemove?.(itemId);
  };

  const onDrop = async (dropped: DropItem[]) => {
    const fileItems = dropped.filter((i): i is FileDropItem => i.kind === 'file');
    add(await Promise.all(fileItems.map((i) => i.getFile())));
  };

  const describedBy = [ids.description, rejections.length > 0 || (isInvalid && errorMessage) ? ids.errors : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div
      className={cx(fieldCss.field, className)}
      data-invalid={isInvalid || undefined}
      data-disabled={isDisabled || undefined}
      data-name={name}
    >
      <span id={ids.label} className={fieldCss.label}>
        {label}
        {isRequired && (
          <span aria-hidden="true" className={fieldCss.requiredMark}>
            {intl.formatMessage(fieldMessages.requiredMark)}
          </span>
        )}
      </span>
      <DropZone
        className={css.dropZone}
        aria-label={intl.formatMessage(m.dropZone)}
        aria-labelledby={ids.label}
        isDisabled={isDisabled}
        getDropOperation={() => (isDisabled ? 'cancel' : 'copy')}
        onDrop={(e) => void onDrop(e.items)}
      >
        <Icon name="upload" className={css.dropIcon} />
        <span className={css.dropRow}>
          <span>{intl.formatMessage(m.dropPrompt)}</span>
          <FileTrigger
            acceptedFileTypes={pickerAccept(acceptedTypes)}
            allowsMultiple={maxFiles !== 1}
            onSelect={(fileList) => add(fileList ? Array.from(fileList) : [])}
          >
            <Button size="sm" name={name} isDisabled={isDisabled} aria-describedby={describedBy} ref={buttonRef}>
              {intl.formatMessage(maxFiles === 1 ? m.browseOne : m.browseMany)}
            </Button>
          </FileTrigger>
        </span>
      </DropZone>
      <span id={ids.description} className={fieldCss.description}>
        {description ?? intl.formatMessage(m.hint, { types, size: sizeText })}
      </span>
      <div id={ids.errors} role="alert" className={fieldCss.error}>
        {(rejections.length > 0 || (isInvalid && errorMessage)) && (
          <ul className={css.errors}>
            {isInvalid && errorMessage && <li>{errorMessage}</li>}
            {rejections.map((r, i) => (
              <li key={`${r.file.name}-${i}`}>{rejectionText(intl, r, types, sizeText, maxFiles)}</li>
            ))}
          </ul>
        )}
      </div>
      <UploadList items={list} isDisabled={isDisabled} onRemove={remove} onCancel={onCancel} />
      <ExistingFileList
        files={existingFiles}
        isDisabled={isDisabled}
        onRemove={onRemoveExisting}
        headingId={ids.existing}
      />
    </div>
  );
}
