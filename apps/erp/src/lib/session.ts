import PocketBase, { BaseAuthStore, LocalAuthStore, type AuthRecord, type ClientResponseError } from 'pocketbase';

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
  email: string;
  firstName?: string;
  lastName?: string;
  roleId: string;
  expand?: { roleId?: SessionRole };
};

// "Remember me" off keeps the session for this browser tab only (sessionStorage): the same `{token, record}`
// shape, gone when the tab closes. On, it lives in localStorage as the specification describes.
class TabAuthStore extends BaseAuthStore {
  constructor(private readonly key: string) {
    super();
    try {
      const raw = sessionStorage.getItem(key);
      if (raw) {
        const { token, record } = JSON.parse(raw) as { token: string; record: AuthRecord };
        super.save(token, record);
      }
    } catch {
      sessionStorage.removeItem(key);
    }
  }
  override save(token: string, record?: AuthRecord) {
    super.save(token, record);
    sessionStorage.setItem(this.key, JSON.stringify({ token, record }));
  }
  override clear() {
    super.clear();
    sessionStorage.removeItem(this.key);
  }
}

function createClient(url: string, remember: boolean): PocketBase {
  const store = remember ? new LocalAuthStore(AUTH_KEY) : new TabAuthStore(AUTH_KEY);
  const pb = new PocketBase(url, store);
  // TanStack Query deduplicates and cancels through its own AbortSignal; the SDK's auto-cancellation
  // (keyed by method and path) would cancel unrelated concurrent list requests.
  pb.autoCancellation(false);
  return pb;
}

/**
 * The browser session: one PocketBase client on the chosen backend, its auth state, and the operations of
 * spec part 1 §4 (login, logout, verify token).
 */
export class Session {
  pb: PocketBase;
  error: SessionError | null = null;

  constructor() {
    const remembered = Boolean(localStorage.getItem(AUTH_KEY));
    this.pb = createClient(readServerUrl(), remembered || !sessionStorage.getItem(AUTH_KEY));
  }

  /** Logged in means both a token and a user record exist. */
  get isLoggedIn(): boolean {
    return Boolean(this.pb.authStore.token && this.pb.authStore.record);
  }

  get user(): SessionUser | null {
    return (this.pb.authStore.record as SessionUser | null) ?? null;
  }

  get serverUrl(): string {
    return this.pb.baseURL;
  }

  /** The permission keys of the user's role (for hiding actions; the server enforces them regardless). */
  get permissions(): ReadonlySet<string> {
    return new Set(this.user?.expand?.roleId?.permissions ?? []);
  }

  can(key: string): boolean {
    return this.permissions.has(key);
  }

  /** Signs in against the typed backend with the role expanded; throws the SDK's error on failure. */
  async login({ email, password, hostname, remember }: Credentials): Promise<void> {
    const url = normalizeServerUrl(hostname);
    writeServerUrl(url);
    this.logout();
    this.pb = createClient(url, remember);
    await this.pb.collection('users').authWithPassword(email.trim(), password, { expand: 'roleId', requestKey: null });
    this.error = null;
  }

  /** Clears the stored token and record (both stores) and the client's auth state. */
  logout(): void {
    this.pb.realtime.unsubscribe().catch(() => undefined);
    this.pb.authStore.clear();
    localStorage.removeItem(AUTH_KEY);
    sessionStorage.removeItem(AUTH_KEY);
  }

  /**
   * With no token, clears the record and reports false. Otherwise re-fetches the user by id with the role
   * expanded: success replaces the record; any failure empties the session and records `expired`.
   */
  async verify(): Promise<boolean> {
    const { token, record } = this.pb.authStore;
    if (!token || !record) {
      this.pb.authStore.clear();
      return false;
    }
    try {
      const fresh = await this.pb
        .collection('users')
        .getOne<SessionUser>(record.id, { expand: 'roleId', requestKey: null });
      this.pb.authStore.save(token, fresh);
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
