import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';

import { renderWithLocale } from '../test-utils/renderWithLocale';
import type { UploadItem } from './FileList';
import { FileUpload } from './FileUpload';

/** Hands files to the hidden picker input the way a user's choice does (the picker's own filter is bypassed). */
function choose(files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  const data = new DataTransfer();
  for (const f of files) data.items.add(f);
  input.files = data.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Drags files over the drop zone and drops them, the way the browser reports a drop from the desktop. A real drop's
 * items have a file-system entry, which react-aria reads to tell files from folders; Chromium gives none to items of
 * a DataTransfer built in script, so the entry is supplied for the duration of the drop.
 */
function drop(zone: Element, files: File[]) {
  const data = new DataTransfer();
  for (const f of files) data.items.add(f);
  data.effectAllowed = 'all';
  const entry = vi.spyOn(DataTransferItem.prototype, 'webkitGetAsEntry').mockImplementation(function (
    this: DataTransferItem,
  ) {
    return this.kind === 'file' ? ({ isFile: true, isDirectory: false } as FileSystemEntry) : null;
  });
  try {
    for (const type of ['dragenter', 'dragover', 'drop']) {
      zone.dispatchEvent(new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }));
    }
  } finally {
    entry.mockRestore();
  }
}

const messages = {
  'en-US': {
    type: 'x.exe is not a PDF, PNG, JPG or DOCX file.',
    size: 'big.pdf is larger than 10 MB.',
    remove: 'Remove ok.pdf',
  },
  'ar-EG': {
    type: 'الملف x.exe ليس من نوع PDF أو PNG أو JPG أو DOCX.',
    size: 'حجم الملف big.pdf أكبر من ١٠ م.ب.',
    remove: 'إزالة ok.pdf',
  },
};

describe.each(['en-US', 'ar-EG'] as const)('FileUpload (%s)', (locale) => {
  const chooseLabel = locale === 'ar-EG' ? 'اختر الملفات' : 'Choose files';
  const zoneLabel = locale === 'ar-EG' ? 'منطقة الإفلات' : 'Drop zone';

  it('is reached by Tab and opens the file picker with Enter and with Space', async () => {
    const screen = await renderWithLocale(
      <>
        <button type="button">Before</button>
        <FileUpload label="Documents" />
      </>,
      locale,
    );
    const picker = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    // The picker filters by the accepted types and extensions, and allows several files.
    expect(picker.accept.split(',')).toEqual(expect.arrayContaining(['application/pdf', '.pdf', '.docx']));
    expect(picker.multiple).toBe(true);
    // Count the picker openings without letting the browser show its dialog.
    let opened = 0;
    picker.addEventListener('click', (e) => {
      opened++;
      e.preventDefault();
    });
    (screen.getByRole('button', { name: 'Before' }).element() as HTMLElement).focus();
    // First the drop zone's own stop (named after the field; it takes pasted files), then the choose button.
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: `${zoneLabel} Documents` })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    const button = screen.getByRole('button', { name: chooseLabel });
    await expect.element(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => opened).toBe(1);
    await userEvent.keyboard(' ');
    await expect.poll(() => opened).toBe(2);
    // The hint with the accepted types and size describes the button.
    await expect
      .element(button)
      .toHaveAccessibleDescription(locale === 'ar-EG' ? /PDF.*١٠/ : 'PDF, PNG, JPG or DOCX, up to 10 MB each.');
  });

  it('checks dropped files: a wrong type is refused with a translated message, a valid one is added', async () => {
    const onFilesAdded = vi.fn();
    const onFilesRejected = vi.fn();
    const screen = await renderWithLocale(
      <FileUpload label="Documents" onFilesAdded={onFilesAdded} onFilesRejected={onFilesRejected} />,
      locale,
    );
    const dropZone = screen
      .getByRole('button', { name: `${zoneLabel} Documents` })
      .element()
      .closest('div[data-rac]')!;
    drop(dropZone, [new File(['MZ'], 'x.exe', { type: 'application/x-msdownload' })]);
    await expect.element(screen.getByRole('alert')).toHaveTextContent(messages[locale].type);
    expect(onFilesRejected).toHaveBeenCalledTimes(1);
    expect(onFilesRejected.mock.calls[0]![0][0].reason).toBe('type');
    expect(onFilesAdded).not.toHaveBeenCalled();

    drop(dropZone, [new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' })]);
    await expect.element(screen.getByRole('alert')).toHaveTextContent(messages[locale].size);
    expect(onFilesAdded).not.toHaveBeenCalled();

    const ok = new File([new Uint8Array(2048)], 'ok.pdf', { type: 'application/pdf' });
    drop(dropZone, [ok]);
    await expect.poll(() => onFilesAdded.mock.calls.length).toBe(1);
    expect(onFilesAdded.mock.calls[0]![0].map((f: File) => f.name)).toEqual(['ok.pdf']);
    await expect.element(screen.getByText('ok.pdf')).toBeVisible();
    // A good drop clears the earlier refusal.
    await expect.element(screen.getByRole('alert')).toHaveTextContent('');
  });

  it('refuses a wrong type and an oversize file with messages naming them', async () => {
    const onFilesAdded = vi.fn();
    const onFilesRejected = vi.fn();
    const screen = await renderWithLocale(
      <FileUpload label="Documents" onFilesAdded={onFilesAdded} onFilesRejected={onFilesRejected} />,
      locale,
    );
    choose([
      new File(['MZ'], 'x.exe', { type: 'application/x-msdownload' }),
      new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' }),
    ]);
    const alert = screen.getByRole('alert');
    await expect
      .poll(() => [...alert.element().querySelectorAll('li')].map((li) => li.textContent))
      .toEqual([messages[locale].type, messages[locale].size]);
    expect(onFilesAdded).not.toHaveBeenCalled();
    expect(onFilesRejected.mock.calls[0]![0].map((r: { reason: string }) => r.reason)).toEqual(['type', 'size']);
    // The refusals become part of the choose button's description.
    await expect
      .element(screen.getByRole('button', { name: locale === 'ar-EG' ? 'اختر الملفات' : 'Choose files' }))
      .toHaveAccessibleDescription(new RegExp('x\\.exe'));
  });

  it('accepts a valid file, reports it, lists it and removes it from the keyboard', async () => {
    const onFilesAdded = vi.fn();
    const onRemove = vi.fn();
    const screen = await renderWithLocale(
      <FileUpload label="Documents" onFilesAdded={onFilesAdded} onRemove={onRemove} />,
      locale,
    );
    const ok = new File([new Uint8Array(2048)], 'ok.pdf', { type: 'application/pdf' });
    choose([ok]);
    await expect.poll(() => onFilesAdded.mock.calls.length).toBe(1);
    expect(onFilesAdded).toHaveBeenCalledWith([ok]);
    await expect.element(screen.getByText('ok.pdf')).toBeVisible();
    const twoKb = new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', unitDisplay: 'short' }).format(2);
    await expect.element(screen.getByText(new RegExp(twoKb))).toBeVisible();

    const remove = screen.getByRole('button', { name: messages[locale].remove });
    (remove.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(onRemove).toHaveBeenCalledTimes(1);
    await expect.element(screen.getByText('ok.pdf')).not.toBeInTheDocument();
  });

  it('shows caller-supplied progress through aria-valuenow and cancels an upload', async () => {
    const onCancel = vi.fn();
    const items: UploadItem[] = [
      { id: 'a', file: new File(['x'], 'a.pdf', { type: 'application/pdf' }), status: 'uploading', progress: 0.3 },
      {
        id: 'b',
        file: new File(['x'], 'b.png', { type: 'image/png' }),
        status: 'error',
        error: 'Could not upload documents.',
      },
    ];
    const screen = await renderWithLocale(<FileUpload label="Documents" items={items} onCancel={onCancel} />, locale);
    await expect.element(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
    await expect.element(screen.getByText(/Could not upload documents\./)).toBeVisible();
    await screen
      .getByRole('button', { name: locale === 'ar-EG' ? 'إلغاء رفع a.pdf' : 'Cancel upload of a.pdf' })
      .click();
    expect(onCancel).toHaveBeenCalledWith('a');
  });

  it('gives every file name its own direction and the whole name as a tooltip', async () => {
    const english = 'Nile-Delta-Trading_signed-supply-contract_2025-2026_final-revision-3_scanned.pdf';
    const arabic = 'عقد-توريد-شركة-دلتا-النيل-للتجارة-والتوزيع-الموقع-النسخة-النهائية-المعدلة.pdf';
    const items: UploadItem[] = [
      { id: 'a', file: new File(['x'], english, { type: 'application/pdf' }), status: 'pending' },
      { id: 'b', file: new File(['x'], arabic, { type: 'application/pdf' }), status: 'done' },
    ];
    const screen = await renderWithLocale(
      <div style={{ inlineSize: 280 }}>
        <FileUpload
          label="Documents"
          items={items}
          existingFiles={[
            { id: 'e1', name: arabic, href: '#contract' },
            { id: 'e2', name: english },
          ]}
        />
      </div>,
      locale,
    );
    const names = [english, arabic, arabic, english];
    const shown = screen.getByTitle(/\.pdf$/).elements();
    expect(shown.map((e) => e.getAttribute('title'))).toEqual(names);
    for (const [i, element] of shown.entries()) {
      expect(element).toHaveAttribute('dir', 'auto');
      // The direction comes from the name, not the page: the beginning of the name stays in view.
      expect(element.matches(names[i] === arabic ? ':dir(rtl)' : ':dir(ltr)')).toBe(true);
      // Too long for the row: cut with an ellipsis, the tooltip holding the rest.
      const box = element.closest('a') ?? element;
      expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    }
    // The download link is cut with its name and keeps its own name for assistive technology.
    const link = screen.getByRole('link', { name: new RegExp(arabic) });
    await expect.element(link).toHaveAttribute('dir', 'auto');
  });

  it('holds one file when maxFiles is 1 and refuses more', async () => {
    const onFilesAdded = vi.fn();
    const screen = await renderWithLocale(
      <FileUpload label="Contract" maxFiles={1} onFilesAdded={onFilesAdded} />,
      locale,
    );
    choose([
      new File(['1'], 'one.pdf', { type: 'application/pdf' }),
      new File(['2'], 'two.pdf', { type: 'application/pdf' }),
    ]);
    await expect.poll(() => onFilesAdded.mock.calls.length).toBe(1);
    expect(onFilesAdded.mock.calls[0]![0].map((f: File) => f.name)).toEqual(['one.pdf']);
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent(locale === 'ar-EG' ? 'يمكنك إرفاق ملف واحد فقط.' : 'You can attach at most 1 file.');
  });
});
