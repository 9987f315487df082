import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Lang } from '@card/contract';
import type { AppContext } from '../../context';
import { recordClick } from './links-clicks';
import { linksRepository } from './links.repository';
import { linkVisibleAt, safeRedirectTarget } from './links.rules';

const ID = /^[A-Za-z0-9_-]{8,64}$/;

const GONE: Record<Lang, { title: string; text: string }> = {
  'zh-CN': { title: '链接暂不可用', text: '这个链接已关闭、未到上线时间或已下线。' },
  en: { title: 'Link unavailable', text: 'This link is switched off, not on yet, or no longer shown.' },
};

/** A small page instead of a redirect: the visitor tapped a link that is not shown now (or never existed). */
function gone(reply: FastifyReply, lang: Lang) {
  const t = GONE[lang] ?? GONE['zh-CN'];
  return reply
    .code(404)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
        `<title>${t.title}</title></head><body style="font-family:sans-serif;padding:2rem 1rem;text-align:center">` +
        `<h1 style="font-size:1.2rem">${t.title}</h1><p data-testid="link-gone">${t.text}</p></body></html>`,
    );
}

/**
 * The counting redirect of micro links (miniLinkClickPath): GET /fun/link/:linkId answers 302 to the link's
 * address and counts the click (links-clicks.ts). A link that is unknown, switched off or outside its schedule, or
 * whose stored address is not http(s), gets the small page above: never a redirect. Not a contract call: its answer
 * is a redirect or a page, not the JSON envelope. `no-store`, so every tap comes back here to be counted.
 */
export function registerLinksHttp(app: FastifyInstance, ctx: AppContext) {
  const repo = linksRepository(ctx.db);
  app.get<{ Params: { linkId: string } }>('/fun/link/:linkId', async (req, reply) => {
    const id = req.params.linkId;
    const link = ID.test(id) ? await repo.linkForClick(id) : null;
    const target = link && linkVisibleAt(link, ctx.clock.now()) ? safeRedirectTarget(link.url) : null;
    if (!link || !target) return gone(reply, req.lang);
    await recordClick(ctx, { linkId: id, ownerId: link.set.userId, address: req.ip });
    return reply.code(302).header('location', target).header('cache-control', 'no-store').send();
  });
}
