import type { FastifyInstance } from 'fastify';
import { cardPageTextsOf, errorCatalogue, leadSentText, withLeadNotice, withLeadRefusal, type ErrorCode } from '@card/contract';
import type { AppContext } from '../context';
import { LEAD_DRAFT_COOKIE, pagesPublicService, readLeadDraft, spendLeadDraft } from '../domains/content';
import { sessionOf, tokenOf } from './session';
import { acceptedEncoding, compressHtml } from '../lib/html-encoding';
import type { CspRouteConfig } from './security-headers';
import { completeMicroPageHead } from '../domains/share';
import { SHARE_ICON_PATH } from './share-shells';

const ID = /^[A-Za-z0-9_-]{8,64}$/;
const BLOCK_ID = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * Serves /multipage/p/:publicId, a published micro page or V-Leaflet, as a server-rendered page (no script at all;
 * see content-pages.render.ts). After a form post the page comes back with `?lead=ok|<code>&form=<blockId>` (and
 * `&field=<name>` when a refusal names one field), and the outcome is shown in the visitor's language: thanks above
 * that form, a refusal once, under the field it names. Mounted with or without a client build.
 */
export function registerPublicMicroPage(app: FastifyInstance, ctx: AppContext) {
  const visits = pagesPublicService(ctx);
  const config: CspRouteConfig = { csp: 'publicPage' };
  app.get<{ Params: { publicId: string }; Querystring: { lead?: string; form?: string; field?: string } }>('/multipage/p/:publicId', { config }, async (req, reply) => {
    const publicId = ID.test(req.params.publicId) ? req.params.publicId : '';
    const { session } = await sessionOf(ctx, tokenOf(req));
    const page = await visits.render(publicId, session?.userId ?? null, req.lang);
    let html = page.html;
    // Its preview completed like every shared page's, and WeChat's share set-up inside WeChat (issue 29).
    const inWeChat = /MicroMessenger/i.test(req.headers['user-agent'] ?? '');
    html = completeMicroPageHead(html, { siteIcon: `${ctx.config.publicOrigin}${SHARE_ICON_PATH}`, siteName: cardPageTextsOf(req.lang).map.appName, inWeChat });
    const { lead, form } = req.query;
    if (page.status === 200 && lead && form && BLOCK_ID.test(form)) {
      const entry = lead === 'ok' ? null : Object.hasOwn(errorCatalogue, lead) ? errorCatalogue[lead as ErrorCode] : errorCatalogue.SUBMIT_DATA_ERROR;
      const text = entry === null ? leadSentText(req.lang) : req.lang === 'en' ? entry.en : entry.zh;
      if (entry === null) html = withLeadNotice(html, form, { ok: true, text });
      else {
        // A refusal brings back what was typed and says its message once, under the field it names (issue 32, item
        // 7). The kept draft names the field; without it (a draft too long to keep) the address still does.
        const draft = readLeadDraft(req.cookies?.[LEAD_DRAFT_COOKIE], form);
        const field = draft?.field ?? (typeof req.query.field === 'string' ? req.query.field : undefined);
        html = withLeadRefusal(html, form, { answers: draft?.answers ?? {}, consent: draft?.consent ?? false, field, text });
      }
      if (req.cookies?.[LEAD_DRAFT_COOKIE] !== undefined) spendLeadDraft(reply, publicId, ctx.config.publicOrigin);
    }
    // The owner's own views are not counted, so the answer depends on the viewer: no shared cache keeps it.
    reply.status(page.status).type('text/html; charset=utf-8').header('cache-control', 'private, no-cache').header('vary', 'Accept-Encoding, User-Agent');
    // Compressed per answer (a page is a few kB: well under a millisecond), since a lead notice makes answers differ.
    const encoding = acceptedEncoding(req.headers['accept-encoding']);
    return encoding ? reply.header('content-encoding', encoding).send(compressHtml(encoding, html)) : reply.send(html);
  });
}
