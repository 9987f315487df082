import { describe, expect, it } from 'vitest';
import { lruGet } from './lru';

describe('lruGet', () => {
  it('makes a value once and answers it again while kept', () => {
    const map = new Map<string, number>();
    let made = 0;
    expect(lruGet(map, 'a', 2, () => ++made)).toBe(1);
    expect(lruGet(map, 'a', 2, () => ++made)).toBe(1);
    expect(made).toBe(1);
  });

  it('holds exactly max entries; one past puts out the least recently used', () => {
    const map = new Map<string, string>();
    lruGet(map, 'a', 2, () => 'A');
    lruGet(map, 'b', 2, () => 'B');
    expect([...map.keys()]).toEqual(['a', 'b']); // at the limit: nothing out
    lruGet(map, 'a', 2, () => 'A2'); // a hit makes `a` the most recent
    lruGet(map, 'c', 2, () => 'C'); // one past: `b`, unused longest, goes
    expect([...map.entries()]).toEqual([
      ['a', 'A'],
      ['c', 'C'],
    ]);
  });
});
