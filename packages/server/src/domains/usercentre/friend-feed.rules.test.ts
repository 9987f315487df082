import { describe, expect, it } from 'vitest';
import { authorsOfKind, mergePages, newerFirst } from './friend-feed.rules';

const at = (ms: number) => new Date(1_700_000_000_000 + ms);

describe("friends' feed rules", () => {
  it("orders newest first, then by id descending on a tie (the cursor's order)", () => {
    const rows = [
      { at: at(0), id: 'b' },
      { at: at(1), id: 'a' },
      { at: at(0), id: 'c' },
      { at: at(0), id: 'B' },
    ];
    expect(rows.sort(newerFirst).map((r) => r.id)).toEqual(['a', 'c', 'b', 'B']);
  });

  it("merges each kind's page into the newest `take` rows, one past the page size kept for hasMore", () => {
    const articles = [
      { at: at(5), id: 'a1' },
      { at: at(1), id: 'a2' },
    ];
    const videos = [
      { at: at(4), id: 'v1' },
      { at: at(3), id: 'v2' },
    ];
    expect(mergePages([articles, videos, []], 3).map((r) => r.id)).toEqual(['a1', 'v1', 'v2']);
    expect(mergePages([articles, videos], 4)).toHaveLength(4);
    expect(mergePages([articles, videos], 5)).toHaveLength(4);
  });

  it('takes an author off a kind whose module they hid, and only that kind', () => {
    const hidden = [{ userId: 'u1', moduleId: 54 }];
    expect(authorsOfKind('video', ['u1', 'u2'], hidden)).toEqual(['u2']);
    expect(authorsOfKind('product', ['u1', 'u2'], hidden)).toEqual(['u1', 'u2']);
    // Articles have no module on the card: never hidden this way.
    expect(authorsOfKind('article', ['u1'], [{ userId: 'u1', moduleId: 5 }])).toEqual(['u1']);
  });
});
