// File checks for FileUpload, kept free of React so they are unit-tested in Node.

/** The attachment types the product accepts by default: PDF, PNG, JPG and DOCX. */
export const DEFAULT_ACCEPTED_TYPES: readonly string[] = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
];

/** The default size limit of one attachment: 10 MB (10 × 1024 × 1024 bytes). */
export const DEFAULT_MAX_SIZE = 10 * 1024 * 1024;

const EXTENSIONS: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'text/csv': ['csv'],
};

/** File-name extensions known for a MIME type (`image/jpeg` → `jpg`, `jpeg`). */
export function extensionsOf(mime: string): readonly string[] {
  return EXTENSIONS[mime] ?? [];
}

/** The short name users know a type by: "PDF", "JPG", "DOCX"; a wildcard such as `image/*` becomes "IMAGE". */
export function typeLabel(mime: string): string {
  const ext = extensionsOf(mime)[0];
  if (ext) return ext.toUpperCase();
  const [major = '', minor = ''] = mime.split('/');
  return (minor === '*' || minor === '' ? major : minor).toUpperCase();
}

/** The `accept` list for the file picker: MIME types plus their extensions, so every platform filters. */
export function pickerAccept(accepted: readonly string[]): string[] {
  return [...accepted, ...accepted.flatMap((m) => extensionsOf(m).map((e) => `.${e}`))];
}

/**
 * Whether a file is of an accepted type: by its MIME type (wildcards such as `image/*` allowed), or by its
 * extension when the browser reports no type (common for DOCX on some systems).
 */
export function isAcceptedType(file: { name: string; type: string }, accepted: readonly string[]): boolean {
  const type = file.type.toLowerCase();
  if (type) {
    return accepted.some((a) => a === type || (a.endsWith('/*') && type.startsWith(a.slice(0, -1))));
  }
  const ext = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  return ext !== '' && accepted.some((a) => extensionsOf(a).includes(ext));
}

/** Why a file was refused. */
export type FileRejectionReason = 'type' | 'size' | 'count';

/** A refused file and the reason. */
export type FileRejection = { file: File; reason: FileRejectionReason };

/**
 * Splits newly chosen files into accepted and rejected ones: wrong type first, then too large, then over the
 * number of files still allowed (`remaining`, or unlimited when undefined).
 */
export function checkFiles(
  files: readonly File[],
  { accepted, maxSize, remaining }: { accepted: readonly string[]; maxSize: number; remaining?: number },
): { accepted: File[]; rejected: FileRejection[] } {
  const ok: File[] = [];
  const rejected: FileRejection[] = [];
  for (const file of files) {
    if (!isAcceptedType(file, accepted)) rejected.push({ file, reason: 'type' });
    else if (file.size > maxSize) rejected.push({ file, reason: 'size' });
    else if (remaining !== undefined && ok.length >= remaining) rejected.push({ file, reason: 'count' });
    else ok.push(file);
  }
  return { accepted: ok, rejected };
}

/** A byte count in the unit that reads best, for Intl's unit formatting. */
export function sizeUnit(bytes: number): { value: number; unit: 'byte' | 'kilobyte' | 'megabyte' | 'gigabyte' } {
  if (bytes < 1024) return { value: bytes, unit: 'byte' };
  if (bytes < 1024 ** 2) return { value: bytes / 1024, unit: 'kilobyte' };
  if (bytes < 1024 ** 3) return { value: bytes / 1024 ** 2, unit: 'megabyte' };
  return { value: bytes / 1024 ** 3, unit: 'gigabyte' };
}
