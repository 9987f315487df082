import { useState } from 'react';
import { MESSAGE_KINDS } from '@card/contract';
import { useTranslation } from '../../../lib/i18n';
import { Page, Loading } from '../../../components/layouts/Page';
import { useMessages, useReadAllMessages } from '../../../features/usercentre/api';
import { Button } from '../../../components/ui/Button';
import { MessageList } from '../../../features/usercentre/components/MessageList';
import { LoadMore } from '../../../components/ui/LoadMore';
import { Tabs } from '../../../components/ui/Tabs';
import { rowsOf } from '../../../lib/paging';

const TABS = ['all', ...MESSAGE_KINDS] as const;

/** The message centre, with a tab per message kind (all, exchange, company, circle...). */
export default function MessagesRoute() {
  const { t } = useTranslation('usercentre');
  const [tab, setTab] = useState<(typeof TABS)[number]>('all');
  const list = useMessages(tab === 'all' ? undefined : tab);
  const readAll = useReadAllMessages();
  const unread = list.data?.pages[0]?.unread ?? 0;
  return (
    <Page title={t('titles.messages')}>
      <Tabs options={TABS.map((k) => ({ value: k, label: t(`messages.kinds.${k}`), testId: `message-tab-${k}` }))} value={tab} onChange={setTab} label={t('titles.messages')} />
      {list.data && (
        <div className="uc-message-tools">
          <p className="uc-note" data-testid="unread-count">
            {t('messages.unread', { count: unread })}
          </p>
          {/* Of every kind, whichever tab is open: the count beside it is of all messages too. */}
          {unread > 0 && (
            <Button variant="ghost" data-testid="messages-read-all" disabled={readAll.isPending} onClick={() => readAll.mutate()}>
              {t('messages.readAll')}
            </Button>
          )}
        </div>
      )}
      {list.data ? <MessageList messages={rowsOf(list.data)} /> : <Loading />}
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
    </Page>
  );
}
