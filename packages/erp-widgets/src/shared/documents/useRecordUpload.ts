import { useState } from 'react';

/**
 * What a wizard gives the save it starts when the record carries files: where to report the fraction sent (0 to
 * 1), and the signal its cancel button aborts.
 */
export type RecordUpload = { onProgress: (fraction: number) => void; signal: AbortSignal };

/**
 * The upload of a record's files while its wizard saves: `start` runs the save with a fresh {@link RecordUpload},
 * `progress` follows it (null while none runs) and `cancel` aborts it; give both to the `AttachmentsField`.
 */
export function useRecordUpload() {
  const [running, setRunning] = useState<{ controller: AbortController; progress: number } | null>(null);
  const start = (save: (upload: RecordUpload) => void | Promise<unknown>): void | Promise<unknown> => {
    const controller = new AbortController();
    const onProgress = (progress: number) =>
      setRunning((r) => (r?.controller === controller ? { controller, progress } : r));
    setRunning({ controller, progress: 0 });
    const result = save({ onProgress, signal: controller.signal });
    if (!(result instanceof Promise)) {
      setRunning(null);
      return result;
    }
    return result.finally(() => setRunning(null));
  };
  return { progress: running?.progress ?? null, cancel: () => running?.controller.abort(), start };
}
