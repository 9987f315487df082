import {
  AVATAR_PERSON_GLYPH,
  avatarInitials,
  LIMITS,
  mapLinks,
  miniLinkClickPath,
  placeLine,
  THEMES,
  vcardPath,
  type Lang,
  type TCardPageTexts,
  type TCardView,
  type TOpenAlbum,
} from '@card/contract';
import { escapeHtml as h } from './card-head';
import { saveGuide } from './card-page-save';
import type { CardSectionKey, ContentSectionKey, SectionItem } from './card-page-content';
import { mirrorSection, type MirrorInput } from './card-page-mirror';
import { pageIcon, type PageIcon } from './page-icons';
import { layoutParts, type LayoutParts } from './card-page-layouts';
import { imgSrc } from './card-page-picture';

/** Where the card page's beacon goes (the network radar's `beacon` call, service base main). */
export const RADAR_BEACON_PATH = '/accessRadar/beacon.xhtml';

/**
 * The public card as server-rendered HTML: what a visitor sees arrives in the first response, with no app code
 * to download. Pure: data in, markup out. Every user value goes through `h` (HTML escape); links are built only
 * from validated fields, and a background image only from our own files or http(s) URLs. The markup (classes and
 * test ids) is what the card page's stylesheet and the inline script in card-page-script.ts expect.
 */
/** The owner's link sets (a master's pushed links are the mirror section's, linked straight: no row of the owner's to count). */
export interface PublicLinkSet {
  id: string;
  name: string;
  links: { id: string; title: string; url: string }[];
}
export type { MirrorInput } from './card-page-mirror';

export interface CardPageInput {
  card: TCardView;
  /** Micro links (module 4): the owner's non-empty link sets. */
  linkSets: PublicLinkSet[];
  /** Album (module 46): the owner's open albums that have photos. */
  albums: TOpenAlbum[];
  /** A sub card's master's pushed content (mirror sync): its own section, never merged into the card's fields. */
  mirror?: MirrorInput | null;
  /** The owner's V shop (module 3; open, with a visible product) and count of current activities (module 61). */
  modules?: { shop: { name: string; kind: 'retail' | 'catering' } | null; activities: number };
  /** The owner's published content (issue 31): the sections that have items, each with its newest few (card-page-content.ts). */
  content?: { key: ContentSectionKey; items: SectionItem[]; more: string | null }[];
  /** Each section's management screen: shown to the owner only, as an "编辑" link on the section. */
  edit?: Partial<Record<CardSectionKey, string>>;
  texts: TCardPageTexts;
  viewer: { loggedIn: boolean; isOwner: boolean; rank: { rank: number; total: number; visits: number; days: number } | null };
  /** WeChat's in-app browser blocks downloads: actions there explain how to open the system browser instead. */
  inWeChat: boolean;
  /** The card's absolute public link and the page language, for the save guide's copied text (WeChat only). */
  link?: string;
  lang?: Lang;
  paths: {
    qrCode: string;
    register: string;
    downloadCenter: string;
    exports?: string;
    home?: string;
    advisory?: string;
    exchange?: string;
    vshop?: string;
    catering?: string;
    activities?: string;
    complaint?: string;
    shareBack?: string;
  };
}

const SAFE_URL = /^(\/files\/|https?:\/\/)[^"'()\\\s]+$/;
const themeOf = (id: string) => ((THEMES as readonly string[]).includes(id) ? id : 'classic');
const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));

const row = (label: string, value: string) => `<div><dt>${h(label)}</dt><dd>${value}</dd></div>`;
const section = (title: string, testId: string, body: string, edit = '') => `<section class="card-section" data-testid="${testId}">${edit}<h3>${h(title)}</h3>${body}</section>`;

/** The owner's "编辑" link of a section, to its management screen in the app; '' for everybody else. */
function editLink(input: CardPageInput, key: CardSectionKey): string {
  const href = input.viewer.isOwner ? input.edit?.[key] : undefined;
  return href ? `<a class="sec-edit" href="${h(href)}" data-testid="section-edit" data-section="${key}">${h(input.texts.card.edit)}</a>` : '';
}

function fields(card: TCardView, t: TCardPageTexts['card']): string {
  const rows: string[] = [];
  if (card.phoneHidden && card.mobiles.length === 0) rows.push(row(t.mobile, `<span class="muted" data-testid="phone-hidden">${h(t.phoneHidden)}</span>`));
  for (const m of card.mobiles) rows.push(row(t.mobile, `<a href="tel:${h(m)}" data-testid="mobile">${h(m)}</a><span class="call-hint">${h(t.tapToCall)}</span>`));
  if (card.landline) rows.push(row(t.landline, `<a href="tel:${h(card.landline)}">${h(card.landline)}</a>`));
  if (card.fax) rows.push(row(t.fax, h(card.fax)));
  if (card.email) rows.push(row(t.email, `<a href="mailto:${h(card.email)}">${h(card.email)}</a>`));
  if (card.qq) rows.push(row(t.qq, h(card.qq)));
  if (card.weibo) rows.push(row(t.weibo, h(card.weibo)));
  if (card.taxNumber) rows.push(row(t.taxNumber, h(card.taxNumber)));
  return `<dl class="card-fields" data-testid="card-fields">${rows.join('')}</dl>`;
}

/** The avatar pendant (programme persona part) over the avatar: present only when the owner wears one and is VIP. */
function withPendant(avatarHtml: string, pendantUrl: string | undefined): string {
  if (!pendantUrl || !SAFE_URL.test(pendantUrl)) return avatarHtml;
  return `<div class="avatar-with-pendant avatar-lg">${avatarHtml}<img class="avatar-pendant" ${imgSrc(pendantUrl, 180)} alt="" width="206" height="206" data-testid="card-pendant"></div>`;
}

function head(card: TCardView, t: TCardPageTexts['card'], lay: LayoutParts): string {
  const bgUrl = lay.headBg;
  const music = card.music
    ? `<audio src="${h(card.music.url)}" preload="none" loop data-music></audio><button type="button" class="music-btn" data-testid="music-toggle" aria-pressed="false" data-play="${h(t.musicPlay)}" data-pause="${h(t.musicPause)}" aria-label="${h(`${t.musicPlay} · ${card.music.name}`)}">${pageIcon('music')}</button>`
    : '';
  const avatar = card.avatarUrl && SAFE_URL.test(card.avatarUrl) ? `<img ${imgSrc(card.avatarUrl, 160)} alt="" width="144" height="144">` : avatarStandIn(card.name);
  const position = [card.position, card.department].filter(Boolean).join(' · ');
  return (
    `<header class="card-head" data-testid="card-head"${bgUrl ? ` style="background-image:url(&quot;${h(bgUrl)}&quot;)"` : ''}>${lay.top}${music}` +
    withPendant(`<div class="avatar avatar-lg" aria-hidden="true">${avatar}</div>`, card.pendantUrl) +
    '<div class="card-ident">' +
    `<h2 class="card-name" data-testid="card-name">${h(card.name)}${card.isVip ? `<span class="badge vip-badge">${h(t.vip)}</span>` : ''}</h2>` +
    (position ? `<p class="card-position">${h(position)}</p>` : '') +
    (card.company ? `<p class="card-company">${h(card.company)}</p>` : '') +
    // Role tags (programme shake part), Chinese names: the page is Chinese first.
    (card.roleTags?.length ? `<p class="card-position" data-testid="card-role-tags">${card.roleTags.map((t) => h(t.name)).join(' · ')}</p>` : '') +
    `${lay.ident}</div></header>`
  );
}

function actions(card: TCardView, input: CardPageInput): string {
  const t = input.texts.actions;
  const save = input.inWeChat
    ? `<button type="button" class="share-btn" data-testid="save-contact" data-hint="download">${pageIcon('saveContact')}${h(t.saveContact)}</button>`
    : `<a class="share-btn" href="${h(vcardPath(card.phoneIdEcr))}" download="${h(card.name)}.vcf" data-testid="save-contact">${pageIcon('saveContact')}${h(t.saveContact)}</a>`;
  const qr = `<a class="share-btn" href="${h(`${input.paths.qrCode}?phoneIdEcr=${encodeURIComponent(card.phoneIdEcr)}`)}" data-testid="open-qr">${pageIcon('qrCode')}${h(t.qrCode)}</a>`;
  const share = `<button type="button" class="share-btn" data-testid="share"${input.inWeChat ? ' data-hint="share"' : ' data-share'}>${pageIcon('share')}${h(t.share)}</button>`;
  // Demand consultation (network radar): an app screen any visitor may open; the owner has nothing to ask themselves.
  const ask =
    input.paths.advisory && !input.viewer.isOwner
      ? `<a class="share-btn" href="${h(`${input.paths.advisory}/${encodeURIComponent(card.phoneIdEcr)}`)}" data-testid="advisory">${pageIcon('ask')}${h(t.advisory)}</a>`
      : '';
  // Exchange and collect (issue 31): the app's screen of this card, where a visitor asks to exchange and collects it
  // (a signed-out visitor signs in or registers first and comes back to the same card); never for the owner.
  const mine = (testId: string, icon: PageIcon, label: string, hash: string) =>
    input.paths.exchange && !input.viewer.isOwner
      ? `<a class="share-btn" href="${h(`${input.paths.exchange}?phoneIdEcr=${encodeURIComponent(card.phoneIdEcr)}${hash}`)}" data-testid="${testId}">${pageIcon(icon)}${h(label)}</a>`
      : '';
  const exchange = mine('exchange-card', 'exchange', t.exchange, '');
  const collect = mine('collect-card', 'collect', t.collect, '#collect');
  // Share back (issue 34): the app's small form where a visitor leaves their details for the owner (or, signed in,
  // exchanges with their own card); never for the owner. A plain link: the page gains no script for it.
  const shareBack =
    input.paths.shareBack && !input.viewer.isOwner
      ? `<a class="btn btn-primary btn-block share-back" href="${h(`${input.paths.shareBack}/${encodeURIComponent(card.phoneIdEcr)}`)}" data-testid="share-back">${h(t.shareBack)}</a>`
      : '';
  return `<div class="share-actions" data-testid="share-actions">${save}${qr}${share}${exchange}${collect}${ask}</div>${shareBack}`;
}

function navigation(card: TCardView, texts: TCardPageTexts): string {
  const p = card.navPoint;
  if (!p) return '';
  const where = placeLine(p.province, p.city, p.address);
  // Without coordinates (no map service knew the place) each app searches for the address instead of a marker.
  const links = mapLinks(p, texts.map.appName)
    .map((l) => `<a class="sheet-item" href="${h(l.url)}" target="_blank" rel="noopener noreferrer" data-map="${l.service}">${h(texts.map[l.service])}</a>`)
    .join('');
  const sheet =
    `<div class="sheet-backdrop" data-sheet hidden><div class="sheet" role="dialog" aria-modal="true" aria-label="${h(texts.map.title)}" data-testid="map-chooser">` +
    `<p class="sheet-title">${h(texts.map.title)}</p>${links}<button type="button" class="sheet-item sheet-cancel" data-close>${h(texts.map.cancel)}</button></div></div>`;
  return section(
    texts.card.navigation,
    'card-nav',
    `<div class="nav-point"><div><strong>${h(p.name)}</strong><p class="muted">${h(where)}</p></div>` +
      `<button type="button" class="nav-btn" data-testid="navigate" data-open-sheet>${h(texts.card.navigate)}</button></div>${sheet}`,
  );
}

/**
 * Links are http(s) by the contract's rule; checked again here because they become clickable for strangers. A
 * visitor's tap goes through the counting redirect (the owner's click chart), which sends them on to the address.
 */
const HTTP_URL = /^https?:\/\/[^\s"'<>]+$/;

function linkSets(sets: PublicLinkSet[], edit = ''): string {
  return sets
    .map((set) => {
      const items = set.links
        .filter((l) => HTTP_URL.test(l.url))
        .map((l) => `<li><a href="${h(miniLinkClickPath(l.id))}" target="_blank" rel="noopener noreferrer nofollow ugc" data-testid="mini-link">${h(l.title)}</a></li>`)
        .join('');
      return items ? section(set.name, 'card-links', `<ul class="mini-links">${items}</ul>`, edit) : '';
    })
    .join('');
}

function albums(list: TOpenAlbum[], t: TCardPageTexts['card'], edit = ''): string {
  const items = list
    .map((a) => {
      const photos = a.photos
        .filter((p) => SAFE_URL.test(p.url))
        .map((p) => `<li><img ${imgSrc(p.url, 120)} alt="" width="240" height="240" loading="lazy" data-testid="album-photo"></li>`)
        .join('');
      return photos ? `<div class="album"><h4>${h(a.name)}</h4><ul class="album-photos">${photos}</ul></div>` : '';
    })
    .join('');
  return items ? section(t.albums, 'card-albums', items, edit) : '';
}

/** Entries to the owner's shop and activities: app screens a visitor opens from the card (no app code until tapped). */
function moreEntries(input: CardPageInput): string {
  const m = input.modules;
  const t = input.texts.card;
  const p = input.paths;
  const id = encodeURIComponent(input.card.phoneIdEcr);
  const links: string[] = [];
  if (m?.shop) {
    const base = m.shop.kind === 'catering' ? p.catering : p.vshop;
    if (base)
      links.push(
        `<li>${editLink(input, 'shop')}<a class="more-entry" href="${h(`${base}/${id}`)}" data-testid="card-vshop"><span>${h(m.shop.kind === 'catering' ? t.catering : t.vshop)}</span><span class="muted">${h(m.shop.name)}</span></a></li>`,
      );
  }
  if (m && m.activities > 0 && p.activities) {
    links.push(
      `<li>${editLink(input, 'activities')}<a class="more-entry" href="${h(`${p.activities}/${id}`)}" data-testid="card-activities"><span>${h(t.activities)}</span><span class="muted">${m.activities}</span></a></li>`,
    );
  }
  return links.length ? section(t.more, 'card-more', `<ul class="more-entries">${links.join('')}</ul>`) : '';
}

/**
 * The owner's published content, a section per kind with its newest items (title, picture when any) each opening its
 * own public page, and the owner's whole list for visitors when there is one (issue 31). Only sections with items
 * come in; pictures only from our files or http(s); every title escaped.
 */
function contentSections(input: CardPageInput): string {
  const t = input.texts.card;
  return (input.content ?? [])
    .map((s) => {
      const items = s.items
        .map(
          (i) =>
            `<li><a class="sec-item" href="${h(i.href)}" data-testid="section-item">` +
            (i.cover && SAFE_URL.test(i.cover) ? `<img ${imgSrc(i.cover, 52)} alt="" width="84" height="84" loading="lazy">` : '<span class="sec-cover" aria-hidden="true"></span>') +
            `<span class="sec-title">${h(i.title)}</span></a></li>`,
        )
        .join('');
      const more = s.more ? `<a class="sec-more" href="${h(s.more)}" data-testid="section-more">${h(t.seeAll)}</a>` : '';
      return section(t.sections[s.key], `card-sec-${s.key}`, `<ul class="sec-items">${items}</ul>${more}`, editLink(input, s.key));
    })
    .join('');
}

function honours(card: TCardView, t: TCardPageTexts['card']): string {
  if (!card.honours.length) return '';
  const items = card.honours
    .map(
      (x) =>
        `<li data-testid="honour">${x.imageUrl && SAFE_URL.test(x.imageUrl) ? `<img ${imgSrc(x.imageUrl, 70)} alt="" width="112" height="112" loading="lazy">` : ''}` +
        `<div><strong>${h(x.title)}</strong>${x.awardedOn ? `<span class="muted"> · ${h(x.awardedOn)}</span>` : ''}${x.content ? `<p>${h(x.content)}</p>` : ''}</div></li>`,
    )
    .join('');
  return section(t.honours, 'card-honours', `<ul class="honours">${items}</ul>`);
}

/**
 * The master's pushed content on a sub card (issue 31): one section titled "来自 <master>", holding the master's
 * company fields, product and service, honours, columns and links; the sub's own fields above are untouched.
 */
function mirrored(input: CardPageInput): string {
  const t = input.texts.card;
  const m = mirrorSection(input.card, t.productService, input.mirror);
  if (!m) return '';
  const parts: string[] = [];
  if (m.basic) {
    const b = m.basic;
    const rows = [
      b.landline ? row(t.landline, `<a href="tel:${h(b.landline)}">${h(b.landline)}</a>`) : '',
      b.fax ? row(t.fax, h(b.fax)) : '',
      b.taxNumber ? row(t.taxNumber, h(b.taxNumber)) : '',
    ].join('');
    parts.push(
      `<div data-testid="mirror-basic">${b.company ? `<p class="card-company" data-testid="mirror-company">${h(b.company)}</p>` : ''}` +
        (rows ? `<dl class="card-fields">${rows}</dl>` : '') +
        (b.productService ? `<h4>${h(m.productTitle)}</h4><p class="pre">${h(b.productService)}</p>` : '') +
        '</div>',
    );
  }
  if (m.honours.length) {
    parts.push(
      `<h4>${h(t.honours)}</h4><ul class="honours">${m.honours
        .map(
          (x) =>
            `<li data-testid="mirror-honour">${x.imageUrl && SAFE_URL.test(x.imageUrl) ? `<img ${imgSrc(x.imageUrl, 70)} alt="" width="112" height="112" loading="lazy">` : ''}` +
            `<div><strong>${h(x.title)}</strong>${x.awardedOn ? `<span class="muted"> · ${h(x.awardedOn)}</span>` : ''}${x.content ? `<p>${h(x.content)}</p>` : ''}</div></li>`,
        )
        .join('')}</ul>`,
    );
  }
  for (const c of m.columns) parts.push(`<div data-testid="mirror-column"><h4>${h(c.name)}</h4><p class="pre">${h(c.content)}</p></div>`);
  for (const set of m.linkSets) {
    const items = set.links
      .filter((l) => HTTP_URL.test(l.url))
      .map((l) => `<li><a href="${h(l.url)}" target="_blank" rel="noopener noreferrer nofollow ugc" data-testid="mirror-link">${h(l.title)}</a></li>`)
      .join('');
    if (items) parts.push(`<h4>${h(set.name)}</h4><ul class="mini-links">${items}</ul>`);
  }
  return parts.length ? section(fill(t.mirrorFrom, { name: m.from }), 'card-mirror', `<div class="mirror-body">${parts.join('')}</div>`) : '';
}

function viewerBar(input: CardPageInput): string {
  const { viewer, texts, paths } = input;
  if (viewer.isOwner) {
    const rank = viewer.rank ? `<span data-testid="rank">${h(fill(texts.owner.rank, viewer.rank))}</span>` : '';
    // 导出名片 (issue 34): the owner's email signature, video background and wallet pass.
    const exportsLink = paths.exports ? `<a href="${h(paths.exports)}" data-testid="open-exports">${h(texts.owner.exports)}</a>` : '';
    return `<div class="viewer-bar" data-testid="owner-bar">${rank}<a href="${h(paths.downloadCenter)}">${h(texts.owner.downloadCenter)}</a>${exportsLink}</div>`;
  }
  if (viewer.loggedIn) return '';
  return `<div class="viewer-bar" data-testid="visitor-bar"><span>${h(texts.visitor.pitch)}</span><a href="${h(paths.register)}">${h(texts.visitor.makeMine)}</a></div>`;
}

/** The share hint; saving a contact has its own guide (card-page-save.ts). */
function wechatHints(texts: TCardPageTexts['wechat']): string {
  return (['share'] as const)
    .map(
      (kind) =>
        `<div class="wx-hint" role="dialog" aria-modal="true" data-testid="wechat-hint" data-kind="${kind}" hidden>` +
        `<div class="wx-hint-arrow" aria-hidden="true">${pageIcon('pointUp', '3rem')}</div><div class="wx-hint-body"><h3>${h(texts[`${kind}Title`])}</h3><p>${h(texts[`${kind}Body`])}</p>` +
        `<button type="button" class="btn btn-ghost" data-close>${h(texts.gotIt)}</button></div></div>`,
    )
    .join('');
}

/** Customer service's complaint intake about this card (an app screen; the owner has nobody to complain about here). */
function complaintLink(input: CardPageInput): string {
  if (!input.paths.complaint || input.viewer.isOwner) return '';
  const href = `${input.paths.complaint}?target=${encodeURIComponent(input.card.phoneIdEcr)}`;
  return ` · <a class="card-complaint" href="${h(href)}" data-testid="card-complaint">${h(input.texts.card.complaint)}</a>`;
}

export function renderCardBody(input: CardPageInput): string {
  const { card, texts } = input;
  const t = texts.card;
  const theme = themeOf(card.themeId);
  const lay = layoutParts(card, t, SAFE_URL.test(card.backgroundUrl) ? card.backgroundUrl : null);
  const bgUrl = lay.headBg;
  const body = [
    head(card, t, lay),
    card.title ? `<p class="card-title" data-testid="card-title">${h(card.title)}</p>` : '',
    card.signature ? `<p class="card-signature">${h(card.signature)}</p>` : '',
    actions(card, input),
    fields(card, t),
    navigation(card, texts),
    card.productService ? section(t.productService, 'card-product', `<p class="pre">${h(card.productService)}</p>`) : '',
    ...card.columns.map((c) => section(c.name, 'card-column', `<p class="pre">${h(c.content)}</p>`)),
    linkSets(input.linkSets, editLink(input, 'links')),
    honours(card, t),
    mirrored(input),
    albums(input.albums, t, editLink(input, 'albums')),
    moreEntries(input),
    contentSections(input),
    card.wechatQrUrl && SAFE_URL.test(card.wechatQrUrl)
      ? section(
          t.wechatQr,
          'card-wechat',
          `<figure class="wechat-qr"><img ${imgSrc(card.wechatQrUrl, 180)} alt="${h(t.wechatQr)}" width="288" height="288" loading="lazy"><figcaption class="muted">${h(t.wechatQrHint)}</figcaption></figure>`,
        )
      : '',
    viewerBar(input),
    `<footer class="card-footer muted">${h(t.poweredBy)}${complaintLink(input)}</footer>`,
    // The save guide first: its 我知道了 is the first on the page, as the download hint's was.
    input.inWeChat ? saveGuide(card, input.link ?? '', input.lang) + wechatHints(texts.wechat) : '',
  ].join('');
  return `<div class="page page-card"><main class="page-body"><article class="card theme-${theme} layout-${lay.id}${bgUrl ? ' has-bg' : ''}" data-testid="card-view" data-theme="${theme}" data-layout="${lay.id}"${lay.style ? ` style="${h(lay.style)}"` : ''}>${body}</article></main></div>`;
}

/**
 * Without a photo, a generated avatar (issue 35, item 4): up to two initials (contract common/avatar, the same as the
 * app's) drawn in SVG on the theme's accent (the circle's background). A new card is named after the masked phone,
 * whose "1" would look like a bug: a name without letters gets the icon set's person glyph.
 */
export function avatarStandIn(name: string): string {
  const initials = avatarInitials(name);
  if (!initials) {
    return `<svg viewBox="0 0 24 24" width="60%" height="60%" fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round" data-testid="avatar-placeholder">${AVATAR_PERSON_GLYPH}</svg>`;
  }
  const size = [...initials].length > 1 ? 36 : 46;
  return `<svg viewBox="0 0 100 100" width="100%" height="100%" data-testid="avatar-initials"><text x="50" y="50" dy="0.35em" text-anchor="middle" font-size="${size}" font-weight="600" fill="currentColor">${h(initials)}</text></svg>`;
}

/** Share texts the inline script needs (it has no catalogue of its own). */
export const scriptTexts = (texts: TCardPageTexts, card: TCardView) => ({
  title: fill(texts.share.title, { name: card.name }),
  copied: texts.share.copied,
  copyManually: texts.share.copyManually,
  // The visitor radar's beacon (card-page-script.ts); the owner's own page sends none.
  ...(card.isOwner ? {} : { radar: { url: RADAR_BEACON_PATH, id: card.phoneIdEcr, max: LIMITS.network.beaconActionsMax } }),
});
