// Generated from areas.list.ts by areas.generate.ts; do not edit by hand (areas.generate.test.ts compares it).
// Regenerate: `cd packages/contract && pnpm exec tsx src/areas.generate.ts`.
//
// Each listed area's public names (its folder's index.ts), re-exported by the package entry (index.ts).
export * from './account';
export * from './card';
export * from './security';
export * from './usercentre';
export * from './share';
export * from './album';
export * from './links';
export * from './orders';
export * from './wallet';
export * from './circle';
export * from './network';
export * from './content';
export * from './video';
export * from './shop';
export * from './activity';
export * from './service';
export * from './programme';
