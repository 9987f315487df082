import { useInfiniteQuery } from '@tanstack/react-query';
import { api, call } from '../../lib/api';
import { areas } from '../../lib/mutation';
import { firstCursor, nextCursorOf } from '../../lib/paging';

/**
 * 好友动态 (issue 31): what the user's exchanged contacts published, a page at a time (newest first). Under the user
 * centre's keys, so a change of the user centre (the dynamic switch among them) refreshes it too.
 */
export const useFriendFeed = () =>
  useInfiniteQuery({
    queryKey: areas.usercentre.key('friendFeed'),
    queryFn: ({ pageParam }) => call(api.usercentre.findFriendDynamics({ body: pageParam ? { cursor: pageParam } : {} })),
    initialPageParam: firstCursor,
    getNextPageParam: nextCursorOf,
  });
