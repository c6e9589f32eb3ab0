/** Session-storage key of the last automatic reload after a failed chunk load. */
export const CHUNK_RELOAD_KEY = 'erp_chunk_reload_at';
/** At most one automatic reload per 10 seconds, so a broken deployment cannot cause a reload loop. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

/** True when error is a lazy route chunk that failed to load (typically after a new deployment). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR.test(message);
}

/**
 * Reloads the page once for a failed chunk load. Returns true when a reload was started; false when one
 * already happened within the window (the error page is then shown instead).
 */
export function reloadOnceForChunkError(
  now = Date.now(),
  storage: Storage = sessionStorage,
  reload: () => void = () => window.location.reload(),
): boolean {
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_WINDOW_MS) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  reload();
  return true;
}
