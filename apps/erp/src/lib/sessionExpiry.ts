// How a session that the server no longer accepts comes to an end, from wherever that is noticed: the query
// client's caches, the SDK's responses, an upload, the realtime subscription or the periodic refresh. Small
// and free of dependencies, so the sign-in page can load it with the session.

type Listener = () => void;

let ender: Listener = () => undefined;
const listeners = new Set<Listener>();

/** The one session registers how it ends (clear it, say it expired); see `Session.expire`. */
export function setSessionEnder(end: Listener): void {
  ender = end;
}

/** Ends the session as the start-up verification does. */
export function endSession(): void {
  ender();
}

/** Calls `listener` each time the session ends because it expired; returns the unsubscribe. */
export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the listeners that the session has just ended (called by the session itself). */
export function notifySessionExpired(): void {
  for (const listener of [...listeners]) listener();
}

/** The HTTP status of a failed request (the SDK's `ClientResponseError` and our `RequestError` alike). */
export function failureStatus(error: unknown): number {
  const status = (error as { status?: unknown } | null | undefined)?.status;
  return typeof status === 'number' ? status : 0;
}

/** True for the server's "no longer signed in" answer. */
export function isUnauthorized(error: unknown): boolean {
  return failureStatus(error) === 401;
}

/** Ends the session when `error` is a 401; reports whether it was one (its failure is then not reported). */
export function endSessionOnUnauthorized(error: unknown): boolean {
  if (!isUnauthorized(error)) return false;
  endSession();
  return true;
}

/** The path to return to after signing in again: only one of the app's own pages, never another site. */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const control = [...value].some((c) => c.charCodeAt(0) < 32);
  if (!/^\/app(?:[/?#]|$)/.test(value) || value.includes('\\') || control) return undefined;
  return value;
}
