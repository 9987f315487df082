import { contentPagesContract } from './content-pages.contract';
import { contentArticlesContract } from './content-articles.contract';
import { contentLibraryContract } from './content-library.contract';
import { contentPostersContract } from './content-posters.contract';
import { contentCasesContract } from './content-cases.contract';

/**
 * Content (issue 14): micro pages and V-Leaflets, articles and folds, the picture, material and moments libraries,
 * the posters centre and design cases, one area of the contract (`api.content.*`) in five parts. Each part applies
 * the common responses itself, so the server's part routers implement exactly the routes this object holds. Micro
 * links (module 4) and albums (module 46) stay in their own areas (`api.links`, `api.album`).
 */
export const contentContract = {
  ...contentPagesContract,
  ...contentArticlesContract,
  ...contentLibraryContract,
  ...contentPostersContract,
  ...contentCasesContract,
};
