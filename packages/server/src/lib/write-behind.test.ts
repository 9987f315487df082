import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeBehind } from './write-behind';

afterEach(() => { vi.useRealTimers(); });

describe('write-behind', () => {
  const make = (over: Partial<Parameters<typeof writeBehind<number>>[0]> = {}) => {
    const batches: number[][] = [];
    const errors: number[] = [];
    const q = writeBehind<number>({ maxBatch: 3, intervalMs: 1000, maxPending: 5, write: async (b) => { batches.push(b); }, onError: (_e, lost) => errors.push(lost), ...over });
    return { q, batches, errors };
  };

  it('writes nothing before the interval, then everything waiting in one batch', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { q, batches } = make();
    q.push(1); q.push(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(batches).toEqual([]);
    expect(q.pending()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    // The timer took both; they are written after the event loop's next turn (write-behind.ts nextTurn), and count
    // as pending until then.
    expect(q.pending()).toBe(2);
    await q.flush();
    expect(batches).toEqual([[1, 2]]);
    expect(q.pending()).toBe(0);
  });
  it('writes at once when maxBatch items wait, in batches of at most maxBatch', async () => {
    const { q, batches } = make({ maxPending: 10 });
    [1, 2, 3].forEach((n) => q.push(n));
    await q.flush();
    expect(batches).toEqual([[1, 2, 3]]);
    [4, 5, 6, 7].forEach((n) => q.push(n));
    await q.flush();
    expect(batches).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });
  it('refuses the item past maxPending (the edge is kept, one more is not)', () => {
    const { q } = make({ maxBatch: 100 });
    for (let i = 0; i < 5; i++) expect(q.push(i)).toBe(true);
    expect(q.push(5)).toBe(false);
    expect(q.pending()).toBe(5);
  });
  it('counts the items being written toward maxPending: a slow writer holds back new items instead of piling up batches', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => { release = resolve; });
    const { q, batches } = make({ write: async (b) => { await gate; batches.push(b); } });
    [1, 2, 3].forEach((n) => expect(q.push(n)).toBe(true)); // a full batch: taken for writing at once
    expect(q.push(4)).toBe(true);
    expect(q.push(5)).toBe(true);
    expect(q.push(6)).toBe(false); // 3 being written + 2 waiting = maxPending
    expect(q.pending()).toBe(5);
    release();
    await q.flush();
    expect(batches).toEqual([[1, 2, 3], [4, 5]]);
    expect(q.push(6)).toBe(true);
  });
  it('reports a failed batch with its size and goes on with the next', async () => {
    let first = true;
    const { q, errors, batches } = make({ write: async (b) => { if (first) { first = false; throw new Error('disk full'); } batches.push(b); } });
    q.push(1);
    await q.flush();
    q.push(2);
    await q.close();
    expect(errors).toEqual([1]);
    expect(batches).toEqual([[2]]);
  });
});
