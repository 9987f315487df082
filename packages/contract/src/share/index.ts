// The share area's public surface: what the package entry (index.ts) re-exports from this folder.
export * from './share.schemas';
export * from './card-exports.schemas';
export { cardExportsContract } from './card-exports.contract';
export * from './map-links';
export * from './card-page.texts';
