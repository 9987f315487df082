import { useTranslation } from '../../../lib/i18n';
import { Page, Loading } from '../../../components/layouts/Page';
import { useSubscriptions } from '../../../features/usercentre/settings-api';
import { SubscriptionList } from '../../../features/usercentre/components/SubscriptionList';
import { LoadMore } from '../../../components/ui/LoadMore';
import { rowsOf } from '../../../lib/paging';

/** My subscriptions (acc_home_bkmore): cards the user follows, with unsubscribe. */
export default function SubscriptionsRoute() {
  const { t } = useTranslation('usercentre');
  const subs = useSubscriptions();
  return (
    <Page title={t('titles.subscriptions')}>
      {subs.data ? <SubscriptionList items={rowsOf(subs.data)} /> : <Loading />}
      <LoadMore hasMore={subs.hasNextPage} loading={subs.isFetchingNextPage} onMore={() => void subs.fetchNextPage()} />
    </Page>
  );
}
