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
