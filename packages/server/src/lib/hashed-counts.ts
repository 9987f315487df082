/**
 * Counters keyed by text, held as two 32-bit hashes of the key and a count in typed arrays (open addressing, linear
 * probing, grown at 3/4 full): 12 bytes a slot, 16-32 bytes a key whatever its length (24-48 when grown at half
 * full: 1.5 MB a table at the bench's 42,600 visitors instead of 0.8, docs/bench.md session 15). A Map of string keys costs a
 * key string (often a concatenation V8 keeps unflattened) and an entry: about 110 bytes a key. The rate budgets hold
 * one counter per client address and budget for up to an hour; after the bench's card load that was 80,228 keys and
 * 8.7 MB of heap in a Map, 3.2 MB here (docs/bench.md session 13). Two different keys share a counter only when both
 * 32-bit hashes agree: for 100,000 live keys about one chance in 4 billion, and a shared counter can only make a
 * budget stricter, never looser.
 */
export interface HashedCounts {
  /** The count of `key` (0 when never counted). */
  get(key: string): number;
  /** Adds `delta` to the count of `key` (never below 0) and answers the new count. */
  add(key: string, delta: number): number;
  /** How many keys hold a counter. */
  size(): number;
}

/** 32-bit FNV-1a with a seed, finished with murmur3's mix so that near keys ("10.0.0.1", "10.0.0.2") spread. */
function hash(key: string, seed: number): number {
  let h = seed;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export function hashedCounts(initialSlots = 64): HashedCounts {
  let slots = 2 ** Math.max(1, Math.ceil(Math.log2(initialSlots)));
  // A slot is empty while its second hash is 0 (a key's second hash is never 0: see `second`).
  let first = new Uint32Array(slots);
  let second = new Uint32Array(slots);
  let counts = new Uint32Array(slots);
  let used = 0;

  const secondOf = (key: string) => hash(key, 0x9747b28c) || 1;
  /** The slot of the key's hashes: where they are, or the empty slot where they would go. */
  const slotOf = (a: number, b: number) => {
    let i = a & (slots - 1);
    while (second[i] !== 0 && (first[i] !== a || second[i] !== b)) i = (i + 1) & (slots - 1);
    return i;
  };
  const grow = () => {
    const [oldFirst, oldSecond, oldCounts] = [first, second, counts];
    slots *= 2;
    first = new Uint32Array(slots);
    second = new Uint32Array(slots);
    counts = new Uint32Array(slots);
    for (let j = 0; j < oldSecond.length; j++) {
      if (oldSecond[j] === 0) continue;
      const i = slotOf(oldFirst[j]!, oldSecond[j]!);
      first[i] = oldFirst[j]!;
      second[i] = oldSecond[j]!;
      counts[i] = oldCounts[j]!;
    }
  };

  return {
    get(key) {
      const i = slotOf(hash(key, 0x811c9dc5), secondOf(key));
      return second[i] === 0 ? 0 : counts[i]!;
    },
    add(key, delta) {
      const a = hash(key, 0x811c9dc5);
      const b = secondOf(key);
      let i = slotOf(a, b);
      if (second[i] === 0) {
        if (delta <= 0) return 0; // nothing to take back from a key never counted
        // Linear probing at 3/4 full still ends a probe within a few slots on the hashes' spread (unit-tested).
        if ((used + 1) * 4 > slots * 3) {
          grow();
          i = slotOf(a, b);
        }
        first[i] = a;
        second[i] = b;
        used += 1;
      }
      // A key taken back to 0 keeps its slot (the window's end frees them all), so probing past it stays right.
      counts[i] = Math.max(0, counts[i]! + delta);
      return counts[i]!;
    },
    size: () => used,
  };
}
