// The orders area's public surface: what the package entry (index.ts) re-exports from this folder.
export * from './orders.schemas';
/** Keys shared between areas, typed (issue 33): order lines. */
export * from './order-lines';
