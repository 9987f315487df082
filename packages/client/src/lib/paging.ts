import type { TPage } from '@card/contract';

/**
 * The client side of the one list shape (contract common/paging.ts): what TanStack's infinite queries need to ask
 * for the next page, and the rows of every page loaded so far. Page lists go on with `pageIndex + 1`, feeds with the
 * `nextCursor` the server handed out; both stop when `hasMore` is false.
 */
export const firstPageIndex = 1;
export const nextPageIndex = (last: TPage<unknown>, pages: unknown[]): number | undefined => (last.hasMore ? pages.length + 1 : undefined);

export const firstCursor: string | undefined = undefined;
export const nextCursorOf = (last: TPage<unknown>): string | undefined => (last.hasMore && last.nextCursor ? last.nextCursor : undefined);

/** Every row of the pages loaded so far, in order. */
export const rowsOf = <T>(data: { pages: TPage<T>[] } | undefined): T[] => data?.pages.flatMap((p) => p.items) ?? [];
