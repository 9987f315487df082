import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { areaKeys, areaMutationOptions, areas, EVERYTHING, refresh } from './mutation';

const album = areaKeys('album');
const card = areaKeys('card');

function seeded() {
  const qc = new QueryClient();
  for (const key of [album.key('mine'), album.key('photos', 'a1'), card.key('mine'), ['account', 'me']]) qc.setQueryData(key, 1);
  return qc;
}
const stale = (qc: QueryClient) =>
  qc
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => q.queryKey.join('/'))
    .sort();

describe('area query keys and refresh', () => {
  it('builds keys under the area root', () => {
    expect(album.all).toEqual(['album']);
    expect(album.key('photos', 'a1')).toEqual(['album', 'photos', 'a1']);
  });

  it('refreshes every query of the named area and nothing else', async () => {
    const qc = seeded();
    await refresh(qc, [album.all]);
    expect(stale(qc)).toEqual(['album/mine', 'album/photos/a1']);
  });

  it('refreshes several areas, and everything when asked', async () => {
    const qc = seeded();
    await refresh(qc, [card.all, ['account']]);
    expect(stale(qc)).toEqual(['account/me', 'card/mine']);
    await refresh(qc, EVERYTHING);
    expect(stale(qc)).toHaveLength(4);
  });

  it('refreshes nothing for an empty list', async () => {
    const qc = seeded();
    await refresh(qc, []);
    expect(stale(qc)).toEqual([]);
  });
});

describe('area mutations', () => {
  const run = (qc: QueryClient, fn: () => Promise<unknown>, when?: 'success' | 'settled') =>
    new MutationObserver(qc, areaMutationOptions(qc, [album.all], fn, { when })).mutate(undefined).catch(() => 'failed');

  it('refresh their keys once the call succeeds', async () => {
    const qc = seeded();
    await run(qc, async () => 'ok');
    expect(stale(qc)).toEqual(['album/mine', 'album/photos/a1']);
  });

  it('leave the cache alone when the call fails, unless asked to refresh once settled', async () => {
    const qc = seeded();
    expect(
      await run(qc, async () => {
        throw new Error('refused');
      }),
    ).toBe('failed');
    expect(stale(qc)).toEqual([]);
    await run(
      qc,
      async () => {
        throw new Error('refused');
      },
      'settled',
    );
    expect(stale(qc)).toEqual(['album/mine', 'album/photos/a1']);
  });
});

it('gives every area its own root, named as the area', () => {
  for (const [name, keys] of Object.entries(areas)) expect(keys.all).toEqual([name]);
});
