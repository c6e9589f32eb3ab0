import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AUTH_KEY, Session } from './session';
import { endSessionOnUnauthorized, onSessionExpired } from './sessionExpiry';

/** A Storage kept in memory. */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

const user = { id: 'u1', email: 'sales@erp.local', roleId: 'r1', collectionId: 'c', collectionName: 'users' };

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.stubGlobal('window', {
    location: { hostname: '127.0.0.1', origin: 'http://127.0.0.1:8090' },
    localStorage,
    addEventListener: () => undefined,
  });
  localStorage.setItem(AUTH_KEY, JSON.stringify({ token: 'tok', record: user }));
});
afterEach(() => vi.unstubAllGlobals());

describe('Session.expire', () => {
  it('ends the session as the start-up verification does, and tells the listeners once', () => {
    const session = new Session();
    const listener = vi.fn();
    const off = onSessionExpired(listener);
    expect(session.isLoggedIn).toBe(true);

    // Any 401 noticed anywhere ends this session.
    expect(endSessionOnUnauthorized({ status: 401 })).toBe(true);
    expect(session.isLoggedIn).toBe(false);
    expect(session.user).toBeNull();
    expect(session.error).toBe('expired');
    expect(localStorage.getItem(AUTH_KEY)).toBeNull();
    expect(sessionStorage.getItem(AUTH_KEY)).toBeNull();
    session.expire();
    expect(listener).toHaveBeenCalledTimes(1);
    off();
  });

  it('ends on a 401 answered to any SDK call, and keeps its client for the screens on their way out', async () => {
    const session = new Session();
    const pb = await session.loadClient();
    expect(pb.authStore.token).toBe('tok');
    await pb.afterSend!(new Response(null, { status: 403 }), {}, {});
    expect(session.isLoggedIn).toBe(true);
    await pb.afterSend!(new Response(null, { status: 401 }), {}, {});
    expect(session.isLoggedIn).toBe(false);
    expect(session.error).toBe('expired');
    expect(session.pb).toBe(pb);
    expect(pb.authStore.token).toBe('');
  });
});

describe('Session.refresh', () => {
  it('ends the session when the server refuses the token, not when it cannot be reached', async () => {
    const session = new Session();
    const pb = await session.loadClient();
    const users = pb.collection('users');
    const refresh = vi.spyOn(users, 'authRefresh');

    refresh.mockRejectedValueOnce({ status: 0 });
    await session.refresh();
    refresh.mockRejectedValueOnce({ status: 503 });
    await session.refresh();
    expect(session.isLoggedIn).toBe(true);

    refresh.mockImplementationOnce(async () => {
      pb.authStore.save('rotated', { ...user, firstName: 'Mona' });
      return { token: 'rotated', record: user };
    });
    await session.refresh();
    expect(session.isLoggedIn).toBe(true);
    expect(session.user?.firstName).toBe('Mona');
    expect(JSON.parse(localStorage.getItem(AUTH_KEY)!).token).toBe('rotated');

    refresh.mockRejectedValueOnce({ status: 404 });
    await session.refresh();
    expect(session.isLoggedIn).toBe(false);
    expect(session.error).toBe('expired');
    expect(refresh).toHaveBeenCalledWith({ expand: 'roleId', requestKey: null });
  });
});

describe('password reset requests', () => {
  it('asks for the mail in the page language, and sets the password on the server that sent the link', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    const session = new Session();
    await session.requestPasswordReset('sales@erp.local', 'ar-EG');
    await session.confirmPasswordReset('t0k', 'Fresh-Pass-1', 'Fresh-Pass-1');
    const calls = fetch.mock.calls as unknown as [string, RequestInit][];
    expect(calls).toHaveLength(2);
    expect(calls[0]![0]).toBe('http://127.0.0.1:8090/api/collections/users/request-password-reset');
    expect(JSON.parse(String(calls[0]![1].body))).toEqual({ email: 'sales@erp.local', locale: 'ar-EG' });
    expect(calls[1]![0]).toBe('http://127.0.0.1:8090/api/collections/users/confirm-password-reset');
    expect(JSON.parse(String(calls[1]![1].body))).toEqual({
      token: 't0k',
      password: 'Fresh-Pass-1',
      passwordConfirm: 'Fresh-Pass-1',
    });

    fetch.mockResolvedValueOnce(
      new Response(JSON.stringify({ status: 503, data: { email: { code: 'mail_not_sent' } } }), { status: 503 }),
    );
    await expect(session.requestPasswordReset('sales@erp.local', 'en-US')).rejects.toMatchObject({ status: 503 });
  });
});
