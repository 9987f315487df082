import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Server } from 'node:http';
import { collectionDue, IDLE_GC_MIN_REQUESTS } from './idle-gc.rules';

/**
 * V8's full collection, without starting node with --expose-gc (the server is started from three places: npm start,
 * the bench, the tests): the flag set at run time exposes `gc` to contexts made after it.
 */
let collector: (() => void) | null = null;
export function collectHeap(): void {
  if (!collector) {
    setFlagsFromString('--expose-gc');
    collector = runInNewContext('gc') as () => void;
  }
  // Compacting: the burst's survivors are spread over partly used pages that an ordinary full collection keeps
  // (docs/bench.md session 14: 48 MB of old space held 37 MB of objects after the card load); moved together, the
  // pages they left go back to the system. A testing flag of V8's, read at each full collection, set only around this one.
  setFlagsFromString('--compact-on-every-full-gc');
  try {
    collector();
  } finally {
    setFlagsFromString('--no-compact-on-every-full-gc');
  }
}

/**
 * Gives memory back once a burst of traffic is over (issue 30: resident memory after the bench's load). V8 grows the
 * heap under load and shrinks it on its own only after many seconds of low allocation; a full, compacting collection
 * in the first quiet second after a burst (never while requests arrive) returns the garbage of the burst, and the pages
 * it held. Measured on the bundle at start: 191 MB resident before, 169 MB after one; after the bench's card load
 * (35,000 visitors) compacting took the old space from 54 MB held for 40 MB of objects to 42 for 41 (session 14).
 * `waitingWrites`: items accepted and not yet written behind (lib/write-behind-drops.ts pendingWrites); when the
 * burst's collection ran while some waited, one more runs a second after the last is written (idle-gc.rules.ts).
 */
export function collectWhenIdle(server: Server, waitingWrites: () => number = () => 0, checkEveryMs = 500): void {
  // Starting counts as a burst: its garbage goes in the first quiet second too.
  let requests = IDLE_GC_MIN_REQUESTS;
  let lastAt = Date.now();
  let writesAt = 0;
  let ranBeforeWrites = false;
  server.on('request', () => {
    requests++;
    lastAt = Date.now();
  });
  const timer = setInterval(() => {
    const now = Date.now();
    const waiting = waitingWrites();
    if (waiting > 0) writesAt = now;
    const due = collectionDue({ requestsSinceGc: requests, quietMs: now - lastAt, waitingWrites: waiting, writesQuietMs: now - writesAt, ranBeforeWrites });
    if (!due) return;
    requests = 0;
    ranBeforeWrites = waiting > 0;
    collectHeap();
  }, checkEveryMs);
  timer.unref();
  server.once('close', () => clearInterval(timer));
}
