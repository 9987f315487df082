import type { Lang } from '@card/contract';

/**
 * What a shared link's preview says, per kind of content (issue 29). Pure: the rows as read (share-shell.repository.ts)
 * in, the preview's words and picture out, or null when visitors may not see the item: a null gives the plain app
 * page, so a hidden, draft, unapproved or members-only item never leaks its title or text into a chat preview. The
 * visibility tests repeat each area's own rule (named beside each) because the preview must not be looser than the
 * screen the link opens.
 */
export interface Owner {
  name: string;
  avatarUrl: string | null;
  phoneIdEcr: string;
}
export interface ShellContent {
  title: string;
  description: string;
  /** The content's own picture as stored ('/files/..' or http(s)), or '' (then the owner's avatar, then the site icon). */
  image: string;
  ownerAvatar: string;
}

/** Previews show one short line: chat cards cut at about 60 characters, search snippets at about 120. */
const DESCRIPTION_MAX = 120;
export function shortText(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  return chars.length <= max ? flat : `${chars.slice(0, max - 1).join('')}…`;
}

const zh = (lang: Lang) => lang !== 'en';
const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;
const of = (owner: Owner | null, image: string, title: string, description: string): ShellContent => ({
  title: shortText(title, 80),
  description: shortText(description),
  image,
  ownerAvatar: owner?.avatarUrl ?? '',
});
const ownerName = (o: Owner | null, lang: Lang) => o?.name || (zh(lang) ? '名片用户' : 'a card user');

// video.access.ts isVisibleToVisitors (and a video its owner deleted is gone).
export type VideoFacts = { title: string; intro: string; coverUrl: string; state: string; hidden: boolean; takenDownAt: Date | null; deletedByOwnerAt: Date | null };
export function videoContent(v: VideoFacts, owner: Owner | null, lang: Lang): ShellContent | null {
  if (v.state !== 'published' || v.hidden || v.takenDownAt || v.deletedByOwnerAt) return null;
  const name = ownerName(owner, lang);
  return of(owner, v.coverUrl, v.title, v.intro || (zh(lang) ? `${name}的微视频` : `A micro video by ${name}`));
}

// shop.access.ts isProductVisible.
export type ProductFacts = { name: string; intro: string; coverUrl: string; priceFen: number; onShelf: boolean; deletedAt: Date | null; shop: { name: string; closed: boolean } | null };
export function productContent(p: ProductFacts, owner: Owner | null): ShellContent | null {
  if (!p.shop || p.shop.closed || !p.onShelf || p.deletedAt) return null;
  return of(owner, p.coverUrl, p.name, [yuan(p.priceFen), p.intro || p.shop.name].join(' · '));
}

// shop-catalog.rules.ts shopPathOf: a closed shop has no visitors' page.
export type ShopFacts = { name: string; intro: string; logoUrl: string; kind: string; closed: boolean };
export function shopContent(s: ShopFacts | null, owner: Owner | null, lang: Lang): ShellContent | null {
  if (!s || s.closed) return null;
  const name = ownerName(owner, lang);
  const fallback = zh(lang) ? `${name}的${s.kind === 'catering' ? '餐饮店' : '微店'}` : `${name}'s ${s.kind === 'catering' ? 'restaurant' : 'shop'}`;
  return of(owner, s.logoUrl, s.name, s.intro || fallback);
}

/** A day as Beijing's calendar has it (activities are in China), e.g. 2026-05-01. */
export const beijingDay = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

// activity.access.ts loadVisibleActivity: anything but a draft (and not a deleted one).
export type ActivityFacts = { kind: string; title: string; intro: string; coverUrl: string; status: string; deletedAt: Date | null; startTime: Date | null; address: string };
export function activityContent(a: ActivityFacts, owner: Owner | null, lang: Lang): ShellContent | null {
  if (a.status === 'draft' || a.deletedAt) return null;
  const when = [a.startTime ? beijingDay(a.startTime) : '', a.address].filter(Boolean).join(' · ');
  const name = ownerName(owner, lang);
  const invite = zh(lang) ? `${name}邀请你报名` : `${name} invites you to sign up`;
  return of(owner, a.coverUrl, a.title, [when, a.intro].filter(Boolean).join(' · ') || invite);
}

// content-articles.rules.ts visibleTo + companyReadable: a company centre's article is for its members only.
export type ArticleFacts = { title: string; summary: string; coverUrl: string | null; body: string; state: string; companyId: string | null };
export function articleContent(a: ArticleFacts, owner: Owner | null): ShellContent | null {
  if (a.state !== 'published' || a.companyId !== null) return null;
  const paragraphs = parseBody(a.body);
  const text = paragraphs.find((p) => p.type === 'text')?.text ?? '';
  const picture = a.coverUrl || paragraphs.find((p) => p.type === 'image')?.url || '';
  return of(owner, picture, a.title, a.summary || text);
}
function parseBody(body: string): { type?: string; text?: string; url?: string }[] {
  try {
    const v: unknown = JSON.parse(body);
    return Array.isArray(v) ? v.filter((p) => p && typeof p === 'object') : [];
  } catch {
    return [];
  }
}

// content-cases.rules.ts visibleToOthers: approved (normal) and not hidden.
export type CaseFacts = { title: string; description: string; coverUrl: string | null; images: string; state: string; hidden: boolean };
export function caseContent(c: CaseFacts, owner: Owner | null, lang: Lang): ShellContent | null {
  if (c.state !== 'normal' || c.hidden) return null;
  let first = '';
  try {
    const list: unknown = JSON.parse(c.images);
    if (Array.isArray(list) && typeof list[0] === 'string') first = list[0];
  } catch {
    /* no pictures */
  }
  const name = ownerName(owner, lang);
  return of(owner, c.coverUrl || first, c.title, c.description || (zh(lang) ? `${name}的设计案例` : `A design case by ${name}`));
}

// circle.access.ts assertCircleOpen: a banned or dissolved circle is not shown to anyone.
export type CircleFacts = { name: string; description: string; avatarUrl: string | null; state: string; memberCount: number };
export function circleContent(c: CircleFacts, owner: Owner | null, lang: Lang): ShellContent | null {
  if (c.state !== 'normal' && c.state !== 'warned') return null;
  const members = zh(lang) ? `${c.memberCount} 位成员` : `${c.memberCount} member${c.memberCount === 1 ? '' : 's'}`;
  return of(owner, c.avatarUrl ?? '', zh(lang) ? `邀请你加入「${c.name}」` : `Join "${c.name}"`, [members, c.description].filter(Boolean).join(' · '));
}

// insight.service.ts shared: a live (not revoked) link; the snapshot holds figures only, so the preview names none.
export type ReportFacts = { year: number };
export function reportContent(r: ReportFacts, owner: Owner | null, lang: Lang): ShellContent | null {
  if (!owner) return null;
  const name = ownerName(owner, lang);
  return zh(lang)
    ? of(owner, '', `${name}的 ${r.year} 年度报告`, `${name}这一年的名片访问、交换与圈子`)
    : of(owner, '', `${name}'s ${r.year} annual report`, `${name}'s year of card visits, exchanges and circles`);
}
