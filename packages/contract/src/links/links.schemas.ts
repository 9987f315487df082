import { z } from 'zod';
import { fCsv, fId, fText } from '../common/form';
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

export const zLinkUrl = z.string().trim().superRefine((s, ctx) => {
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
  },
};
