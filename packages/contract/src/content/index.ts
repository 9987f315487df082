// The content area's public surface: what the package entry (index.ts) re-exports from this folder.
export * from './content.schemas';
export * from './content-pages.schemas';
/** The visitor's page as HTML: one renderer for the server and the builder's preview. */
export * from './content-pages.render';
export * from './content-articles.schemas';
export * from './content-library.schemas';
export * from './content-posters.schemas';
export * from './content-cases.schemas';
/** The content area's parts, for the server's part routers (each implements one). */
export { contentPagesContract } from './content-pages.contract';
export { contentArticlesContract } from './content-articles.contract';
export { contentLibraryContract } from './content-library.contract';
export { contentPostersContract } from './content-posters.contract';
export { contentCasesContract } from './content-cases.contract';
