// Notices a session that ended on the server while the app is open: the token is refreshed at a regular
// interval while the page is visible, and at once when the window regains focus or the page becomes
// visible again. A refresh the server refuses ends the session (`Session.refresh`).

/** What the watch needs of the session. */
export type WatchedSession = { readonly isLoggedIn: boolean; refresh(): Promise<void> };

/** The browser pieces the watch listens to (the real window and document by default; fakes in tests). */
export type WatchTargets = {
  window: Pick<Window, 'addEventListener' | 'removeEventListener' | 'setInterval' | 'clearInterval'>;
  document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
};

/** Every 30 s while visible: a revoked session is noticed within a minute even without any action. */
export const SESSION_REFRESH_MS = 30_000;

/** Focus and visibility often fire together: refresh at most once in this window. */
const MIN_GAP_MS = 5_000;

/** Starts watching; returns the function that stops it. */
export function watchSession(
  session: WatchedSession,
  targets: WatchTargets = { window, document },
  intervalMs: number = SESSION_REFRESH_MS,
  now: () => number = Date.now,
): () => void {
  let last = -Infinity;
  let running = false;
  const check = (force: boolean) => {
    if (!session.isLoggedIn || running || targets.document.visibilityState === 'hidden') return;
    if (!force && now() - last < MIN_GAP_MS) return;
    last = now();
    running = true;
    void session.refresh().finally(() => {
      running = false;
    });
  };
  const onTimer = () => check(true);
  const onFocus = () => check(false);
  const onVisibility = () => {
    if (targets.document.visibilityState === 'visible') check(false);
  };
  const timer = targets.window.setInterval(onTimer, intervalMs);
  targets.window.addEventListener('focus', onFocus);
  targets.document.addEventListener('visibilitychange', onVisibility);
  return () => {
    targets.window.clearInterval(timer);
    targets.window.removeEventListener('focus', onFocus);
    targets.document.removeEventListener('visibilitychange', onVisibility);
  };
}
