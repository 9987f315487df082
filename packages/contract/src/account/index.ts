// The account area's public surface: what the package entry (index.ts) re-exports from this folder.
export * from './account.schemas';
export { DEMO_CARD_ID } from './demo-card';
