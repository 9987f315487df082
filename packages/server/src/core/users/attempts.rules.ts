/**
 * Pure rules of guessing limits (login password, transaction password). Every guess first takes one of
 * `maxFailures` tries in the database, and only then is the slow hash run: a burst of simultaneous guesses can
 * therefore never have more than `maxFailures` of them checked, however many processes serve it. A wrong guess keeps
 * its try; the one that held the last try locks for `lockMs`; a right guess frees every try; a lock that has run out
 * frees them too. While locked the tries stay taken, which is what refuses further guesses.
 */

export interface AttemptPolicy {
  maxFailures: number;
  lockMs: number;
}
/**
 * `failures` counts every try taken: wrong guesses and `held` ones still being checked. `takenAt` is when the last
 * try was taken.
 */
export interface AttemptState {
  failures: number;
  lockedUntil: Date | null;
  held: number;
  takenAt: Date | null;
}
type LockState = Pick<AttemptState, 'failures' | 'lockedUntil'>;

export function isLocked(lockedUntil: Date | null, now: Date): boolean {
  return lockedUntil !== null && lockedUntil > now;
}

/** A lock ends at its instant: from then on its tries are free again. */
export function lockHasRunOut(lockedUntil: Date | null, now: Date): boolean {
  return lockedUntil !== null && lockedUntil <= now;
}

export const lockEnd = (policy: AttemptPolicy, now: Date) => new Date(now.getTime() + policy.lockMs);

/**
 * A wrong guess that held try number `slot` (1-based, as the database handed it out): the last try locks now, an
 * earlier one tells how many tries are left after it.
 */
export function afterWrongGuess(slot: number, policy: AttemptPolicy, now: Date): { lockUntil: Date | null; triesLeft: number } {
  const triesLeft = Math.max(0, policy.maxFailures - slot);
  return { lockUntil: triesLeft === 0 ? lockEnd(policy, now) : null, triesLeft };
}

/**
 * What to do when the database refused to hand out a try (the counter as read just after):
 * - `release`: the lock has run out, so free its tries and ask again;
 * - `refuse`: a lock is running (or the counter is gone): the guess is not checked;
 * - `lock`: every try is taken by guesses still being checked (or by a process that died while checking) and no lock
 *   is set yet: set one from now, so tries that are never given back are freed when it runs out, and refuse;
 * - `retry`: the tries were freed meanwhile (a right guess finished): ask again.
 */
export type RefusalStep = 'release' | 'refuse' | 'lock' | 'retry';
export function afterRefusedTry(state: LockState | null, policy: AttemptPolicy, now: Date): RefusalStep {
  if (!state) return 'refuse';
  if (lockHasRunOut(state.lockedUntil, now)) return 'release';
  if (isLocked(state.lockedUntil, now)) return 'refuse';
  return state.failures >= policy.maxFailures ? 'lock' : 'retry';
}

/**
 * Held tries whose holders died (a process killed mid-check): every live check ends within seconds, so when the last
 * try was taken `staleMs` or more ago, no held try will ever be given back. They are freed instead of ending in a
 * lock: a server crash must not lock its users out of their wallets for a day.
 */
export function holdsAbandoned(state: AttemptState | null, at: Date, staleMs: number): boolean {
  return state !== null && state.held > 0 && state.lockedUntil === null && state.takenAt !== null && at.getTime() - state.takenAt.getTime() >= staleMs;
}

/** The lock a refused guess reports: the running one, else one from now (the refusal's own `lock` step). */
export function lockForRefusal(state: LockState | null, policy: AttemptPolicy, now: Date): Date {
  return state && isLocked(state.lockedUntil, now) ? state.lockedUntil! : lockEnd(policy, now);
}

/** Tries still open to a caller, for the screens that show them. */
export function triesLeft(state: LockState, policy: AttemptPolicy, now: Date): number {
  if (lockHasRunOut(state.lockedUntil, now)) return policy.maxFailures;
  if (isLocked(state.lockedUntil, now)) return 0;
  return Math.max(0, policy.maxFailures - state.failures);
}
