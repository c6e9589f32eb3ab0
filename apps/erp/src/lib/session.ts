import type PocketBase from 'pocketbase';
import type { AuthRecord, ClientResponseError } from 'pocketbase';
import type { PermissionKey } from '@erp/schema';

import { failureStatus, notifySessionExpired, setSessionEnder } from './sessionExpiry';
import { normalizeServerUrl, readServerUrl, writeServerUrl } from './serverUrl';

/** Local-storage key of the SDK's auth store: `{token, record}` with the role expanded. */
export const AUTH_KEY = 'pocketbase_auth';

/** Why the sign-in page shows an error it did not cause itself. */
export type SessionError = 'expired';

/** Sign-in form values. */
export type Credentials = { email: string; password: string; hostname: string; remember: boolean };

/** The signed-in user's role, expanded from `roleId`. */
export type SessionRole = { id: string; name: string; nameAr?: string; permissions: string[] };

/** The signed-in user record as the SDK stores it (with `expand.roleId`). */
export type SessionUser = AuthRecord & {
  id: string;
  email: string;
  firstName?: string;
  lastName?: string;
  roleId: string;
  expand?: { roleId?: SessionRole };
};

/**
 * A failed request in the SDK's error shape (`status`, `response`, `isAbort`; status 0 when the server could
 * not be reached), so callers handle the start-up calls and the SDK's calls the same way.
 */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    readonly response: Record<string, unknown> = {},
    readonly isAbort = false,
  ) {
    super(typeof response.message === 'string' ? response.message : `Request failed (${status})`);
  }
}

/** A JSON request to the backend made without the SDK (the sign-in page does not load it). */
async function request<T>(url: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (init.token) headers.Authorization = init.token;
  let res: Response;
  try {
    res = await fetch(url, { ...init, headers });
  } catch (error) {
    throw new RequestError(0, {}, (error as { name?: string }).name === 'AbortError');
  }
  const data = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) throw new RequestError(res.status, data);
  return data as T;
}

type Stored = { token: string; record: SessionUser };

function readStored(storage: Storage): Stored | null {
  try {
    const raw = storage.getItem(AUTH_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<Stored>) : null;
    return parsed?.token && parsed.record ? { token: parsed.token, record: parsed.record } : null;
  } catch {
    storage.removeItem(AUTH_KEY);
    return null;
  }
}

/**
 * The browser session: the chosen backend, the token and user record, and the operations of spec part 1 §4
 * (login, logout, verify token). "Remember me" on keeps `{token, record}` in localStorage as the
 * specification describes; off keeps the same shape in sessionStorage, for this browser tab only.
 *
 * Signing in, verifying and the password reset are plain fetch calls: the PocketBase SDK is loaded only by
 * the signed-in app (`loadClient`, awaited by /app's guard), which keeps it off the sign-in page.
 */
export class Session {
  error: SessionError | null = null;
  serverUrl: string;
  private token = '';
  private record: SessionUser | null = null;
  private remember = true;
  private client: PocketBase | null = null;

  constructor() {
    // Whoever notices that the server no longer accepts the session (a 401 anywhere) ends it here.
    setSessionEnder(() => this.expire());
    this.serverUrl = readServerUrl();
    const local = readStored(localStorage);
    const tab = local ? null : readStored(sessionStorage);
    const stored = local ?? tab;
    this.remember = !tab;
    if (stored) {
      this.token = stored.token;
      this.record = stored.record;
    }
  }

  /** Logged in means both a token and a user record exist. */
  get isLoggedIn(): boolean {
    return Boolean(this.token && this.record);
  }

  get user(): SessionUser | null {
    return this.record;
  }

  /** The permission keys of the user's role (for hiding actions; the server enforces them regardless). */
  get permissions(): ReadonlySet<string> {
    return new Set(this.user?.expand?.roleId?.permissions ?? []);
  }

  /** Whether the role holds `key`; keys are typed from the server's catalogue, so a misspelt one does not compile. */
  can(key: PermissionKey): boolean {
    return this.permissions.has(key);
  }

  /** The PocketBase client of the signed-in app; available once `loadClient` has resolved. */
  get pb(): PocketBase {
    if (!this.client) throw new Error('The PocketBase client is not loaded yet: await session.loadClient().');
    return this.client;
  }

  /** Loads the SDK and creates the client on the session's backend and stored auth state (once). */
  async loadClient(): Promise<PocketBase> {
    if (this.client) return this.client;
    const { default: PocketBaseClient, BaseAuthStore, LocalAuthStore } = await import('pocketbase');
    let store: InstanceType<typeof BaseAuthStore>;
    if (this.remember) {
      store = new LocalAuthStore(AUTH_KEY);
    } else {
      // The tab-only store: the same `{token, record}` shape in sessionStorage.
      class TabAuthStore extends BaseAuthStore {
        override save(token: string, record?: AuthRecord) {
          super.save(token, record);
          sessionStorage.setItem(AUTH_KEY, JSON.stringify({ token, record }));
        }
        override clear() {
          super.clear();
          sessionStorage.removeItem(AUTH_KEY);
        }
      }
      store = new TabAuthStore();
      if (this.token && this.record) store.save(this.token, this.record);
    }
    const pb = new PocketBaseClient(this.serverUrl, store);
    // TanStack Query deduplicates and cancels through its own AbortSignal; the SDK's auto-cancellation
    // (keyed by method and path) would cancel unrelated concurrent list requests.
    pb.autoCancellation(false);
    // Every SDK answer passes here, also those no query sees (file tokens, the realtime subscription): the
    // server answers 401 to a token it no longer accepts, which ends the session.
    pb.afterSend = (response, data: unknown) => {
      if (response.status === 401 && this.isLoggedIn) this.expire();
      return data;
    };
    // A refreshed token (or a sign-out in another tab) replaces the session's own copy.
    pb.authStore.onChange((token, record) => {
      if (this.client !== pb) return;
      this.token = token;
      this.record = token ? ((record as SessionUser | null) ?? this.record) : null;
    });
    this.client = pb;
    return pb;
  }

  private persist() {
    const value = JSON.stringify({ token: this.token, record: this.record });
    (this.remember ? localStorage : sessionStorage).setItem(AUTH_KEY, value);
  }

  /** Signs in against the typed backend with the role expanded; throws a `RequestError` on failure. */
  async login({ email, password, hostname, remember }: Credentials): Promise<void> {
    const url = normalizeServerUrl(hostname);
    writeServerUrl(url);
    this.logout();
    this.serverUrl = url;
    this.remember = remember;
    const auth = await request<{ token: string; record: SessionUser }>(
      `${url}/api/collections/users/auth-with-password?expand=roleId`,
      { method: 'POST', body: JSON.stringify({ identity: email.trim(), password }) },
    );
    this.token = auth.token;
    this.record = auth.record;
    this.persist();
    this.error = null;
  }

  /**
   * Asks the backend to e-mail a password reset link in `locale`; throws a `RequestError` on failure,
   * including a mail the server could not send (503 `mail_not_sent`).
   */
  async requestPasswordReset(email: string, locale: string): Promise<void> {
    await request(`${this.serverUrl}/api/collections/users/request-password-reset`, {
      method: 'POST',
      body: JSON.stringify({ email, locale }),
    });
  }

  /**
   * Sets a new password with the token of a reset e-mail; throws a `RequestError` on failure. The e-mail's
   * link leads to the app served by the server that sent it, so that server is the page's own origin.
   */
  async confirmPasswordReset(
    token: string,
    password: string,
    passwordConfirm: string,
    serverUrl: string = window.location.origin,
  ): Promise<void> {
    await request(`${serverUrl}/api/collections/users/confirm-password-reset`, {
      method: 'POST',
      body: JSON.stringify({ token, password, passwordConfirm }),
    });
  }

  /** Clears the stored token and record (both stores) and the client's auth state. */
  logout(): void {
    if (this.client) {
      this.client.realtime.unsubscribe().catch(() => undefined);
      this.client.authStore.clear();
      this.client = null;
    }
    this.token = '';
    this.record = null;
    localStorage.removeItem(AUTH_KEY);
    sessionStorage.removeItem(AUTH_KEY);
  }

  /**
   * Ends a session the server no longer accepts, as the start-up verification does: the token and record
   * are cleared (both stores) and the sign-in page says the session expired. Listeners (the router, the query
   * client) are told once.
   */
  expire(): void {
    if (!this.isLoggedIn) return;
    this.token = '';
    this.record = null;
    localStorage.removeItem(AUTH_KEY);
    sessionStorage.removeItem(AUTH_KEY);
    // The client stays (without a token) until the next sign-in, so screens still on the way out render;
    // signing in again loads the app afresh.
    if (this.client) {
      this.client.realtime.unsubscribe().catch(() => undefined);
      this.client.authStore.clear();
    }
    this.error = 'expired';
    notifySessionExpired();
  }

  /**
   * Refreshes the token (and the role) while signed in; a refusal (401, 403, 404: the account or its
   * password changed) ends the session. A network failure or a server error is not a refusal: the next
   * refresh tries again.
   */
  async refresh(): Promise<void> {
    const pb = this.client;
    if (!pb || !this.isLoggedIn) return;
    try {
      await pb.collection('users').authRefresh({ expand: 'roleId', requestKey: null });
    } catch (error) {
      if (this.client === pb && [401, 403, 404].includes(failureStatus(error))) this.expire();
    }
  }

  /**
   * With no token, clears the record and reports false. Otherwise re-fetches the user by id with the role
   * expanded: success replaces the record; any failure empties the session and records `expired`.
   */
  async verify(): Promise<boolean> {
    if (!this.token || !this.record) {
      this.logout();
      return false;
    }
    try {
      this.record = await request<SessionUser>(
        `${this.serverUrl}/api/collections/users/records/${encodeURIComponent(this.record.id)}?expand=roleId`,
        { token: this.token },
      );
      this.persist();
      this.error = null;
      return true;
    } catch {
      this.logout();
      this.error = 'expired';
      return false;
    }
  }
}

/** The server's own message of a failed request, when it sent one. */
export function serverMessage(error: unknown): string | undefined {
  const e = error as Partial<ClientResponseError> | undefined;
  const message = e?.response && typeof e.response.message === 'string' ? e.response.message : undefined;
  return message || undefined;
}
