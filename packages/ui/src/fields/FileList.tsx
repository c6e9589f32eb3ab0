import { Link, ProgressBar } from 'react-aria-components';
import { useIntl, type IntlShape } from 'react-intl';

import { Button } from '../button/Button';
import { Icon } from '../icon/Icon';
import * as css from './FileUpload.css';
import { fileUploadMessages as m } from './FileUpload.messages';
import { sizeUnit } from './fileValidation';

/** Where one chosen file is in its upload. */
export type UploadStatus = 'pending' | 'uploading' | 'done' | 'error';

/** A chosen file and its upload state, owned by the caller (who performs the upload). */
export type UploadItem = {
  /** Stable id, passed back to `onRemove` / `onCancel`. */
  id: string;
  /** The file (its name and size are shown). */
  file: File;
  /** Upload progress from 0 to 1, shown while `status` is `uploading`. */
  progress?: number;
  /** @default 'pending' */
  status?: UploadStatus;
  /** The reason shown when `status` is `error` (translated by the caller). */
  error?: string;
};

/** A file already attached to the record. */
export type ExistingFile = {
  id: string;
  name: string;
  /** Size in bytes, when known. */
  size?: number;
  /** Download address; without it the name is plain text. */
  href?: string;
};

/** A byte count in the active locale: "2.4 MB", "٢٫٤ م.ب". */
export function formatFileSize(intl: IntlShape, bytes: number): string {
  const { value, unit } = sizeUnit(bytes);
  return intl.formatNumber(value, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 });
}

function statusText(intl: IntlShape, item: UploadItem): string | null {
  switch (item.status ?? 'pending') {
    case 'pending':
      return intl.formatMessage(m.statusPending);
    case 'done':
      return intl.formatMessage(m.statusDone);
    case 'error':
      return item.error ?? intl.formatMessage(m.statusError);
    default:
      return null;
  }
}

/** The chosen files with size, status, a progress bar while uploading, and a remove or cancel button. */
export function UploadList({
  items,
  isDisabled,
  onRemove,
  onCancel,
}: {
  items: readonly UploadItem[];
  isDisabled?: boolean;
  onRemove?: (id: string) => void;
  onCancel?: (id: string) => void;
}) {
  const intl = useIntl();
  if (items.length === 0) return null;
  return (
    <ul className={css.fileList} aria-label={intl.formatMessage(m.chosenFiles)}>
      {items.map((item) => {
        const status = item.status ?? 'pending';
        const name = item.file.name;
        const uploading = status === 'uploading';
        const action = uploading ? onCancel : onRemove;
        const meta = [formatFileSize(intl, item.file.size), statusText(intl, item)].filter(Boolean).join(' · ');
        return (
          <li key={item.id} className={css.fileItem} data-status={status}>
            <Icon name="file" className={css.fileIcon} />
            <span className={css.fileText}>
              <span className={css.fileName} dir="auto" title={name}>
                {name}
              </span>
              <span className={css.fileMeta}>{meta}</span>
            </span>
            {action ? (
              <Button
                variant="ghost"
                size="sm"
                iconOnly
                icon={<Icon name="close" />}
                isDisabled={isDisabled}
                aria-label={intl.formatMessage(uploading ? m.cancel : m.remove, { name })}
                onPress={() => action(item.id)}
              />
            ) : (
              <span />
            )}
            {(uploading || status === 'done') && (
              <ProgressBar
                className={css.progress}
                aria-label={intl.formatMessage(m.progress, { name })}
                value={Math.round((status === 'done' ? 1 : Math.min(Math.max(item.progress ?? 0, 0), 1)) * 100)}
              >
                {({ percentage }) => (
                  <div className={css.progressTrack}>
                    <div className={css.progressFill} style={{ inlineSize: `${percentage ?? 0}%` }} />
                  </div>
                )}
              </ProgressBar>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Files already attached: name (a download link when `href` is given), size, and an optional remove button. */
export function ExistingFileList({
  files,
  isDisabled,
  onRemove,
  headingId,
}: {
  files: readonly ExistingFile[];
  isDisabled?: boolean;
  onRemove?: (id: string) => void;
  headingId: string;
}) {
  const intl = useIntl();
  if (files.length === 0) return null;
  return (
    <>
      <p id={headingId} className={css.listHeading}>
        {intl.formatMessage(m.existingFiles)}
      </p>
      <ul className={css.fileList} aria-labelledby={headingId}>
        {files.map((f) => (
          <li key={f.id} className={css.fileItem}>
            <Icon name="file" className={css.fileIcon} />
            <span className={css.fileText}>
              {f.href ? (
                <Link
                  href={f.href}
                  download={f.name}
                  className={`${css.fileName} ${css.link}`}
                  dir="auto"
                  aria-label={intl.formatMessage(m.download, { name: f.name })}
                >
                  {/* react-aria's Link passes no title on, so the name inside it carries the tooltip. */}
                  <span dir="auto" title={f.name}>
                    {f.name}
                  </span>
                </Link>
              ) : (
                <span className={css.fileName} dir="auto" title={f.name}>
                  {f.name}
                </span>
              )}
              {f.size !== undefined && <span className={css.fileMeta}>{formatFileSize(intl, f.size)}</span>}
            </span>
            {onRemove ? (
              <Button
                variant="ghost"
                size="sm"
                iconOnly
                icon={<Icon name="trash" />}
                isDisabled={isDisabled}
                aria-label={intl.formatMessage(m.remove, { name: f.name })}
                onPress={() => onRemove(f.id)}
              />
            ) : (
              <span />
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
