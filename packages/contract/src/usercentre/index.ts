// The usercentre area's public surface: what the package entry (index.ts) re-exports from this folder.
export * from './usercentre.schemas';
export * from './message-subjects';
export * from './message-kinds';
export * from './usercentre-feed.contract';
export * from './usercentre-first-run.contract';
