import '../../../../features/service/chat/chat.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TChatConversation } from '@card/contract';
import { Page, Loading } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { ConfirmButton } from '../../../../components/ui/ConfirmButton';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { chatKeys, useCloseConversation, useMyConversation, useStartConversation } from '../../../../features/service/chat/api';
import { emptyLog } from '../../../../features/service/chat/chat-sync';
import { ChatPanel } from '../../../../features/service/chat/components/ChatPanel';
import { useChatSocket } from '../../../../features/service/chat/use-chat-socket';

/**
 * /customer/client/onlineService: the user's live chat with customer service. The first message opens the
 * conversation (startConversation); it waits for an agent, who answers live; the user may end it, after which
 * "会话已结束" offers a new one.
 */
export default function OnlineServiceRoute() {
  const { t } = useTranslation('serviceChat');
  const qc = useQueryClient();
  const mine = useMyConversation();
  const start = useStartConversation();
  const close = useCloseConversation();
  // The conversation shown: the open one from findMyConversation, then whatever frames, start and close answer.
  const [conv, setConv] = useState<TChatConversation | null | undefined>(undefined);
  const convAt = useRef(0);
  const show = useCallback((c: TChatConversation | null) => {
    convAt.current = Date.now();
    setConv(c);
  }, []);

  useEffect(() => {
    if (!mine.data || mine.dataUpdatedAt < convAt.current) return;
    const open = mine.data.conversation;
    if (open) setConv(open);
    // Open no more although the screen shows it open: it was ended on the other side (seen while polling).
    else setConv((c) => (c === undefined ? null : c && c.status !== 'closed' ? { ...c, status: 'closed' } : c));
  }, [mine.data, mine.dataUpdatedAt]);

  const onConversation = useCallback((c: TChatConversation) => {
    setConv((old) => (old && old.id === c.id ? c : old));
  }, []);
  const whileDown = useCallback(() => {
    void qc.invalidateQueries({ queryKey: chatKeys.mine });
  }, [qc]);
  const chat = useChatSocket({ conversationId: conv?.id ?? null, onConversation, whileDown });

  const send = async (text: string) => {
    let target = conv && conv.status !== 'closed' ? conv : null;
    if (!target) {
      target = await start.mutateAsync();
      // A conversation opened now holds nothing yet: its log starts empty instead of waiting for a first load.
      if (target.lastSeq === 0) qc.setQueryData(chatKeys.log(target.id), emptyLog);
      show(target);
    }
    chat.sendText(target.id, text);
  };

  const info =
    !conv || conv.status === 'closed' ? t('chat.agentsOnline', { count: mine.data?.agentsOnline ?? 0 }) : conv.agent ? t('chat.servedBy', { name: conv.agent.name }) : t('chat.waiting');
  const actions =
    conv && conv.status !== 'closed' ? (
      <span className="chat-actions">
        <ConfirmButton
          label={t('chat.close')}
          armedLabel={t('chat.closeArmed')}
          confirmText={t('chat.closeConfirm')}
          testId="chat-close"
          className="link-btn link-danger"
          disabled={close.isPending}
          onConfirm={() => close.mutate(conv.id, { onSuccess: (c) => show(c) })}
        />
      </span>
    ) : undefined;

  return (
    <div className="chat-page">
      <Page title={t('titles.onlineService')} backTo={paths.customerHome} actions={actions}>
        {conv === undefined ? (
          mine.isError ? (
            <p className="result muted" data-testid="chat-error">
              {mine.error.message}
            </p>
          ) : (
            <Loading />
          )
        ) : (
          <ChatPanel
            chat={chat}
            conversation={conv}
            side="user"
            info={info}
            busy={start.isPending}
            onSend={send}
            intro={
              <p className="chat-note" data-testid="chat-welcome">
                {t('chat.welcome')}
              </p>
            }
            closedAction={
              <Button type="button" variant="ghost" data-testid="chat-new" onClick={() => show(null)}>
                {t('chat.startNew')}
              </Button>
            }
          />
        )}
      </Page>
    </div>
  );
}
