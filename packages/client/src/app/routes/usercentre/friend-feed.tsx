import { useTranslation } from '../../../lib/i18n';
import { Page, Loading } from '../../../components/layouts/Page';
import { LoadMore } from '../../../components/ui/LoadMore';
import { rowsOf } from '../../../lib/paging';
import { useFriendFeed } from '../../../features/usercentre/feed-api';
import { FriendFeedList } from '../../../features/usercentre/components/FriendFeedList';

/** 好友动态 (issue 31): what contacts published, newest first, from the management centre's 好友动态 link. */
export default function FriendFeedRoute() {
  const { t } = useTranslation('usercentre');
  const feed = useFriendFeed();
  return (
    <Page title={t('titles.friendFeed')}>
      {feed.data ? <FriendFeedList items={rowsOf(feed.data)} /> : <Loading />}
      <LoadMore hasMore={feed.hasNextPage} loading={feed.isFetchingNextPage} onMore={() => void feed.fetchNextPage()} />
    </Page>
  );
}
