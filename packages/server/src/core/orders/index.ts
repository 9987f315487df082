import type { Lang } from '@card/contract';
import type { Order } from '../../generated/prisma/client';
import type { DbClient } from '../db';
import type { IdSource } from '../../lib/ids';

/**
 * What each product line does when its order is paid, and how a refund undoes it. The order model (domains/orders) is
 * the same for every purchase; each area names the lines it sells in its area module (`orderLines`), and buildApp
 * hands the order core the lines of the areas it was built with (`ctx.orderLines`). There is no registration by
 * import side effect: a line no area module lists does not exist for the app, and creating an order for it fails
 * before anything is written.
 * `onPaid` answers the effect (stored as JSON on the order), `onRefunded` gets it back to undo exactly that. Both run
 * inside the payment's or refund's transaction, on `tx`: no provider calls, no messages to other systems.
 */
export type OrderRow = Order;
export interface LineEnv {
  ids: Pick<IdSource, 'id'>;
}
export type Effect = Record<string, unknown>;
export interface LineHandler {
  /** The order's title in the caller's language (orders keep their creation title when absent). */
  title?(order: OrderRow, lang: Lang): string;
  onPaid(tx: DbClient, order: OrderRow, now: Date, env: LineEnv): Promise<Effect>;
  onRefunded(tx: DbClient, order: OrderRow, effect: Effect, now: Date, env: LineEnv): Promise<void>;
  /** An unpaid order closed (the payer's cancel or the timeout), on the close's transaction: give back what it held (reserved stock). */
  onClosed?(tx: DbClient, order: OrderRow, now: Date, env: LineEnv): Promise<void>;
  /** A refund window of the line's own (ms after payment) instead of LIMITS.money.refundWindowDays (circle payments: hours). */
  refundWindowMs?: number;
}

/** An area's lines by name, as its area module lists them. */
export type OrderLines = Readonly<Record<string, LineHandler>>;
/** Every line of the app, built once from the area modules (buildApp). */
export type OrderLineRegistry = ReadonlyMap<string, LineHandler>;

/** The app's registry from the areas' lists; a line two areas both claim stops the build (one line, one meaning). */
export function orderLineRegistry(lists: readonly OrderLines[]): OrderLineRegistry {
  const registry = new Map<string, LineHandler>();
  for (const lines of lists) {
    for (const [line, handler] of Object.entries(lines)) {
      if (registry.has(line)) throw new Error(`order line ${line} registered twice`);
      registry.set(line, handler);
    }
  }
  return registry;
}
