// Files the app hands to the browser: downloads saved under their own name, and PDFs sent to the printer.

/** Saves a blob as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A download the server refused: its status, in the shape of the SDK's errors. */
export class DownloadError extends Error {
  constructor(readonly status: number) {
    super(`Download failed (${status})`);
  }
}

/**
 * Downloads a file and saves it as `fileName`, the name it was uploaded with (a document's `fileName`), whatever
 * the address or the server's headers call it. A download the server refuses rejects with its status.
 */
export async function downloadFile(url: string, fileName: string, fetcher: typeof fetch = fetch): Promise<void> {
  const response = await fetcher(url);
  if (!response.ok) throw new DownloadError(response.status);
  saveBlob(await response.blob(), fileName);
}

let printFrame: HTMLIFrameElement | null = null;

/**
 * Prints a PDF: the browser's PDF viewer loads it in a hidden frame and opens the print dialog, so the user stays on
 * the page. Where the viewer cannot print from a frame, the PDF opens in a new tab to print from there.
 */
export function printPdf(blob: Blob): void {
  const url = URL.createObjectURL(blob);
  printFrame?.remove();
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.style.position = 'fixed';
  frame.style.inlineSize = '0';
  frame.style.blockSize = '0';
  frame.style.border = '0';
  frame.style.opacity = '0';
  frame.dataset.printFrame = '';
  frame.onload = () => {
    try {
      frame.contentWindow?.focus();
      frame.contentWindow?.print();
    } catch {
      window.open(url, '_blank', 'noopener');
    }
  };
  frame.src = url;
  document.body.append(frame);
  printFrame = frame;
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
