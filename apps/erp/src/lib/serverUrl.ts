/** Local-storage key of the backend address typed at sign-in, reused at start-up (spec part 1 §3). */
export const SERVER_URL_KEY = 'erp_server_url';

/** The default backend: the local address on port 8090, on the host the app was loaded from. */
export function defaultServerUrl(location: Pick<Location, 'hostname'> = window.location): string {
  return `http://${location.hostname || '127.0.0.1'}:8090`;
}

/** A hostname without http:// or https:// gets http:// in front; a trailing slash is dropped. */
export function normalizeServerUrl(input: string): string {
  const trimmed = input.trim().replace(/\/+$/, '');
  if (!trimmed) return '';
  return /^https?:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
}

export function readServerUrl(storage: Storage = localStorage): string {
  return storage.getItem(SERVER_URL_KEY) || defaultServerUrl();
}

export function writeServerUrl(url: string, storage: Storage = localStorage) {
  storage.setItem(SERVER_URL_KEY, url);
}
