import { afterEach, describe, expect, it } from 'vitest';
import { readDraft } from './session-draft';

/** A tab's sessionStorage in the node test environment. */
const store = new Map<string, string>();
(globalThis as { sessionStorage?: unknown }).sessionStorage = {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => {
    store.set(k, v);
  },
  removeItem: (k: string) => {
    store.delete(k);
  },
};
afterEach(() => store.clear());

const initial = { reason: 'fraud', content: '', pictures: [] as string[] };

describe('a form draft kept in the session (issue 32, item 7)', () => {
  it('comes back as it was typed, for its own key only', () => {
    store.set('draft:complaint:abc', JSON.stringify({ reason: 'spam', content: '他冒用我的名片', pictures: ['/u/1.jpg'] }));
    expect(readDraft('draft:complaint:abc', initial)).toEqual({ reason: 'spam', content: '他冒用我的名片', pictures: ['/u/1.jpg'] });
    expect(readDraft('draft:complaint:other', initial)).toEqual(initial);
  });
  it('ignores junk and values of the wrong type, keeping the initial ones', () => {
    store.set('k', 'not json');
    expect(readDraft('k', initial)).toEqual(initial);
    store.set('k', JSON.stringify({ reason: 5, content: 'x', pictures: 'nope', extra: true }));
    expect(readDraft('k', initial)).toEqual({ reason: 'fraud', content: 'x', pictures: [] });
    store.set('k', JSON.stringify(['a']));
    expect(readDraft('k', initial)).toEqual(initial);
  });
});
