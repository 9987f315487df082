import { afterRefusedTry, afterWrongGuess, holdsAbandoned, isLocked, lockEnd, lockForRefusal, triesLeft, type AttemptPolicy, type AttemptState } from './attempts.rules';

/**
 * One secret's try counter in the database (a repository implements it for the login password and for the
 * transaction password). Every method is one conditional statement, so several processes can share it.
 */
export interface AttemptCounter {
  /** Frees the tries of a lock that ended at or before `now`. */
  releaseRunOut(now: Date): Promise<unknown>;
  /** Takes (and holds) one try while fewer than `max` are taken and no lock is set: the try's number (1-based), or null. */
  reserve(max: number, now: Date): Promise<number | null>;
  /** A held try whose guess was wrong stops being held; it stays taken. */
  settleWrong(): Promise<unknown>;
  /** Frees the `held` tries last taken at `takenAt`, unless the counter changed since it was read. */
  releaseAbandoned(held: number, takenAt: Date): Promise<unknown>;
  /** Sets the lock, unless one is set, when `max` tries are taken. */
  lockIfFull(max: number, until: Date): Promise<unknown>;
  /** Frees every try and lifts the lock (a right guess). */
  clear(): Promise<unknown>;
  state(): Promise<AttemptState | null>;
}

export type GuessResult =
  | { outcome: 'right' }
  | { outcome: 'wrong'; triesLeft: number }
  /** `checked`: this guess was checked and used the last try; otherwise it was refused without being checked. */
  | { outcome: 'locked'; lockedUntil: Date; checked: boolean };

/**
 * Checks a guess under the counter's limit: the try is taken BEFORE `check` (the slow hash) runs and kept when the
 * guess is wrong, so no interleaving of simultaneous guesses gets more than `maxFailures` checks. A `check` that
 * throws keeps its try too (it counts as wrong until the lock frees it).
 */
export async function guardedGuess(counter: AttemptCounter, policy: AttemptPolicy, now: Date, check: () => Promise<boolean>, wait: BusyWait = BUSY_WAIT): Promise<GuessResult> {
  const taken = await takeTry(counter, policy, now, wait);
  if ('refusedUntil' in taken) return { outcome: 'locked', lockedUntil: taken.refusedUntil, checked: false };
  let right: boolean;
  try {
    right = await check();
  } catch (e) {
    await counter.settleWrong();
    throw e;
  }
  if (right) {
    await counter.clear();
    return { outcome: 'right' };
  }
  await counter.settleWrong();
  const after = afterWrongGuess(taken.slot, policy, now);
  if (!after.lockUntil) return { outcome: 'wrong', triesLeft: after.triesLeft };
  await counter.lockIfFull(policy.maxFailures, after.lockUntil);
  const state = await counter.state();
  if (state && isLocked(state.lockedUntil, now)) return { outcome: 'locked', lockedUntil: state.lockedUntil!, checked: true };
  // A right guess freed the tries while this one was being checked: no lock stands, so this is a plain wrong guess.
  return state ? { outcome: 'wrong', triesLeft: triesLeft(state, policy, now) } : { outcome: 'locked', lockedUntil: after.lockUntil, checked: true };
}

/**
 * How long a guess waits when every try is held by guesses still being checked, before it decides their holders
 * died and sets the lock. Simultaneous RIGHT entries are ordinary (a payer tapping pay several times, several
 * payments at once): each holds a try for the length of a hash, and the first right one frees them all. Without the
 * wait, six simultaneous right transaction passwords locked the wallet for a day (the money stress test); with 3 s,
 * 30 simultaneous withdrawals on a busy machine still did (each round of 5 checks took about a second).
 */
export interface BusyWait {
  ms: number;
  pollMs: number;
}
export const BUSY_WAIT: BusyWait = { ms: 10_000, pollMs: 20 };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits, reading the counter with a growing jittered pause (up to 0.2 s), until its tries are no longer all held. */
async function heldTriesSettle(counter: AttemptCounter, policy: AttemptPolicy, wait: BusyWait, giveUpAt: number) {
  for (let n = 0; Date.now() < giveUpAt; n++) {
    await sleep(Math.min(200, wait.pollMs * 2 ** n) * (0.5 + Math.random() / 2));
    const s = await counter.state();
    if (!s || s.lockedUntil !== null || s.failures < policy.maxFailures) return;
  }
}

/**
 * Asks the database for a try. The common way costs one statement; a refusal reads the counter to tell a running
 * lock from one that ran out or tries still being checked (attempts.rules `afterRefusedTry`).
 */
async function takeTry(counter: AttemptCounter, policy: AttemptPolicy, now: Date, wait: BusyWait): Promise<{ slot: number } | { refusedUntil: Date }> {
  let state: AttemptState | null = null;
  const startedAt = Date.now();
  const giveUpAt = startedAt + wait.ms;
  // `now` is the request's instant; waiting moves it on, which is what tells a dead holder from a slow one.
  const at = () => new Date(now.getTime() + Date.now() - startedAt);
  for (let releases = 0; releases < 3; ) {
    const slot = await counter.reserve(policy.maxFailures, now);
    if (slot !== null) return { slot };
    state = await counter.state();
    const step = afterRefusedTry(state, policy, now);
    if (step === 'refuse') break;
    if (step === 'release') {
      await counter.releaseRunOut(now);
      releases++;
      continue;
    }
    if (step === 'lock' && holdsAbandoned(state, at(), wait.ms)) {
      await counter.releaseAbandoned(state!.held, state!.takenAt!);
      releases++;
      continue;
    }
    // 'retry': a right guess freed the tries but others took them first: ask again. 'lock': tries held by checks in
    // flight (a right one frees them, the last wrong one locks): watch the counter until it changes, reading only, so
    // that waiting guesses do not crowd out the holders' own writes (with a write per poll, 45 waiters starved the
    // 5 holders of SQLite's one writer for the whole wait), until the holders look dead.
    if (Date.now() < giveUpAt) {
      if (step === 'lock') await heldTriesSettle(counter, policy, wait, giveUpAt);
      continue;
    }
    if (step === 'lock') {
      // Tries taken within the wait, and still all held: guesses keep arriving faster than they finish.
      await counter.lockIfFull(policy.maxFailures, lockEnd(policy, now));
      state = await counter.state();
    }
    break;
  }
  return { refusedUntil: lockForRefusal(state, policy, now) };
}
