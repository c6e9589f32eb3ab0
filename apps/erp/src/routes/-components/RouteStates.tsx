import { ErrorPage, Spinner } from '@erp/ui';
import type { ErrorComponentProps } from '@tanstack/react-router';

import { isChunkLoadError, reloadOnceForChunkError } from '../../lib/chunkReload';
import * as css from './RouteStates.css';

/** Shown while a route's code or data loads. */
export function RoutePending() {
  return (
    <div className={css.pending} aria-busy="true">
      <Spinner className={css.spinner} />
    </div>
  );
}

/** A failed route: a stale lazy chunk reloads the page once; anything else shows the error page. */
export function RouteError({ error }: ErrorComponentProps) {
  if (isChunkLoadError(error) && reloadOnceForChunkError()) return <RoutePending />;
  const status = (error as { status?: number } | undefined)?.status;
  const message = (error as { response?: { message?: string } } | undefined)?.response?.message;
  return <ErrorPage status={status && status >= 400 ? status : 500} message={message} homeHref="/app/dashboard" />;
}

/** Unknown paths. */
export function RouteNotFound() {
  return <ErrorPage status={404} homeHref="/app/dashboard" />;
}
