import type { APIRequestContext } from '@playwright/test';

import { BASE_URL } from '../fixtures/env';

/** Direct REST access for seeding records and proving the server's rules, as a given demo user. */
export class CrmApi {
  private constructor(
    private readonly request: APIRequestContext,
    readonly token: string,
  ) {}

  static async signIn(request: APIRequestContext, account: { email: string; password: string }): Promise<CrmApi> {
    const res = await request.post(`${BASE_URL}/api/collections/users/auth-with-password`, {
      data: { identity: account.email, password: account.password },
    });
    if (!res.ok()) throw new Error(`sign-in of ${account.email} failed: ${res.status()}`);
    const { token } = (await res.json()) as { token: string };
    return new CrmApi(request, token);
  }

  /** The PocketBase superuser of the e2e server (created by the global setup), for test fixtures such as roles. */
  static async superuser(request: APIRequestContext): Promise<CrmApi> {
    const res = await request.post(`${BASE_URL}/api/collections/_superusers/auth-with-password`, {
      data: { identity: 'superuser@e2e.test', password: 'Superuser123!' },
    });
    if (!res.ok()) throw new Error(`superuser sign-in failed: ${res.status()}`);
    const { token } = (await res.json()) as { token: string };
    return new CrmApi(request, token);
  }

  /** Uploads a file (into the `file` field unless told otherwise) with fields as multipart form data. */
  upload(
    collection: string,
    fields: Record<string, string>,
    file: { name: string; mimeType: string; buffer: Buffer },
    fileField = 'file',
  ) {
    return this.request.post(`${BASE_URL}/api/collections/${collection}/records`, {
      headers: this.headers,
      multipart: { ...fields, [fileField]: file },
    });
  }

  private get headers() {
    return { Authorization: this.token };
  }

  /** Creates a record and returns the raw response (tests assert on refusals too). */
  create(collection: string, data: Record<string, unknown>) {
    return this.request.post(`${BASE_URL}/api/collections/${collection}/records`, { headers: this.headers, data });
  }

  update(collection: string, id: string, data: Record<string, unknown>) {
    return this.request.patch(`${BASE_URL}/api/collections/${collection}/records/${id}`, {
      headers: this.headers,
      data,
    });
  }

  remove(collection: string, id: string) {
    return this.request.delete(`${BASE_URL}/api/collections/${collection}/records/${id}`, { headers: this.headers });
  }

  get(collection: string, id: string) {
    return this.request.get(`${BASE_URL}/api/collections/${collection}/records/${id}`, { headers: this.headers });
  }

  /** Calls a business action route, `POST /api/erp/{collection}/{id}/{action}` (payments, cancel, approve…). */
  action(path: string, data: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
    return this.request.post(`${BASE_URL}/api/erp/${path}`, { headers: { ...this.headers, ...headers }, data });
  }

  /** Lists records matching a filter (first page, up to 50), failing the test when the server refuses. */
  async list<T>(collection: string, filter: string, sort = ''): Promise<T[]> {
    const res = await this.request.get(`${BASE_URL}/api/collections/${collection}/records`, {
      headers: this.headers,
      params: { filter, sort, perPage: 50 },
    });
    if (!res.ok()) throw new Error(`list of ${collection} failed: ${res.status()}`);
    return ((await res.json()) as { items: T[] }).items;
  }

  /** Counts the records matching a filter. */
  async count(collection: string, filter: string): Promise<number> {
    const res = await this.request.get(`${BASE_URL}/api/collections/${collection}/records`, {
      headers: this.headers,
      params: { filter, perPage: 1 },
    });
    if (!res.ok()) throw new Error(`count of ${collection} failed: ${res.status()}`);
    return ((await res.json()) as { totalItems: number }).totalItems;
  }

  /**
   * As the superuser: creates an active user with a built-in role (by its English name), for a test that changes
   * the account (its password) without touching the demo accounts other tests sign in with.
   */
  async throwawayUser(
    email: string,
    password: string,
    role = 'Sales & Finance',
  ): Promise<{ id: string; email: string }> {
    const [found] = await this.list<{ id: string }>('roles', `name = "${role}"`);
    if (!found) throw new Error(`no role named ${role}`);
    return this.seed('users', {
      email,
      password,
      passwordConfirm: password,
      firstName: 'Test',
      lastName: 'User',
      roleId: found.id,
      active: true,
      status: 'active',
      verified: true,
    });
  }

  /** Creates a record and returns it; fails the test when the server refuses. */
  async seed<T extends { id: string }>(collection: string, data: Record<string, unknown>): Promise<T> {
    const res = await this.create(collection, data);
    if (!res.ok()) throw new Error(`seeding ${collection} failed: ${res.status()} ${await res.text()}`);
    return (await res.json()) as T;
  }
}
