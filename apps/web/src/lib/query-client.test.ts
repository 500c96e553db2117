import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { ME_QUERY_KEY, type CurrentUser } from './auth';
import { createQueryClient, SEEDED_FRESH_MS, seedAnswer } from './query-client';

const owner = { _id: 'a'.repeat(24), name: 'Owner', role: 'user' } as unknown as CurrentUser;

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Runs a read that fails with `errors` in turn, then answers; returns the calls and outcome. */
async function read(errors: Error[]) {
  const client = createQueryClient();
  client.setQueryData(ME_QUERY_KEY, owner);
  let calls = 0;
  const queryFn = () => {
    calls += 1;
    const error = errors[calls - 1];
    return error === undefined ? Promise.resolve('rows') : Promise.reject(error);
  };
  const outcome = client
    .fetchQuery({ queryKey: ['list'], queryFn })
    .then((data) => ({ data }))
    .catch((error: unknown) => ({ error }));
  await vi.runAllTimersAsync();
  return { client, calls: () => calls, outcome: await outcome };
}

describe('the app cache', () => {
  it('tries a read that got 503 again after Retry-After, and gets it', async () => {
    const { calls, outcome } = await read([
      new ApiError(503, 'busy', 1000),
      new ApiError(503, 'busy', 1000),
    ]);
    expect(outcome).toEqual({ data: 'rows' });
    expect(calls()).toBe(3);
  });

  it('waits as asked before trying again', async () => {
    const client = createQueryClient();
    let calls = 0;
    const queryFn = () => {
      calls += 1;
      return calls === 1 ? Promise.reject(new ApiError(503, 'busy', 2000)) : Promise.resolve(1);
    };
    const done = client.fetchQuery({ queryKey: ['x'], queryFn });
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);
    await expect(done).resolves.toBe(1);
  });

  it('gives up after three retries, with the last error', async () => {
    const { calls, outcome } = await read(Array.from({ length: 9 }, () => new ApiError(0, null)));
    expect(calls()).toBe(4);
    expect(outcome).toEqual({ error: expect.any(ApiError) as unknown });
  });

  it('does not try a refusal again', async () => {
    const { calls } = await read([new ApiError(403, 'No.')]);
    expect(calls()).toBe(1);
  });

  it('never repeats a write', async () => {
    const client = createQueryClient();
    const mutationFn = vi.fn(() => Promise.reject(new ApiError(503, 'busy', 1000)));
    const sent = client
      .getMutationCache()
      .build(client, { mutationFn })
      .execute(undefined)
      .catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    expect(await sent).toBeInstanceOf(ApiError);
    expect(mutationFn).toHaveBeenCalledTimes(1);
  });

  it('signs the person out on a 401, and on nothing else', async () => {
    for (const status of [0, 403, 404, 500, 503]) {
      const { client } = await read(Array.from({ length: 9 }, () => new ApiError(status, null)));
      expect(client.getQueryData(ME_QUERY_KEY)).toEqual(owner);
    }
    const { client } = await read([new ApiError(401, 'Please log in first.')]);
    expect(client.getQueryData(ME_QUERY_KEY)).toBeNull();
  });
});

describe('the answers a page arrived with', () => {
  /** Mounts a read of `key` as a screen does; returns how many times it asked the server. */
  function mount(client: ReturnType<typeof createQueryClient>, key: string[]) {
    const queryFn = vi.fn(() => Promise.resolve('new rows'));
    const unsubscribe = new QueryObserver(client, { queryKey: key, queryFn }).subscribe(() => {});
    return { queryFn, unsubscribe };
  }

  it('are taken over without asking again while fresh, and read anew after', async () => {
    const client = createQueryClient();
    seedAnswer(client, ['/jobs'], 'rows of the page');
    const first = mount(client, ['/jobs']);
    await vi.runAllTimersAsync();
    expect(first.queryFn).not.toHaveBeenCalled();
    expect(client.getQueryData(['/jobs'])).toBe('rows of the page');
    // A second screen reading it meanwhile shares the page's answer.
    const beside = mount(client, ['/jobs']);
    await vi.runAllTimersAsync();
    expect(beside.queryFn).not.toHaveBeenCalled();
    beside.unsubscribe();

    vi.advanceTimersByTime(SEEDED_FRESH_MS);
    first.unsubscribe();
    const later = mount(client, ['/jobs']);
    await vi.runAllTimersAsync();
    expect(later.queryFn).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(['/jobs'])).toBe('new rows');
    later.unsubscribe();

    // The answer read since is an answer like any other: stale at once.
    const again = mount(client, ['/jobs']);
    await vi.runAllTimersAsync();
    expect(again.queryFn).toHaveBeenCalledTimes(1);
    again.unsubscribe();
  });

  it('are read anew once the screen that showed them is gone, even within the 30 s', async () => {
    const client = createQueryClient();
    seedAnswer(client, ['/gym/home'], 'figures of the page');
    const home = mount(client, ['/gym/home']);
    await vi.runAllTimersAsync();
    expect(home.queryFn).not.toHaveBeenCalled();
    home.unsubscribe();

    // The owner went to add a member and came back a few seconds later.
    vi.advanceTimersByTime(5_000);
    const back = mount(client, ['/gym/home']);
    await vi.runAllTimersAsync();
    expect(back.queryFn).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(['/gym/home'])).toBe('new rows');
    back.unsubscribe();
  });

  it('leave every other answer stale at once', async () => {
    const client = createQueryClient();
    seedAnswer(client, ['/jobs'], 'rows of the page');
    client.setQueryData(['/jobs/counts'], 'counts kept by the app');
    const counts = mount(client, ['/jobs/counts']);
    await vi.runAllTimersAsync();
    expect(counts.queryFn).toHaveBeenCalledTimes(1);
    counts.unsubscribe();
  });
});
