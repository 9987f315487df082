import { initServer } from '@ts-rest/fastify';
import { contract } from '@card/contract';
import type { AppContext } from '../../context';
import type { Job } from '../../core/jobs';
import { contentPagesHandlers } from './content-pages.router';
import { contentArticlesHandlers } from './content-articles.router';
import { contentLibraryHandlers } from './content-library.router';
import { contentPostersHandlers } from './content-posters.router';
import { contentCasesHandlers } from './content-cases.router';

/** The public micro page (plugins/public-micro-page.ts): rendering, counting and the form outcome. */
export { pagesPublicService } from './content-pages-public.service';
export { LEAD_DRAFT_COOKIE, readLeadDraft, spendLeadDraft } from './content-pages-draft';
/** Poster text drawing (the card's video-call background draws its texts the same way). */
export { escapeXml, fitText } from './content-posters.rules';
export { POSTER_FONT } from './content-posters-renderer';

const s = initServer();

/** Content (issue 14): five parts, one router. */
export function contentRouter(ctx: AppContext) {
  return s.router(contract.content, {
    ...contentPagesHandlers(ctx),
    ...contentArticlesHandlers(ctx),
    ...contentLibraryHandlers(ctx),
    ...contentPostersHandlers(ctx),
    ...contentCasesHandlers(ctx),
  });
}

/** Scheduled work of the area; parts add theirs here. */
export function contentJobs(ctx: AppContext): Job[] {
  void ctx;
  return [];
}
