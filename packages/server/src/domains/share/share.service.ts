import { LIMITS, publicCardPath, QR_SIZES, qrImagePath, type TCardPreviewQuery, type TQrImageQuery } from '@card/contract';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { CARD_OWN_ROWS, cardLayoutService, cardService, settledVisits, type CardVisitor } from '../card';
import { visibleLinkSets } from '../links';
import { cardPageTextsOf, type Lang } from '@card/contract';
import { cardDescription, jsonForScript, renderCardHead } from './card-head';
import { renderCardBody, scriptTexts } from './card-page';
import { renderHiddenBody, renderNotFoundBody } from './card-page-missing';
import { layoutOf } from './card-page-layouts';
import { layoutStyle } from './card-page-layout-css';
import { CARD_PAGE_SCRIPT } from './card-page-script';
import { wechatShareTags } from './card-page-wechat';
import { fillShell, type PageShell } from './page-shell';
import { qrCache, type QrCache } from './qr-cache';
import { qrImage, type QrLogo } from '../../lib/qr-image';
import { shareRepository } from './share.repository';
import { absoluteUrl, cardRank, downloadCenter, initialOf, qrBudgetKey, qrCacheKey, QR_RENDER_RULE, qrFileBase, rankWindowStart, showInfo, vipBoundaryOf } from './share.rules';
import { attachmentDisposition, buildVCard } from '../../lib/vcard';
import { vcardPhoto } from '../../lib/vcard-photo';
import { sharedCache } from '../../core/read-cache';
import { deepFreeze } from '../../lib/deep-freeze';
import { perApp } from '../../lib/per-app';
import { mirroredContentOf } from '../network';
import { CONTENT_SECTION_KEYS, loadCardSections, sectionEditPaths } from './card-page-content';

/** The page's sections as loaded for one owner (card-page-content.ts); what drops them is derived from their reads. */
type PageExtras = Awaited<ReturnType<typeof loadCardSections>>;
const pageExtras = (ctx: AppContext) => sharedCache<PageExtras>(ctx.db, 'share.pageExtras', { maxEntries: LIMITS.cache.cardPages, ownRows: ['User', 'UserModule'] });

/**
 * A rendered card page as every visitor who is not its owner gets it (per language, WeChat or not, signed in or
 * not), kept per card version like the view: the page is the same for all of them until the card changes. Its
 * compressed copies and policy header are made by the page plugin on first need and kept with it. `validUntilMs`:
 * the page shows the VIP badge, which changes with time alone when a VIP term ends, and the micro links visible
 * now, which change with time alone at the next scheduled on or off time: the page is kept until the earlier of
 * the two, then rendered again (rather than not caching pages with schedules: a popular card's page stays cached
 * between boundaries, and the check costs one comparison per visit).
 */
export interface SharedPage {
  html: string;
  validUntilMs: number;
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
  csp?: string;
}
// What drops a page is derived from what rendering it read (core/read-cache), the card view's and sections' cached
// values included: a sub card's page shows its master's pushes, so a push, a cancel, a switch or an unbind drops it.
const sharedPages = (ctx: AppContext) => sharedCache<SharedPage>(ctx.db, 'share.cardPage', { maxEntries: LIMITS.cache.cardPages, ownRows: [...CARD_OWN_ROWS, 'UserModule'] });

/**
 * `address`: the client address as resolved through the trusted proxies only; `visitor`: the browser's signed
 * visitor cookie (card-visitor.ts). Together they name the visitor (the cookie first).
 */
export interface CardPageRequest {
  phoneIdEcr: string;
  viewerId: string | null;
  lang: Lang;
  inWeChat: boolean;
  address: string;
  visitor?: CardVisitor | null;
}
/** A page a visitor (not the owner) got: the card whose beacon pass the plugin hands out with it. */
export interface VisitedCard {
  ownerId: string;
  phoneIdEcr: string;
}

/**
 * One QR cache per app (the router and the card page plugin each build a share service): drawing a 1280 px code with
 * a logo takes hundreds of milliseconds, and the same images are asked for again and again.
 */
export const qrCacheOf = perApp((): QrCache => qrCache(LIMITS.share.qrCacheBytes));

export function shareService(ctx: AppContext) {
  const repo = shareRepository(ctx.db);
  const cards = cardService(ctx);
  const origin = ctx.config.publicOrigin;
  const linkOf = (phoneIdEcr: string) => `${origin}${publicCardPath(phoneIdEcr)}`;
  const images = qrCacheOf(ctx);

  async function subject(where: { id: string } | { phoneIdEcr: string }) {
    const rec = await repo.qrSubject(where);
    if (!rec?.card) throw new DomainError('NOT_FOUND', { field: 'phoneIdEcr' });
    return { id: rec.id, phoneIdEcr: rec.phoneIdEcr, name: rec.card.name, avatarUrl: rec.avatarUrl ?? '' };
  }

  async function logoOf(s: { name: string; avatarUrl: string }): Promise<QrLogo> {
    const key = ctx.providers.storage.keyOf(s.avatarUrl);
    return { avatar: key ? await ctx.providers.storage.read(key) : null, initial: initialOf(s.name) };
  }

  async function userShowInfo(phoneIdEcr: string, viewerId: string | null) {
    const owner = await repo.ownerIdOf(phoneIdEcr);
    if (!owner) throw new DomainError('NOT_FOUND', { field: 'phoneIdEcr' });
    const subscribed = viewerId && viewerId !== owner.id ? await repo.isSubscribed(viewerId, owner.id) : false;
    return showInfo(viewerId, owner.id, subscribed);
  }

  async function qrInfo(phoneIdEcr: string) {
    const s = await subject({ phoneIdEcr });
    return {
      link: linkOf(s.phoneIdEcr),
      pngUrl: `${origin}${qrImagePath({ phoneIdEcr: s.phoneIdEcr, format: 'png', logo: true })}`,
      svgUrl: `${origin}${qrImagePath({ phoneIdEcr: s.phoneIdEcr, format: 'svg', logo: true })}`,
      sizes: [...QR_SIZES],
    };
  }

  /**
   * A QR image, drawn at most once per card version and variant (see qr-cache.ts). Only a request that has to draw
   * spends the client's render budget, so cached images are never refused.
   */
  async function qrFile(q: TQrImageQuery, address: string) {
    const s = await subject({ phoneIdEcr: q.phoneIdEcr });
    const link = linkOf(s.phoneIdEcr);
    const key = qrCacheKey({ link, format: q.format, size: q.size, logo: q.logo, avatarUrl: s.avatarUrl, initial: initialOf(s.name) });
    if (!images.has(key)) await ctx.limiter.enforce([{ key: qrBudgetKey(address), rule: QR_RENDER_RULE }], 'QR_TOO_MANY');
    const bytes = await images.get(key, async () => qrImage(link, q.format, q.size, q.logo ? await logoOf(s) : null));
    const disposition = attachmentDisposition(qrFileBase(s.name, q.size, q.logo), q.format, q.dl ? 'attachment' : 'inline');
    return { bytes, disposition };
  }

  async function qrDownloadCenter(phoneIdEcr: string | undefined, viewerId: string | null) {
    if (!phoneIdEcr && !viewerId) throw new DomainError('NOT_LOGGED_IN');
    const s = await subject(phoneIdEcr ? { phoneIdEcr } : { id: viewerId! });
    return downloadCenter(origin, s.phoneIdEcr, s.name, linkOf(s.phoneIdEcr));
  }

  /** The vCard sees exactly what the viewer sees: the card view has privacy applied already. */
  async function vcard(phoneIdEcr: string, viewerId: string | null) {
    const { view } = await cards.shownView(phoneIdEcr, viewerId);
    const key = ctx.providers.storage.keyOf(view.avatarUrl);
    const photoJpeg = key ? await vcardPhoto(await ctx.providers.storage.read(key)) : null;
    const text = buildVCard({ card: view, link: linkOf(view.phoneIdEcr), photoUrl: absoluteUrl(origin, view.avatarUrl), photoJpeg });
    return { text, disposition: attachmentDisposition(view.name, 'vcf') };
  }

  const shareSignature = (url: string) => ctx.providers.wechat.shareSignature(url, ctx.clock.now());

  async function rank(userId: string) {
    const since = rankWindowStart(ctx.clock.now());
    await settledVisits(ctx);
    const visits = await repo.visitsSince(userId, since);
    const [ahead, total] = await Promise.all([repo.ownersAhead(since, visits), repo.cardCount()]);
    return cardRank(visits, ahead, total);
  }

  /**
   * The owner's sections (card-page-content.ts), the same for every visitor and kept like the card view (read-cache), in
   * the shape the page takes: link sets kept whole with their schedules, the content sections that have items.
   */
  async function pageExtrasOf(ownerId: string, phoneIdEcr: string) {
    const s = (await pageExtras(ctx).get(ownerId, async () => ({ owner: ownerId, value: deepFreeze(await loadCardSections(ctx, { id: ownerId, phoneIdEcr })) })))!;
    const content = CONTENT_SECTION_KEYS.flatMap((key) => (s[key]?.items.length ? [{ key, items: s[key].items, more: s[key].more }] : []));
    return { sets: s.links ?? [], albums: s.albums ?? [], modules: { shop: s.shop ?? null, activities: s.activities ?? 0 }, content };
  }

  /**
   * The public card page, rendered whole on the server (see card-page.ts): the card's head for link previews,
   * the card itself, and the inline script. Opening the page is a visit (the owner's own views are not counted).
   * An unknown card gets a small "not found" page with status 404.
   */
  async function cardPage(shell: PageShell, req: CardPageRequest): Promise<{ status: number; html: string; shared: SharedPage | null; visited?: VisitedCard }> {
    const texts = cardPageTextsOf(req.lang);
    const found = await cards.visit(req.phoneIdEcr, req.viewerId, req.address, req.visitor ?? null).catch((err: unknown) => {
      if (err instanceof DomainError && (err.code === 'NOT_FOUND' || err.code === 'CARD_HIDDEN')) return err.code;
      throw err;
    });
    if (found === 'NOT_FOUND')
      return { status: 404, html: fillShell(shell, { lang: req.lang, title: texts.card.notFound, head: '', body: renderNotFoundBody(texts, shell.paths), script: '' }), shared: null };
    if (found === 'CARD_HIDDEN')
      return { status: 403, html: fillShell(shell, { lang: req.lang, title: texts.card.hidden, head: '', body: renderHiddenBody(texts, shell.paths), script: '' }), shared: null };
    if (found.view.isOwner) return { status: 200, html: (await render(shell, req, found)).html, shared: null };
    // A page showing a hidden phone to a contact who exchanged cards with the owner is theirs alone: rendered for them,
    // never kept, so the shared copy below never holds the hidden phone (issue 31).
    if (found.view.phoneHidden && found.view.mobiles.length > 0) {
      return { status: 200, html: (await render(shell, req, found)).html, shared: null, visited: { ownerId: found.rec.id, phoneIdEcr: found.view.phoneIdEcr } };
    }
    const key = `${req.phoneIdEcr}|${req.lang}|${req.inWeChat ? 'wx' : ''}|${req.viewerId ? 'in' : ''}`;
    const load = async () => {
      // The view was read before this load (by the visit): read through its cache again here, so what it was made of
      // is what the page is made of too (a hit: no query), and an edit of the card drops the page.
      await cards.sourceOf({ phoneIdEcr: req.phoneIdEcr });
      const { html, linksChangeAt } = await render(shell, req, found);
      return { owner: found.rec.id, value: { html, validUntilMs: Math.min(vipBoundaryOf(found.rec, ctx.clock.now()), linksChangeAt), encoded: {} } };
    };
    const pages = sharedPages(ctx);
    let page = (await pages.get(key, load))!;
    if (page.validUntilMs <= ctx.clock.now().getTime()) {
      pages.drop(found.rec.id);
      page = (await pages.get(key, load))!;
    }
    return { status: 200, html: page.html, shared: page, visited: { ownerId: found.rec.id, phoneIdEcr: found.view.phoneIdEcr } };
  }

  /** `scripts: false`: the page without its inline script (the editing preview is a picture in a frame that runs none). */
  async function render(shell: PageShell, req: CardPageRequest, found: Awaited<ReturnType<typeof cards.visit>>, opts: { scripts?: boolean } = {}) {
    const texts = cardPageTextsOf(req.lang);
    const { sets: storedSets, albums: shownAlbums, modules, content } = await pageExtrasOf(found.rec.id, found.view.phoneIdEcr);
    const own = visibleLinkSets(storedSets, ctx.clock.now());
    const card = found.view;
    const sets = own.sets;
    // The master's pushes are their own section of the page, never merged into this card's fields (issue 31).
    const mirror = await mirroredContentOf(ctx, found.rec.id);
    const avatar = absoluteUrl(origin, card.avatarUrl);
    const image = avatar || `${origin}${qrImagePath({ phoneIdEcr: card.phoneIdEcr, format: 'png', size: 430 })}`;
    const head = renderCardHead({ card, link: linkOf(card.phoneIdEcr), image, avatar, siteName: texts.map.appName });
    const viewer = { loggedIn: req.viewerId !== null, isOwner: card.isOwner, rank: card.isOwner && req.viewerId ? await rank(req.viewerId) : null };
    const body = renderCardBody({
      card,
      linkSets: sets,
      albums: shownAlbums,
      mirror,
      modules,
      content,
      edit: sectionEditPaths(ctx),
      texts,
      viewer,
      inWeChat: req.inWeChat,
      paths: shell.paths,
      link: linkOf(card.phoneIdEcr),
      lang: req.lang,
    });
    const script =
      `<script type="application/json" id="card-texts">${jsonForScript(scriptTexts(texts, card))}</script><script>${CARD_PAGE_SCRIPT}</script>` +
      (req.inWeChat ? wechatShareTags({ title: scriptTexts(texts, card).title, desc: cardDescription(card), link: linkOf(card.phoneIdEcr), imgUrl: image }) : '');
    const html = fillShell(shell, { lang: req.lang, title: card.name, head, body, script: opts.scripts === false ? '' : script, style: layoutStyle(layoutOf(card.layoutId)) });
    return { html, linksChangeAt: own.changesAt?.getTime() ?? Number.POSITIVE_INFINITY };
  }

  /**
   * The owner's card as the page renders it, with the fields being edited shown in place of the saved ones (the
   * editing screens' live preview, issue 31): the same render as the public page, never cached and never a visit.
   * Anyone but the owner is refused, so a draft can never be shown as someone's card.
   */
  async function cardPreview(shell: PageShell, req: Pick<CardPageRequest, 'phoneIdEcr' | 'viewerId' | 'lang'>, draft: TCardPreviewQuery) {
    if (!req.viewerId) throw new DomainError('NOT_LOGGED_IN');
    const found = await cards.view({ phoneIdEcr: req.phoneIdEcr }, req.viewerId);
    if (!found.view.isOwner) throw new DomainError('NO_PERMISSION', { field: 'phoneIdEcr' });
    const { theme, layout, ...fields } = draft;
    const view = {
      ...found.view,
      ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
      ...(theme ? { themeId: theme } : {}),
      // A layout the owner may not choose (the company's without a company, another under the company's lock) previews as what would show.
      ...(layout ? await cardLayoutService(ctx).preview(req.viewerId, layout) : {}),
    };
    return (await render(shell, { ...req, inWeChat: false, address: '' }, { ...found, view }, { scripts: false })).html;
  }

  return { userShowInfo, qrInfo, qrFile, qrDownloadCenter, vcard, shareSignature, rank, cardPage, cardPreview };
}
