import type { ReportGeneration } from '@erp/widgets';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { followGeneration, generationProgressPath } from './reportTemplates';

afterEach(() => vi.useRealTimers());

const at = (stage: ReportGeneration['stage'], done: number, total: number): ReportGeneration => ({
  stage,
  done,
  total,
  fraction: total ? done / total : stage === 'done' ? 1 : 0,
});

describe('followGeneration', () => {
  it('polls the progress by the request’s key at once and then every interval until stopped', async () => {
    vi.useFakeTimers();
    const answers = [at('waiting', 0, 0), at('rows', 40000, 100000), at('done', 100000, 100000)];
    const send = vi.fn(async () => answers.shift() ?? at('done', 100000, 100000));
    const seen: ReportGeneration[] = [];
    const stop = followGeneration({ send } as never, 'tpl 1', 'key-1', (p) => seen.push(p), 400);

    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(generationProgressPath('tpl 1'), { query: { key: 'key-1' }, requestKey: null });
    expect(generationProgressPath('tpl 1')).toBe('/api/erp/report_templates/tpl%201/generate/progress');
    await vi.advanceTimersByTimeAsync(400);
    await vi.advanceTimersByTimeAsync(400);
    expect(seen.map((p) => [p.stage, p.fraction])).toEqual([
      ['waiting', 0],
      ['rows', 0.4],
      ['done', 1],
    ]);

    stop();
    await vi.advanceTimersByTimeAsync(2000);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('skips a failed poll and keeps following; an answer arriving after stop is dropped', async () => {
    vi.useFakeTimers();
    let release: (p: ReportGeneration) => void = () => undefined;
    const send = vi
      .fn()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce(at('counting', 0, 0))
      .mockImplementationOnce(() => new Promise<ReportGeneration>((r) => (release = r)));
    const seen: string[] = [];
    const stop = followGeneration({ send } as never, 't', 'k', (p) => seen.push(p.stage), 100);

    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(seen).toEqual(['counting']);
    await vi.advanceTimersByTimeAsync(100);
    expect(send).toHaveBeenCalledTimes(3);
    stop();
    release(at('rows', 1, 2));
    await vi.advanceTimersByTimeAsync(500);
    expect(seen).toEqual(['counting']);
    expect(send).toHaveBeenCalledTimes(3);
  });
});
