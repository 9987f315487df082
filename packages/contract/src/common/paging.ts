import { z } from 'zod';
import { fInt } from './form';
import { LIMITS } from './limits';
import { rule } from './validation';

/**
 * One way to page (docs/decisions/0004). Two kinds of query, one result shape:
 * - a page query (`pageIndex` from 1, `pageSize` 10 by default, spec sections 5/9) for lists a user browses and that
 *   can be counted (subscriptions, music);
 * - a feed query (an opaque `cursor` handed out by the previous page, plus `pageSize`) for lists that grow at the
 *   top while being read (messages; later circles, articles, videos): a keyset, so new rows never shift a page.
 * Form fields arrive as strings; blank means "the default", like every other form field (common/form.ts).
 */
const blankIsDefault = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const fPaging = (min: number, max: number, fallback: number) => z.preprocess(blankIsDefault, fInt(min, max).default(fallback));

const P = LIMITS.paging;
export const zPageIndex = fPaging(1, P.pageIndexMax, P.pageIndexDefault);
export const zPageSize = fPaging(1, P.pageSizeMax, P.pageSizeDefault);
/** Opaque to the client: url-safe characters only, checked again (and tied to its list) by the server. */
export const zCursor = z.preprocess(
  blankIsDefault,
  z
    .string()
    .max(P.cursorMax, rule('cursor'))
    .regex(/^[A-Za-z0-9_-]+$/, rule('cursor'))
    .optional(),
);

export const pageQueryShape = { pageIndex: zPageIndex, pageSize: zPageSize };
export const feedQueryShape = { cursor: zCursor, pageSize: zPageSize };
/** A page query alone; an area with filters spreads `pageQueryShape` into its own body. A missing body is page 1. */
export const ZPageQuery = z.object(pageQueryShape).default({});
export const ZFeedQuery = z.object(feedQueryShape).default({});
export type TPageQuery = { pageIndex: number; pageSize: number };
export type TFeedQuery = { cursor?: string; pageSize: number };

/**
 * The one list result:
 * - `items`: this page, in the list's order;
 * - `total`: how many there are in all, for page lists; null for feeds (counting a growing feed is costly and stale);
 * - `hasMore`: whether another page follows (both kinds), what a "load more" button reads;
 * - `nextCursor`: for feeds, what to send as `cursor` for the next page (null at the end); always null for page
 *   lists, whose next page is `pageIndex + 1`.
 * An area may add summary fields beside these (the unread count of messages, the music categories).
 */
// biome-ignore lint/complexity/noBannedTypes: `{}`: no extra page fields unless given (a zod shape)
export const pageOf = <T extends z.ZodTypeAny, E extends z.ZodRawShape = {}>(item: T, extra?: E) =>
  z.object({
    items: z.array(item),
    total: z.number().int().nullable(),
    hasMore: z.boolean(),
    nextCursor: z.string().nullable(),
    ...((extra ?? {}) as E),
  });
export interface TPage<T> {
  items: T[];
  total: number | null;
  hasMore: boolean;
  nextCursor: string | null;
}
