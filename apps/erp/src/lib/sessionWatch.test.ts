import { describe, expect, it, vi } from 'vitest';

import { SESSION_REFRESH_MS, watchSession, type WatchTargets } from './sessionWatch';

/** A window and document that record their listeners and timer, driven by the test. */
function fakeBrowser() {
  const listeners = new Map<string, () => void>();
  let tick: (() => void) | undefined;
  let period = 0;
  const doc = { visibilityState: 'visible' as DocumentVisibilityState };
  const targets = {
    window: {
      addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
      removeEventListener: (type: string) => listeners.delete(type),
      setInterval: (fn: () => void, ms: number) => {
        tick = fn;
        period = ms;
        return 1;
      },
      clearInterval: () => {
        tick = undefined;
      },
    },
    document: {
      get visibilityState() {
        return doc.visibilityState;
      },
      addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
      removeEventListener: (type: string) => listeners.delete(type),
    },
  } as unknown as WatchTargets;
  return {
    targets,
    doc,
    period: () => period,
    tick: () => tick?.(),
    fire: (type: string) => listeners.get(type)?.(),
    listening: () => listeners.size,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('watchSession', () => {
  it('refreshes on the interval, on focus and when the page becomes visible, never while hidden', async () => {
    const browser = fakeBrowser();
    let clock = 0;
    const session = { isLoggedIn: true, refresh: vi.fn(() => Promise.resolve()) };
    const stop = watchSession(session, browser.targets, SESSION_REFRESH_MS, () => clock);
    expect(browser.period()).toBe(30_000);
    expect(SESSION_REFRESH_MS).toBeLessThanOrEqual(30_000); // noticed within a minute

    browser.tick();
    await settle();
    expect(session.refresh).toHaveBeenCalledTimes(1);

    // Focus right after a refresh is not worth another request; later it is.
    browser.fire('focus');
    expect(session.refresh).toHaveBeenCalledTimes(1);
    clock += 10_000;
    browser.fire('focus');
    await settle();
    expect(session.refresh).toHaveBeenCalledTimes(2);

    browser.doc.visibilityState = 'hidden';
    clock += 60_000;
    browser.tick();
    browser.fire('visibilitychange');
    expect(session.refresh).toHaveBeenCalledTimes(2);
    browser.doc.visibilityState = 'visible';
    browser.fire('visibilitychange');
    await settle();
    expect(session.refresh).toHaveBeenCalledTimes(3);

    stop();
    expect(browser.listening()).toBe(0);
    browser.tick();
    expect(session.refresh).toHaveBeenCalledTimes(3);
  });

  it('does nothing while signed out, and one refresh at a time', async () => {
    const browser = fakeBrowser();
    let resolve = () => undefined as void;
    const session = {
      isLoggedIn: false,
      refresh: vi.fn(
        () =>
          new Promise<void>((r) => {
            resolve = r;
          }),
      ),
    };
    watchSession(session, browser.targets);
    browser.tick();
    expect(session.refresh).not.toHaveBeenCalled();

    session.isLoggedIn = true;
    browser.tick();
    browser.tick();
    expect(session.refresh).toHaveBeenCalledTimes(1);
    resolve();
    await settle();
    browser.tick();
    expect(session.refresh).toHaveBeenCalledTimes(2);
  });
});
