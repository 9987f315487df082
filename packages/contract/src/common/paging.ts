import { z } from 'zod';
import { LIMITS } from './limits';
import { fInt } from './form';
import { rule } from './validation';

/**
 * One way to page. Lists a user pages through by number take `ZPageQuery` (page index from 1, size 10 by default,
 * spec sections 5 and 9); feeds that grow at the top while read (messages, later moments, videos) take
 * `ZFeedQuery`, an opaque keyset cursor from the previous page. Both answer `ZList(item)`:
 *
 *   { items, total, hasMore, nextCursor }
 *
 * `total` is the number of items of a paged list (null for feeds, where counting would cost a scan), `hasMore`
 * says whether another page exists, `nextCursor` is what a feed sends back for the next page (null for paged lists
 * and on the last page). Form strings are coerced like every other field.
 */
const { defaultPageSize, maxPageSize, maxPageIndex, cursorMax } = LIMITS.paging;

export const fPageSize = () => fInt(1, maxPageSize).default(defaultPageSize);

export const ZPageQuery = z.object({
  pageIndex: fInt(1, maxPageIndex).default(1),
  pageSize: fPageSize(),
});
export type TPageQuery = z.output<typeof ZPageQuery>;

export const ZFeedQuery = z.object({
  cursor: z.string().trim().max(cursorMax, rule('maxLength', { max: cursorMax })).regex(/^[A-Za-z0-9_-]*$/, rule('idFormat')).default(''),
  pageSize: fPageSize(),
});
export type TFeedQuery = z.output<typeof ZFeedQuery>;

export const ZList = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().nullable(),
    hasMore: z.boolean(),
    nextCursor: z.string().nullable(),
  });
export type TList<T> = { items: T[]; total: number | null; hasMore: boolean; nextCursor: string | null };
