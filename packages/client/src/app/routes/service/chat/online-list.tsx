import '../../../../features/service/chat/chat.css';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ONLINE_LIST_TABS, type TChatConversation } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { Tabs } from '../../../../components/ui/Tabs';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { chatKeys, useAcceptConversation, useOnlineList, type OnlineTab } from '../../../../features/service/chat/api';
import { ChatStatusLine } from '../../../../features/service/chat/components/ChatInputBar';
import { ConversationRow } from '../../../../features/service/chat/components/ConversationRow';
import { useChatSocket } from '../../../../features/service/chat/use-chat-socket';
import { MessagesSquare } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/**
 * /customer/service/onlineList: the agent's desk. Tabs 待接入 (anyone's to take), 我的会话 (the agent's open ones)
 * and 已结束, with counts and unread badges, kept live by the socket's `conversation` frames (polled while it is
 * down). Tapping a waiting one takes it (another agent may have been quicker: CHAT_TAKEN's message) and opens it.
 */
export default function OnlineListRoute() {
  const { t } = useTranslation('serviceChat');
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [tab, setTab] = useState<OnlineTab>('waiting');
  const list = useOnlineList(tab);
  const accept = useAcceptConversation();
  const whileDown = useCallback(() => {
    void qc.invalidateQueries({ queryKey: chatKeys.lists });
  }, [qc]);
  const chat = useChatSocket({ conversationId: null, whileDown });
  const first = list.data?.pages[0];
  const counts: Partial<Record<OnlineTab, number>> = first ? { waiting: first.waiting, mine: first.mine } : {};

  const open = (c: TChatConversation) => {
    qc.setQueryData(chatKeys.conversation(c.id), c);
    navigate(paths.agentOnlineService(c.id));
  };
  const tap = (c: TChatConversation) => {
    if (c.status !== 'waiting') {
      open(c);
      return;
    }
    accept.mutate(c.id, { onSuccess: open });
  };

  const rows = rowsOf(list.data);
  return (
    <div className="chat-page-list">
      <Page title={t('titles.onlineList')}>
        <ChatStatusLine state={chat.state} info={first ? t('list.totalUnread', { count: first.unread }) : undefined} />
        <Tabs
          options={ONLINE_LIST_TABS.map((k) => ({
            value: k,
            label: (
              <>
                {t(`list.tabs.${k}`)}
                {counts[k] !== undefined && <span data-testid={`chat-tab-count-${k}`}>({counts[k]})</span>}
                {k === 'mine' && (first?.unread ?? 0) > 0 && (
                  <span className="chat-dot" aria-label={t('list.unread', { count: first!.unread })}>
                    {first!.unread}
                  </span>
                )}
              </>
            ),
            testId: `chat-tab-${k}`,
          }))}
          value={tab}
          onChange={setTab}
          label={t('list.tabsLabel')}
        />
        {!list.data ? (
          <Loading />
        ) : (
          <>
            {rows.length === 0 && <EmptyState icon={MessagesSquare} title={t(`list.empty.${tab}`)} hint={t('list.emptyHint')} testId="chat-list-empty" />}
            <ul className="chat-rows" data-testid={`chat-list-${tab}`}>
              {rows.map((c) => (
                <ConversationRow key={c.id} c={c} disabled={accept.isPending} onOpen={() => tap(c)} />
              ))}
            </ul>
            <LoadMore hasMore={Boolean(list.hasNextPage)} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
          </>
        )}
      </Page>
    </div>
  );
}
