import type { RowAction, ViewerAction } from '@erp/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { salesMessages as m } from './sales.messages';

/** The intents of a sales document's printed form (the server's PDF), each settling when done. */
export type PrintedDocumentIntents<R> = {
  /** Prints the document. */
  onPrint?: (record: R) => Promise<unknown>;
  /** Saves the document as a PDF file. */
  onDownloadPdf?: (record: R) => Promise<unknown>;
};

/** A row's Print and Download PDF entries, offered with the view permission and their intents. */
export function printedRowActions<R>(
  intl: ReturnType<typeof useIntl>,
  record: R,
  canView: boolean,
  { onPrint, onDownloadPdf }: PrintedDocumentIntents<R>,
): RowAction[] {
  if (!canView) return [];
  const actions: RowAction[] = [];
  if (onPrint)
    actions.push({
      id: 'print',
      label: intl.formatMessage(m.print),
      icon: 'print',
      onAction: () => void onPrint(record),
    });
  if (onDownloadPdf)
    actions.push({
      id: 'pdf',
      label: intl.formatMessage(m.downloadPdf),
      icon: 'download',
      onAction: () => void onDownloadPdf(record),
    });
  return actions;
}

/**
 * A viewer's Print and Download PDF actions: each shows a spinner while its intent runs, and the other waits.
 * A failure is reported by the app; the buttons are pressable again once it settles.
 */
export function usePrintedViewerActions<R>(
  record: R | null,
  canView: boolean,
  { onPrint, onDownloadPdf }: PrintedDocumentIntents<R>,
): ViewerAction[] {
  const intl = useIntl();
  const [running, setRunning] = useState<'print' | 'pdf' | null>(null);
  const run = (id: 'print' | 'pdf', intent: (record: R) => Promise<unknown>) => {
    if (record === null) return;
    setRunning(id);
    void intent(record)
      .catch(() => undefined)
      .finally(() => setRunning(null));
  };
  const action = (id: 'print' | 'pdf', intent: ((record: R) => Promise<unknown>) | undefined): ViewerAction => ({
    id,
    label: intl.formatMessage(id === 'print' ? m.print : m.downloadPdf),
    icon: id === 'print' ? 'print' : 'download',
    onAction: () => intent && run(id, intent),
    isHidden: !canView || !intent,
    isPending: running === id,
    isDisabled: running !== null && running !== id,
  });
  return [action('print', onPrint), action('pdf', onDownloadPdf)];
}
