// The wallet area's public surface: what the package entry (index.ts) re-exports from this folder.
export * from './wallet.schemas';
/** Keys shared between areas, typed (issue 33): income sources. */
export * from './income-sources';
