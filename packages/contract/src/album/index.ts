// The album area's public surface: what the package entry (index.ts) re-exports from this folder.
export * from './album.schemas';
