import type { AppContext } from '../context';
import { perApp } from './per-app';

/**
 * The write-behind queues of an app by name, so /ready (plugins/system-routes.ts) can show what each one dropped
 * and the idle collection (server.ts) can wait for what they hold, without knowing the areas that own them (a queue
 * registers itself when its area makes it).
 */
interface Registered {
  dropped(): number;
  pending(): number;
}
const queuesOf = perApp((): Map<string, Registered> => new Map());

export function registerWriteBehind(ctx: AppContext, name: string, queue: Registered) {
  queuesOf(ctx).set(name, queue);
}

/** Items dropped per queue since the start; only queues that dropped any (none: every item was written or waits). */
export function droppedByQueue(ctx: AppContext): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, q] of queuesOf(ctx)) if (q.dropped() > 0) out[name] = q.dropped();
  return out;
}

/** Items accepted and not yet written, over every queue (their batches are still held in memory). */
export function pendingWrites(ctx: AppContext): number {
  let n = 0;
  for (const q of queuesOf(ctx).values()) n += q.pending();
  return n;
}
