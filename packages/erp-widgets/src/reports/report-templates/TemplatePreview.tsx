import { Skeleton } from '@erp/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

import * as css from '../../shared/shared.css';
import { ReportSummaryList, ReportTable } from '../ReportTable';
import type { ReportData } from '../reports.types';
import { templateMessages as m } from './reportTemplates.messages';
import type { ReportSpec } from './reportTemplates.types';

/** Computes the first rows of a template being built (the server's preview route). */
export type PreviewReport = (spec: ReportSpec, signal: AbortSignal) => Promise<ReportData>;

type State = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; data: ReportData } | { status: 'error' };

/** How long the preview waits after the last change before it asks the server. */
export const PREVIEW_DELAY_MS = 350;

/**
 * The live preview of a template: its first rows and totals, asked again a moment after each change (the last
 * request wins; an unfinished one is cancelled). Nothing shows until the template has a column.
 */
export function TemplatePreview({
  spec,
  onPreview,
  notTracked,
}: {
  spec: ReportSpec;
  onPreview: PreviewReport;
  notTracked: string;
}) {
  const intl = useIntl();
  const key = JSON.stringify(spec);
  // The answer is kept with the spec it answers: a newer spec shows as loading until its own answer comes.
  const [answer, setAnswer] = useState<{ key: string; state: State } | null>(null);
  const idle = spec.variables.length === 0;
  const state: State = idle ? { status: 'idle' } : answer?.key === key ? answer.state : { status: 'loading' };
  useEffect(() => {
    const current = JSON.parse(key) as ReportSpec;
    if (current.variables.length === 0) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      onPreview(current, controller.signal).then(
        (data) => {
          if (!controller.signal.aborted) setAnswer({ key, state: { status: 'ready', data } });
        },
        () => {
          if (!controller.signal.aborted) setAnswer({ key, state: { status: 'error' } });
        },
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, onPreview]);

  if (state.status === 'idle') return null;
  return (
    <section className={css.section} aria-label={intl.formatMessage(m.preview)} aria-busy={state.status === 'loading'}>
      <h3 className={css.sectionTitle}>{intl.formatMessage(m.preview)}</h3>
      {state.status === 'loading' ? (
        <div role="status" aria-label={intl.formatMessage(m.previewLoading)}>
          <Skeleton variant="block" height="4rem" />
        </div>
      ) : state.status === 'error' ? (
        <p className={css.muted} role="alert">
          {intl.formatMessage(m.previewFailed)}
        </p>
      ) : (
        <>
          <ReportTable data={state.data} notTracked={notTracked} maxRows={10} />
          <ReportSummaryList summary={state.data.summary ?? []} columns={state.data.columns} notTracked={notTracked} />
        </>
      )}
    </section>
  );
}
