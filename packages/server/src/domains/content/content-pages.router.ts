import { initServer } from '@ts-rest/fastify';
import { contentPagesContract } from '@card/contract';
import type { AppContext } from '../../context';
import { open, signedIn } from '../../lib/handler';
import { DomainError } from '../../lib/domain-error';
import { pagesService, publicPagePath } from './content-pages.service';
import { pagesPublicService } from './content-pages-public.service';
import { keepLeadDraft } from './content-pages-draft';

const s = initServer();

/** Handlers of the content area's pages part (contract content-pages.contract.ts). */
export function contentPagesHandlers(ctx: AppContext) {
  const pages = pagesService(ctx);
  const visits = pagesPublicService(ctx);
  return s.router(contentPagesContract, {
    findMyMicroPages: signedIn(({ body }, userId) => pages.list(userId, body)),
    addMicroPage: signedIn(({ body }, userId) => pages.add(userId, body)),
    findMicroPage: signedIn(({ body }, userId) => pages.find(userId, body.id)),
    renameMicroPage: signedIn(({ body }, userId) => pages.rename(userId, body.id, body.title)),
    delMicroPage: signedIn(({ body }, userId) => pages.remove(userId, body.id)),
    savePageDraft: signedIn(({ body }, userId) => pages.save(userId, body)),
    publishMicroPage: signedIn(({ body }, userId) => pages.publish(userId, body.id)),
    offlineMicroPage: signedIn(({ body }, userId) => pages.offline(userId, body.id)),
    findMicroPageShare: signedIn(({ body }, userId) => pages.share(userId, body.id)),
    uploadPageVideo: signedIn(({ body }, userId) => pages.uploadVideo(userId, body.file)),
    findPageLeads: signedIn(({ body }, userId) => visits.leads(userId, body.pageId, body)),
    readPageLead: signedIn(({ body }, userId) => visits.readLead(userId, body.id)),
    /**
     * The app (and any API caller) gets the envelope. The server-rendered page posts with `via=page` and has no
     * script to read JSON, so it is sent back to the page (303) with the outcome, which the page shows by its form.
     */
    submitPageLead: async (input) => {
      if (input.body.via !== 'page') return open((_i, viewerId, request) => visits.submitLead(input.body, viewerId, request.ip))(input);
      const back = (q: Record<string, string>) => `${publicPagePath(input.body.publicId)}?${new URLSearchParams({ ...q, form: input.body.blockId })}#lead-${input.body.blockId}`;
      let location: string;
      try {
        await visits.submitLead(input.body, input.request.session?.userId ?? null, input.request.ip);
        location = back({ lead: 'ok' });
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
        location = back({ lead: err.code, ...(err.details?.field ? { field: err.details.field } : {}) });
        keepLeadDraft(input.reply, input.body, typeof err.details?.field === 'string' ? err.details.field : undefined, ctx.config.publicOrigin);
      }
      input.reply.header('location', location).header('cache-control', 'no-store');
      return { status: 303 as const, body: '' };
    },
  });
}
