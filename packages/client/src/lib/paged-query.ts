import { useInfiniteQuery } from '@tanstack/react-query';
import { firstPageIndex, nextPageIndex } from './paging';

/**
 * A page list read as an infinite query: page 1 first, the next page while the last said `hasMore` (lib/paging).
 * `load` asks for one page by its index; `enabled` holds the query until its input is known.
 */
export const usePagedList = <P extends { hasMore: boolean }>(key: readonly unknown[], load: (pageIndex: number) => Promise<P>, enabled = true) =>
  useInfiniteQuery({
    queryKey: key,
    enabled,
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: firstPageIndex,
    getNextPageParam: (last, pages) => nextPageIndex(last as never, pages),
  });
