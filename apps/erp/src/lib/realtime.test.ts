import { ClientResponseError } from 'pocketbase';
import { describe, expect, it, vi } from 'vitest';

import { followCollection, type RealtimeClient } from './realtime';

/** A realtime client whose subscriptions the test resolves, fires and checks. */
function fakeClient() {
  const listeners = new Map<string, (data: unknown) => void>();
  const pending: Array<() => void> = [];
  const unsubscribed: string[] = [];
  let refuse: unknown;
  const subscribe = (topic: string, callback: (data: unknown) => void) =>
    new Promise<() => Promise<void>>((resolve, reject) => {
      pending.push(() => {
        if (refuse) return reject(refuse);
        listeners.set(topic, callback);
        resolve(async () => {
          unsubscribed.push(topic);
          listeners.delete(topic);
        });
      });
    });
  const client: RealtimeClient = {
    realtime: { subscribe },
    collection: (name) => ({ subscribe: (topic, callback) => subscribe(`${name}/${topic}`, callback) }),
  };
  return {
    client,
    /** The server answers the oldest subscription request. */
    answer: async () => {
      pending.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    fire: (topic: string) => listeners.get(topic)?.({}),
    refuseWith: (error: unknown) => {
      refuse = error;
    },
    unsubscribed,
  };
}

describe('followCollection', () => {
  it('invalidates once the server holds the subscription, on every change, and on reconnection only', async () => {
    const fake = fakeClient();
    const invalidate = vi.fn();
    const stop = followCollection(fake.client, 'clients', invalidate, vi.fn());

    await fake.answer(); // PB_CONNECT listener registered
    fake.fire('PB_CONNECT'); // the stream's first connection, before the subscription is held
    expect(invalidate).not.toHaveBeenCalled();
    await fake.answer(); // clients/* held: what was read before it may have missed a change
    expect(invalidate).toHaveBeenCalledTimes(1);

    fake.fire('clients/*');
    expect(invalidate).toHaveBeenCalledTimes(2);
    fake.fire('PB_CONNECT'); // a reconnection: events of the gap are not replayed
    expect(invalidate).toHaveBeenCalledTimes(3);

    stop();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.unsubscribed).toEqual(['PB_CONNECT', 'clients/*']);
    fake.fire('clients/*');
    expect(invalidate).toHaveBeenCalledTimes(3);
  });

  it('stopped before the server answers, unsubscribes what it got and invalidates nothing', async () => {
    const fake = fakeClient();
    const invalidate = vi.fn();
    const stop = followCollection(fake.client, 'clients', invalidate, vi.fn());
    await fake.answer();
    stop();
    await fake.answer();
    expect(fake.unsubscribed).toEqual(['PB_CONNECT', 'clients/*']);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('ends the session when the subscription is refused for authentication, not when the server is away', async () => {
    for (const [status, ends] of [
      [401, true],
      [403, true],
      [0, false],
    ] as const) {
      const fake = fakeClient();
      fake.refuseWith(new ClientResponseError({ status }));
      const onAuthRefused = vi.fn();
      const invalidate = vi.fn();
      followCollection(fake.client, 'clients', invalidate, onAuthRefused);
      await fake.answer();
      expect(onAuthRefused).toHaveBeenCalledTimes(ends ? 1 : 0);
      expect(invalidate).not.toHaveBeenCalled();
    }
  });
});
