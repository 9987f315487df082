import { LIMITS, renderMicroPageNotFound, messageColumns, renderPublishedPage, type Lang, type PublishedMicroPage, type TPageQuery, type TSubmitPageLeadBody } from '@card/contract';
import type { AppContext } from '../../context';
import { sharedCache } from '../../core/read-cache';
import { textFilter } from '../../core/text-filter';
import { DomainError } from '../../lib/domain-error';
import { langOf } from '../../lib/lang';
import { pageArgs, pageResult } from '../../lib/paging';
import { pagesRepository } from './content-pages.repository';
import { countsAsView, formBlockOf, LEAD_RULE, leadAnswers, leadBudgetKey } from './content-pages.rules';

/**
 * What visitors do with a published page: open it (server-rendered, cached per page, version and language, a view
 * counted), and answer its forms (a lead, with the consent text as shown, and a message to the owner). Also the
 * owner's reading of the leads.
 */
const LEAD_MESSAGES = {
  received: (lang: Lang, title: string, answers: { label: string; value: string }[]) => {
    const text = answers
      .filter((a) => a.value)
      .map((a) => `${a.label}: ${a.value}`)
      .join('；');
    return lang === 'en'
      ? { title: 'New lead from your micro page', content: `Someone filled in the form on "${title}". ${text}` }
      : { title: '微页收到新线索', content: `有访客在「${title}」提交了表单。${text}` };
  },
};

/**
 * Rendered pages: the HTML of one published version is the same for every visitor, so it is kept per (page,
 * version, language). A version never changes after publishing; the owner's card path (the "open my card" button)
 * lives on User, the one model listed. Views are counted on MicroPage without dropping anything here.
 */
const renderCache = (ctx: AppContext) => sharedCache<string>(ctx.db, 'content.pages.render', { maxEntries: LIMITS.cache.cardPages });

export function pagesPublicService(ctx: AppContext) {
  const repo = pagesRepository(ctx.db);

  /** The visitor's page: 404 for unknown, unpublished and offline ids; a view counted unless the owner looks. */
  async function render(publicId: string, viewerId: string | null, lang: Lang): Promise<{ status: number; html: string }> {
    const row = publicId ? await repo.byPublicId(publicId) : null;
    if (row?.state !== 'published' || !row.published) return { status: 404, html: renderMicroPageNotFound(lang) };
    const html = await renderCache(ctx).get(`${row.id}:${row.version}:${lang}`, async () => {
      const owner = await repo.ownerOf(row.userId);
      const page = JSON.parse(row.published!) as PublishedMicroPage;
      const value = renderPublishedPage({ page, publicId, origin: ctx.config.publicOrigin, lang, cardPath: `/multipage/card/${owner?.phoneIdEcr ?? ''}` });
      return { owner: row.userId, value };
    });
    if (countsAsView(row.userId, viewerId)) await repo.addView(row.id, row.userId);
    return { status: 200, html: html! };
  }

  /** A form answered: checked against the published block, rate limited per address, stored with the owner's message. */
  async function submitLead(body: TSubmitPageLeadBody, viewerId: string | null, address: string) {
    const row = await repo.byPublicId(body.publicId);
    if (row?.state !== 'published' || !row.published) throw new DomainError('PAGE_NOT_PUBLISHED', { field: 'publicId' });
    const page = JSON.parse(row.published) as PublishedMicroPage;
    const form = formBlockOf(page.content, body.blockId);
    const answers = leadAnswers(form, body);
    const filter = textFilter(ctx);
    for (const [i, a] of answers.entries()) if (a.value) await filter.assertClean(a.value, `f${i}`);
    // After the checks (a typo costs no budget), before the write (a flood writes nothing).
    await ctx.limiter.enforce([{ key: leadBudgetKey(address), rule: LEAD_RULE }], 'PAGE_LEADS_TOO_MANY');
    const owner = await repo.ownerOf(row.userId);
    const now = ctx.clock.now();
    const id = ctx.ids.id();
    const text = LEAD_MESSAGES.received(langOf(owner?.language), page.title, answers);
    await ctx.db.$transaction(async (tx) => {
      const r = pagesRepository(tx);
      await r.addLead({
        id,
        pageId: row.id,
        ownerId: row.userId,
        blockId: form.id,
        answers: JSON.stringify(answers),
        consent: form.consent,
        visitorId: viewerId,
        visitorKey: address,
        createdAt: now,
      });
      await r.addMessage({ id: ctx.ids.id(), userId: row.userId, ...text, ...messageColumns('system', { type: 'pageLeads', id: row.id }), createdAt: now });
    });
    return { id };
  }

  async function leads(ownerId: string, pageId: string, q: TPageQuery) {
    const page = await repo.own(ownerId, pageId);
    if (!page) throw new DomainError('NOT_FOUND', { field: 'pageId' });
    const { skip, take } = pageArgs(q);
    const [rows, total, unread] = await Promise.all([repo.leads(ownerId, pageId, skip, take), repo.leadCount(ownerId, pageId), repo.unreadOf(ownerId, pageId)]);
    const items = rows.map((l) => ({
      id: l.id,
      pageId: l.pageId,
      pageTitle: page.title,
      answers: JSON.parse(l.answers) as { label: string; value: string }[],
      consent: l.consent,
      read: l.read,
      createdAt: l.createdAt.toISOString(),
    }));
    return { ...pageResult(items, total, q), unread };
  }

  async function readLead(ownerId: string, id: string) {
    const lead = await repo.lead(ownerId, id);
    if (!lead) throw new DomainError('NOT_FOUND', { field: 'id' });
    await repo.markRead(ownerId, id);
    return { unread: await repo.unreadOf(ownerId, lead.pageId) };
  }

  return { render, submitLead, leads, readLead };
}
