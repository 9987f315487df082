// A made-up area's public surface (areas.test.ts): what the package entry would re-export from its folder.
export * from './dummy.schemas';
