/** How often the app asks the server for the deployed build's version. */
export const VERSION_CHECK_INTERVAL_MS = 5 * 60_000;

/** Fetches /version.json (served with no-cache) and reports whether it differs from the running build. */
export async function isNewerBuildAvailable(current: string, fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    const res = await fetcher('/version.json', { cache: 'no-store' });
    if (!res.ok) return false;
    const body = (await res.json()) as { version?: unknown };
    return typeof body.version === 'string' && body.version !== current;
  } catch {
    return false;
  }
}
