// The card area's public surface: what the package entry (index.ts) re-exports from this folder.
export * from './card.schemas';
export { placeLine } from './place-line';
