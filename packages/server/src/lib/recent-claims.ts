/**
 * Who was seen lately, in typed arrays: each claim is a 64-bit key (two 32-bit halves of a hash) and the instant it
 * was made, kept in arrival order (a ring) and found through an open-addressing index (linear probing, at most 3/4
 * full). The ring grows by a quarter when full of claims: 16-20 bytes a claim in it and 5-7 in the index, whatever
 * the key was made from. The card visits' Map of 12-character keys and timestamps cost ~54 bytes a visitor after a
 * full collection, and the memory after the bench's card load grows with its visitors (issue 30 item 4, docs/bench.md
 * session 15).
 *
 * Pure: the caller passes every instant, so the window's and the bound's edges are unit-tested.
 */
export interface RecentClaims {
  /** When the key was claimed, or undefined when it holds no claim. `a` places the key in the index: a hash's bits. */
  claimedAt(a: number, b: number): number | undefined;
  /** Claims the key at `at`, replacing an earlier claim of it (the key becomes the newest). */
  claim(a: number, b: number, at: number): void;
  /** Forgets the key's claim only if it is the one made at `at` (a later claim replaced it otherwise). */
  forget(a: number, b: number, at: number): void;
  /** Forgets, oldest first, the claims made before `since`, and more while more than `max` are held. */
  forgetOld(since: number): void;
  /** How many keys hold a claim. */
  size(): number;
}

const EMPTY = 0;

/** `max`: the most claims held once `forgetOld` has run (one more may be held between a claim and that call). */
export function recentClaims(max: number, initialSlots = 1024): RecentClaims {
  // The ring: claims in arrival order from `head` (oldest) for `length` slots; a forgotten one in the middle stays
  // as a gap (its instant NaN) until the head passes it, so forgetting never shifts the ring. Never more slots than
  // keep max + 1 claims at most 3/4 of it (so a full ring always has gaps to squeeze out), never fewer than `least`.
  const least = Math.max(4, Math.min(initialSlots, ringFor(max + 1)));
  let cap = least;
  let first = new Uint32Array(cap);
  let second = new Uint32Array(cap);
  let at = new Float64Array(cap);
  let head = 0;
  let length = 0;
  let live = 0;
  // The index: a ring position + 1 per slot (EMPTY when free), at most 3/4 full (any slot count: modulo, not a mask).
  let index = new Int32Array(indexSlotsFor(cap));

  const home = (a: number) => a % index.length;
  /** The index slot holding the key, or the free slot where it would go. */
  const slotOf = (a: number, b: number) => {
    let i = home(a);
    for (let p = index[i]!; p !== EMPTY; p = index[i]!) {
      if (first[p - 1] === a && second[p - 1] === b) return i;
      i = i + 1 === index.length ? 0 : i + 1;
    }
    return i;
  };
  /** Empties an index slot, moving later entries of its probe run back so that each stays reachable from its home. */
  const unindex = (slot: number) => {
    let i = slot;
    let j = slot;
    for (;;) {
      index[i] = EMPTY;
      for (;;) {
        j = j + 1 === index.length ? 0 : j + 1;
        const p = index[j]!;
        if (p === EMPTY) return;
        const k = home(first[p - 1]!);
        // The entry at j stays when its home lies cyclically in (i, j]: the gap at i is not on its probe path.
        if (i <= j ? i < k && k <= j : i < k || k <= j) continue;
        index[i] = p;
        i = j;
        break;
      }
    }
  };
  /** Rebuilds ring and index at `newCap` slots, dropping the gaps. */
  const rebuild = (newCap: number) => {
    const [f, s, t] = [first, second, at];
    const [h, n, c] = [head, length, cap];
    cap = newCap;
    first = new Uint32Array(cap);
    second = new Uint32Array(cap);
    at = new Float64Array(cap);
    index = new Int32Array(indexSlotsFor(cap));
    head = 0;
    length = 0;
    for (let q = 0; q < n; q++) {
      const from = (h + q) % c;
      if (!Number.isNaN(t[from])) put(f[from]!, s[from]!, t[from]!);
    }
  };
  /** Appends a claim of a key not in the index (room checked by the caller). */
  const put = (a: number, b: number, when: number) => {
    const pos = (head + length) % cap;
    first[pos] = a;
    second[pos] = b;
    at[pos] = when;
    length += 1;
    index[slotOf(a, b)] = pos + 1;
  };
  /** Drops the oldest slot of the ring (a claim or a gap). */
  const dropHead = () => {
    if (!Number.isNaN(at[head])) {
      unindex(slotOf(first[head]!, second[head]!));
      live -= 1;
    }
    head = (head + 1) % cap;
    length -= 1;
  };

  return {
    claimedAt(a, b) {
      const p = index[slotOf(a, b)]!;
      return p === EMPTY ? undefined : at[p - 1];
    },
    claim(a, b, when) {
      const slot = slotOf(a, b);
      const p = index[slot]!;
      if (p !== EMPTY) {
        at[p - 1] = Number.NaN;
        unindex(slot);
        live -= 1;
      }
      // Full: mostly gaps are squeezed out; mostly claims, the ring grows by a quarter (up to what max + 1 needs,
      // unless a caller holds more by not forgetting: then it grows anyway rather than overwrite a claim).
      if (length === cap) {
        const grown = Math.min(ringFor(max + 1), Math.ceil(cap * 1.25));
        rebuild(live * 4 <= cap * 3 ? cap : grown > live ? grown : Math.ceil(cap * 1.25));
      }
      put(a, b, when);
      live += 1;
    },
    forget(a, b, when) {
      const slot = slotOf(a, b);
      const p = index[slot]!;
      if (p === EMPTY || at[p - 1] !== when) return;
      at[p - 1] = Number.NaN;
      unindex(slot);
      live -= 1;
    },
    forgetOld(since) {
      while (length > 0 && (Number.isNaN(at[head]) || at[head]! < since || live > max)) dropHead();
      // A burst's ring is given back once its claims have gone (down to twice what is left, so it does not swing).
      if (cap > least && live * 4 < cap) rebuild(Math.max(least, live * 2));
    },
    size: () => live,
  };
}

/** Ring slots that hold `claims` at 3/4 full. */
const ringFor = (claims: number) => Math.ceil((claims * 4) / 3);
/** Index slots for a ring of `cap`: at most 3/4 full, one always free (so a probe ends). */
const indexSlotsFor = (cap: number) => Math.ceil((cap * 4) / 3) + 1;
