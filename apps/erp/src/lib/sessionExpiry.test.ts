import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  endSessionOnUnauthorized,
  notifySessionExpired,
  onSessionExpired,
  safeRedirect,
  setSessionEnder,
} from './sessionExpiry';

describe('endSessionOnUnauthorized', () => {
  afterEach(() => setSessionEnder(() => undefined));

  it('ends the session on a 401 only, and says so', () => {
    const end = vi.fn();
    setSessionEnder(end);
    expect(endSessionOnUnauthorized({ status: 401, response: {} })).toBe(true);
    expect(end).toHaveBeenCalledTimes(1);
    for (const error of [{ status: 403 }, { status: 404 }, { status: 500 }, { status: 0 }, new Error('x'), null]) {
      expect(endSessionOnUnauthorized(error)).toBe(false);
    }
    expect(end).toHaveBeenCalledTimes(1);
  });

  it('tells every listener until it unsubscribes', () => {
    const a = vi.fn();
    const b = vi.fn();
    const offA = onSessionExpired(a);
    const offB = onSessionExpired(b);
    notifySessionExpired();
    offA();
    notifySessionExpired();
    offB();
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(2);
  });
});

describe('safeRedirect', () => {
  it('keeps the pages of the app with their search', () => {
    expect(safeRedirect('/app')).toBe('/app');
    expect(safeRedirect('/app/crm/clients?search=Nile&page=2')).toBe('/app/crm/clients?search=Nile&page=2');
    expect(safeRedirect('/app#top')).toBe('/app#top');
  });

  it('refuses anything that could lead elsewhere', () => {
    for (const value of [
      undefined,
      42,
      '',
      '/auth',
      '/application',
      '//evil.example/app',
      'https://evil.example/app',
      '/app\\..\\evil',
      '/app/x\nLocation: y',
    ]) {
      expect(safeRedirect(value)).toBeUndefined();
    }
  });
});
