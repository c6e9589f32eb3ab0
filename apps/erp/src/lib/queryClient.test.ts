import { afterEach, describe, expect, it, vi } from 'vitest';

import { appQueryClient } from './queryClient';
import { setSessionEnder } from './sessionExpiry';

afterEach(() => setSessionEnder(() => undefined));

describe('appQueryClient', () => {
  it('ends the session when a query or a mutation is answered 401, and only then', async () => {
    const end = vi.fn();
    setSessionEnder(end);
    const client = appQueryClient();
    const failWith = (status: number) => () => Promise.reject(Object.assign(new Error('x'), { status }));

    await expect(client.fetchQuery({ queryKey: ['t', 500], queryFn: failWith(500), retry: false })).rejects.toThrow();
    await expect(client.fetchQuery({ queryKey: ['t', 403], queryFn: failWith(403), retry: false })).rejects.toThrow();
    expect(end).not.toHaveBeenCalled();

    await expect(client.fetchQuery({ queryKey: ['t', 401], queryFn: failWith(401), retry: false })).rejects.toThrow();
    expect(end).toHaveBeenCalledTimes(1);

    const mutation = client.getMutationCache().build(client, { mutationFn: failWith(401) });
    await expect(mutation.execute(undefined)).rejects.toThrow();
    expect(end).toHaveBeenCalledTimes(2);
  });
});
