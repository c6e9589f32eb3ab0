import { afterEach, describe, expect, it, vi } from 'vitest';

import { DownloadError, downloadFile } from './documentFiles';

afterEach(() => vi.unstubAllGlobals());

describe('downloadFile', () => {
  it('saves the file under the name it was uploaded with', async () => {
    const clicked: { href: string; download: string }[] = [];
    const link = {
      href: '',
      download: '',
      rel: '',
      click() {
        clicked.push({ href: this.href, download: this.download });
      },
      remove: () => undefined,
    };
    vi.stubGlobal('document', { createElement: () => link, body: { append: () => undefined } });
    vi.stubGlobal('URL', { createObjectURL: () => 'blob:1', revokeObjectURL: () => undefined });
    const fetcher = vi.fn(async () => new Response('%PDF-1.4', { status: 200 }));

    await downloadFile(
      'http://127.0.0.1:8090/api/files/documents/d1/lease_x8k2m.pdf?token=t',
      'عقد الإيجار.pdf',
      fetcher,
    );
    expect(fetcher).toHaveBeenCalledWith('http://127.0.0.1:8090/api/files/documents/d1/lease_x8k2m.pdf?token=t');
    expect(clicked).toEqual([{ href: 'blob:1', download: 'عقد الإيجار.pdf' }]);
  });

  it('rejects with the status of a refused download', async () => {
    const fetcher = vi.fn(async () => new Response('', { status: 404 }));
    await expect(downloadFile('x', 'a.pdf', fetcher)).rejects.toEqual(new DownloadError(404));
    await expect(downloadFile('x', 'a.pdf', fetcher)).rejects.toMatchObject({ status: 404 });
  });
});
