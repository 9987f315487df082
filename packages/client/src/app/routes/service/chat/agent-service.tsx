import '../../../../features/service/chat/chat.css';
import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { TChatConversation } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { ConfirmButton } from '../../../../components/ui/ConfirmButton';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { chatKeys, endedConversation, useAcceptConversation, useAgentConversation, useCloseConversation } from '../../../../features/service/chat/api';
import { ChatPanel } from '../../../../features/service/chat/components/ChatPanel';
import { useChatSocket } from '../../../../features/service/chat/use-chat-socket';

/**
 * /customer/service/onlineService/:id: the agent's side of one conversation (the same chat view as the user's),
 * with 结束会话. Opened from the desk, which has taken a waiting conversation before coming here; opened by its link,
 * a waiting conversation is only read, with 接入 in place of the input bar.
 */
export default function AgentServiceRoute() {
  const { t } = useTranslation('serviceChat');
  const { id = '' } = useParams();
  const qc = useQueryClient();
  const conv = useAgentConversation(id);
  const close = useCloseConversation();
  const accept = useAcceptConversation();
  const c = conv.data;
  const setConv = useCallback((next: TChatConversation) => qc.setQueryData(chatKeys.conversation(next.id), next), [qc]);
  // Without the socket no frame says the user ended it: while it is down, look for it among the newest ended ones.
  const open = Boolean(c && c.status !== 'closed');
  const whileDown = useCallback(() => {
    if (!open) return;
    endedConversation(id).then(
      (hit) => {
        if (hit) setConv(hit);
      },
      () => {
        /* offline: the next poll */
      },
    );
  }, [id, open, setConv]);
  const chat = useChatSocket({ conversationId: c?.id ?? null, whileDown });

  if (conv.isError) {
    return (
      <Page title={t('titles.agentService')} backTo={paths.agentOnlineList}>
        <p className="result muted" data-testid="chat-error">
          {conv.error.message}
        </p>
        <p className="center">
          <Link to={paths.agentOnlineList}>{t('chat.backToList')}</Link>
        </p>
      </Page>
    );
  }
  // Only the agent it belongs to may end it: not while it waits for someone to take it.
  const actions =
    c && c.status === 'active' ? (
      <span className="chat-actions">
        <ConfirmButton
          label={t('chat.close')}
          armedLabel={t('chat.closeArmed')}
          confirmText={t('chat.closeConfirm')}
          testId="chat-close"
          disabled={close.isPending}
          onConfirm={() => close.mutate(c.id, { onSuccess: setConv })}
        />
      </span>
    ) : undefined;
  return (
    <div className="chat-page">
      <Page title={t('titles.agentService')} backTo={paths.agentOnlineList} actions={actions}>
        {!c ? (
          <Loading />
        ) : (
          <ChatPanel
            chat={chat}
            conversation={c}
            side="agent"
            info={t('chat.withUser', { name: c.user.name })}
            onSend={(text) => chat.sendText(c.id, text)}
            closedAction={
              <Link className="btn btn-ghost" to={paths.agentOnlineList} data-testid="chat-back-list">
                {t('chat.backToList')}
              </Link>
            }
            waitingAction={
              c.status === 'waiting' ? (
                <Button type="button" disabled={accept.isPending} data-testid="chat-accept" onClick={() => accept.mutate(c.id, { onSuccess: setConv })}>
                  {t('list.accept')}
                </Button>
              ) : undefined
            }
          />
        )}
      </Page>
    </div>
  );
}
