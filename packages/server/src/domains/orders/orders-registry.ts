import type { LineHandler, OrderLineRegistry } from '../../core/orders';

export type { LineEnv, Effect, LineHandler } from '../../core/orders';

/** The handler of an order's line in the app's registry (ctx.orderLines, built from the area modules). */
export function lineHandler(lines: OrderLineRegistry, line: string): LineHandler {
  const h = lines.get(line);
  if (!h) throw new Error(`no handler for order line ${line}`);
  return h;
}

/** The refund window of an order's line in ms, or undefined for the money area's default. */
export const refundWindowOf = (lines: OrderLineRegistry, line: string): number | undefined => lines.get(line)?.refundWindowMs;
/** The lines with a refund window of their own (the refundable-order queries narrow their paid-at for these). */
export const ownRefundWindows = (lines: OrderLineRegistry): { line: string; windowMs: number }[] =>
  [...lines].flatMap(([line, h]) => (h.refundWindowMs === undefined ? [] : [{ line, windowMs: h.refundWindowMs }]));
