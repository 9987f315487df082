import { z } from 'zod';
import { fBool, fCsv, fId, fInt, fText } from '../common/form';
import { LIMITS } from '../common/limits';
import { rule } from '../common/validation';
import { label, type AreaLabels } from '../common/labels';

/** Micro links (module 4): a card owner's named sets of web links, shown to visitors of the card (limits: `LIMITS.links`). */

/**
 * An absolute http(s) address with a host. Visitors get it as a clickable link, so every other scheme
 * (`javascript:`, `data:`, `ftp:`...) and relative paths are refused, and so is anything with spaces or control
 * characters that a browser might silently repair into something else.
 */
export function isHttpUrl(s: string): boolean {
  if (!/^https?:\/\/[^\s/?#]+/i.test(s) || /[\s\u0000-\u001f\u007f]/.test(s)) return false;
  try {
    const u = new URL(s);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
  } catch {
    return false;
  }
}

export const zLinkUrl = z
  .string()
  .trim()
  .superRefine((s, ctx) => {
    if (s === '') ctx.addIssue({ code: 'custom', message: rule('required') });
    else if ([...s].length > LIMITS.links.urlMax) ctx.addIssue({ code: 'custom', message: rule('maxLength', { max: LIMITS.links.urlMax }) });
    else if (!isHttpUrl(s)) ctx.addIssue({ code: 'custom', message: rule('url') });
  });

export const ZLinkSet = z.object({ id: z.string(), name: z.string(), linkCount: z.number() });
export type TLinkSet = z.infer<typeof ZLinkSet>;
export const ZMiniLink = z.object({ id: z.string(), title: z.string(), url: z.string() });
export type TMiniLink = z.infer<typeof ZMiniLink>;
/** A set with its links in order: one of the owner's sets, or what a visitor of the card sees. */
export const ZLinkSetWithLinks = z.object({ id: z.string(), name: z.string(), links: z.array(ZMiniLink) });
export type TLinkSetWithLinks = z.infer<typeof ZLinkSetWithLinks>;

export const zLinkSetName = fText(1, LIMITS.links.setNameMax);
export const ZAddLinkSetBody = z.object({ name: zLinkSetName });
export const ZUpdateLinkSetBody = z.object({ id: fId(), name: zLinkSetName });
export const ZSetIdBody = z.object({ setId: fId() });
/** The new order of the caller's sets: every one of their set ids exactly once, comma-joined. */
export const ZSortLinkSetsBody = z.object({ ids: fCsv(fId(), LIMITS.links.setsMax) });

/** The fields a person types for a link; the add and update bodies add which set or which link. */
/**
 * A link as its owner sees it: the visitors' fields plus the on/off switch, the scheduled on and off times (ISO,
 * UTC; null when not set: shown to visitors only while enabled and onAt <= now < offAt) and every counted click.
 */
export const ZOwnMiniLink = ZMiniLink.extend({
  enabled: z.boolean(),
  onAt: z.string().nullable(),
  offAt: z.string().nullable(),
  clicks: z.number(),
});
export type TOwnMiniLink = z.infer<typeof ZOwnMiniLink>;
export const ZOwnLinkSetWithLinks = z.object({ id: z.string(), name: z.string(), links: z.array(ZOwnMiniLink) });
export type TOwnLinkSetWithLinks = z.infer<typeof ZOwnLinkSetWithLinks>;

/** Where a visitor's click goes first: the counting redirect, which answers 302 to the link's address. */
export const miniLinkClickPath = (linkId: string) => `/fun/link/${encodeURIComponent(linkId)}`;

export const ZSwitchMiniLinkBody = z.object({ id: fId(), enabled: fBool() });
/** Epoch milliseconds (a form sends numbers as text); a missing or blank time clears it. Year 2100 bounds the number. */
const fTime = () => z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), fInt(0, 4_102_444_800_000).optional());
export const ZMiniLinkScheduleBody = z.object({ id: fId(), onAt: fTime(), offAt: fTime() });
export type TMiniLinkScheduleBody = z.input<typeof ZMiniLinkScheduleBody>;

/** The owner's click chart: one link, one set, or all their links, over the last 7 or 30 days (China time). */
export const ZClickStatsBody = z.object({
  setId: fId().optional(),
  linkId: fId().optional(),
  days: z.preprocess(
    (v) => (typeof v === 'string' ? Number(v) : v),
    z.union([z.literal(LIMITS.links.statsDays[0]), z.literal(LIMITS.links.statsDays[1])], {
      errorMap: () => ({ message: rule('enum', { options: LIMITS.links.statsDays.join(', ') }) }),
    }),
  ),
});
export const ZClickStats = z.object({
  /** Oldest first, every day present (0 when nobody clicked), `day` as YYYY-MM-DD in China time. */
  days: z.array(z.object({ day: z.string(), clicks: z.number() })),
  /** The links the chart covers: clicks in the range and all-time total. */
  links: z.array(z.object({ id: z.string(), title: z.string(), clicks: z.number(), total: z.number() })),
});
export type TClickStats = z.infer<typeof ZClickStats>;

export const ZMiniLinkFields = z.object({ title: fText(1, LIMITS.links.linkTitleMax), url: zLinkUrl });
export type TMiniLinkFields = z.input<typeof ZMiniLinkFields>;
export const ZAddMiniLinkBody = ZMiniLinkFields.extend({ setId: fId() });
export const ZUpdateMiniLinkBody = ZMiniLinkFields.extend({ id: fId() });
export const ZSortMiniLinksBody = z.object({ setId: fId(), ids: fCsv(fId(), LIMITS.links.linksPerSetMax) });

/** Field labels of the micro links area: a set's `name` and a link's `title` are their own. */
export const LINKS_LABELS: AreaLabels = {
  fields: {
    name: label('链接分组名称', 'link group name'),
    setId: label('链接分组', 'link group'),
    title: label('链接标题', 'link title'),
    url: label('链接地址', 'link address'),
  },
  calls: {
    delMpLinkSet: { id: label('链接分组', 'link group') },
    updateMpLinkSet: { id: label('链接分组', 'link group') },
    delMiniLink: { id: label('链接', 'link') },
    updateMiniLink: { id: label('链接', 'link') },
    sortMpLinkSet: { ids: label('分组顺序', 'group order') },
    sortMiniLink: { ids: label('链接顺序', 'link order') },
    switchMiniLink: { id: label('链接', 'link'), enabled: label('链接开关', 'link switch') },
    setMiniLinkSchedule: { id: label('链接', 'link'), onAt: label('上线时间', 'on time'), offAt: label('下线时间', 'off time') },
    findMiniLinkClickStats: { linkId: label('链接', 'link'), days: label('统计天数', 'days') },
  },
};
