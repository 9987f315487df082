import { useTranslation } from '../../../lib/i18n';
import { Page, Loading } from '../../../components/layouts/Page';
import { useMessages } from '../../../features/usercentre/api';
import { MessageList } from '../../../features/usercentre/components/MessageList';
import { LoadMore } from '../../../components/ui/LoadMore';
import { rowsOf } from '../../../lib/paging';

/** The message centre. */
export default function MessagesRoute() {
  const { t } = useTranslation('usercentre');
  const list = useMessages();
  return (
    <Page title={t('titles.messages')}>
      {list.data && <p className="uc-note" data-testid="unread-count">{t('messages.unread', { count: list.data.pages[0]?.unread ?? 0 })}</p>}
      {list.data ? <MessageList messages={rowsOf(list.data)} /> : <Loading />}
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
    </Page>
  );
}
