import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TChatConversation, TChatMessage, TChatServerFrame, TChatClientFrame } from '@card/contract';
import { api, ApiError, baseUrlOf, call } from '../../../lib/api';
import { backoffMs, socketUrl } from '../../../lib/socket-url';
import { toast } from '../../../lib/toast';
import { chatKeys } from './api';
import { emptyLog, mergeMessages, newClientMsgId, resumeSeq, settle, settleStored, type ChatLog, type OutboxItem } from './chat-sync';

/**
 * The live chat's connection (issue 17): a WebSocket opened with a fresh one-time ticket each time, a heartbeat,
 * reconnection with backoff (and at once when the browser is back online or the page visible again), `resume` with
 * the last unbroken seq the screen holds, and an outbox of sends not yet confirmed, sent again after reconnecting
 * (the server stores a clientMsgId once, so a resend never doubles). While the socket is down (or the server has
 * none) the same work goes over HTTP: sends through sendMessage, and findMessages afterSeq every few seconds.
 */
export type ChatConnection = 'connecting' | 'open' | 'reconnecting';

const POLL_MS = 3000;
/** A socket that opened but never said `ready` is taken as ready after this (a server without the frame). */
const READY_GRACE_MS = 1500;
const CATCH_UP_PAGE = 50;

interface Options {
  /** The conversation the screen shows (messages are merged and resumed for it); null: none yet, or a list screen. */
  conversationId: string | null;
  /** A conversation changed (taken, closed, a new one waiting). */
  onConversation?: (c: TChatConversation) => void;
  /** Called on every poll while the socket is down, for screens that refresh more than the messages. */
  whileDown?: () => void;
}

export function useChatSocket({ conversationId, onConversation, whileDown }: Options) {
  const qc = useQueryClient();
  const [state, setState] = useState<ChatConnection>('connecting');
  const [outbox, setOutbox] = useState<OutboxItem[]>([]);
  const outboxRef = useRef<OutboxItem[]>([]);
  const wsRef = useRef<WebSocket | null>(null);
  const readyRef = useRef(false);
  const convRef = useRef(conversationId);
  const resumedRef = useRef<string | null>(null);
  const inFlight = useRef(new Set<string>());
  const lastRead = useRef(new Map<string, number>());
  const handlers = useRef({ onConversation, whileDown });
  handlers.current = { onConversation, whileDown };
  convRef.current = conversationId;

  const setBox = useCallback((next: OutboxItem[]) => {
    outboxRef.current = next;
    setOutbox(next);
  }, []);

  /** Merges messages into their conversation's log (only a log some screen holds: the list screen keeps none). */
  const mergeIn = useCallback(
    (messages: TChatMessage[]) => {
      const byConv = new Map<string, TChatMessage[]>();
      for (const m of messages) byConv.set(m.conversationId, [...(byConv.get(m.conversationId) ?? []), m]);
      for (const [id, list] of byConv) {
        // No log yet: its first page is still loading and will hold these (the resume waits for it).
        if (!qc.getQueryData(chatKeys.log(id))) continue;
        qc.setQueryData<ChatLog>(chatKeys.log(id), (old) => mergeMessages(old ?? emptyLog, list));
      }
      const log = convRef.current ? qc.getQueryData<ChatLog>(chatKeys.log(convRef.current)) : undefined;
      if (log) {
        const left = settleStored(outboxRef.current, log);
        if (left !== outboxRef.current) setBox(left);
      }
    },
    [qc, setBox],
  );

  const send = useCallback((frame: TChatClientFrame) => {
    const ws = wsRef.current;
    if (!ws || ws.readyState !== WebSocket.OPEN || !readyRef.current) return false;
    ws.send(JSON.stringify(frame));
    return true;
  }, []);

  /** A refused send: out of the outbox, and the catalogue message shown. */
  const refuse = useCallback(
    (clientMsgId: string | undefined, message: string) => {
      if (clientMsgId) setBox(settle(outboxRef.current, clientMsgId));
      toast.error(message);
      // A refusal may mean the conversation ended meanwhile (CHAT_CLOSED): the user's screen reads it again.
      void qc.invalidateQueries({ queryKey: chatKeys.mine });
    },
    [qc, setBox],
  );

  /** Sends one outbox item over HTTP; a network failure keeps it for the next try, a refusal drops it. */
  const sendOverHttp = useCallback(
    async (item: OutboxItem) => {
      if (inFlight.current.has(item.clientMsgId)) return;
      inFlight.current.add(item.clientMsgId);
      try {
        const res = await call(api.service.sendMessage({ body: { conversationId: item.conversationId, clientMsgId: item.clientMsgId, text: item.text } }));
        mergeIn([res.message]);
        setBox(settle(outboxRef.current, item.clientMsgId));
      } catch (err) {
        if (err instanceof ApiError && err.status !== 0) refuse(item.clientMsgId, err.message);
      } finally {
        inFlight.current.delete(item.clientMsgId);
      }
    },
    [mergeIn, refuse, setBox],
  );

  const flushOutbox = useCallback(() => {
    for (const item of outboxRef.current) {
      if (!send({ type: 'send', conversationId: item.conversationId, clientMsgId: item.clientMsgId, text: item.text })) void sendOverHttp(item);
    }
  }, [send, sendOverHttp]);

  const resume = useCallback(() => {
    const id = convRef.current;
    const log = id ? qc.getQueryData<ChatLog>(chatKeys.log(id)) : undefined;
    // Before the screen's first page is loaded there is nothing to resume from; that page's load covers it.
    if (!id || !log || resumedRef.current === id) return;
    if (send({ type: 'resume', conversationId: id, afterSeq: resumeSeq(log) })) resumedRef.current = id;
  }, [qc, send]);

  /** The HTTP catch-up: every message after the unbroken run the screen holds, page after page. */
  const catchUp = useCallback(async () => {
    const id = convRef.current;
    if (!id || !qc.getQueryData(chatKeys.log(id))) return;
    for (let i = 0; i < 20; i++) {
      const afterSeq = resumeSeq(qc.getQueryData<ChatLog>(chatKeys.log(id)) ?? emptyLog);
      const page = await call(api.service.findMessages({ body: { conversationId: id, afterSeq, pageSize: CATCH_UP_PAGE } }));
      mergeIn(page.items);
      if (!page.hasMore || page.items.length === 0) break;
    }
  }, [mergeIn, qc]);

  // The connection: one socket at a time, reopened with backoff for as long as the screen is shown.
  const kick = useRef<() => void>(() => {});
  useEffect(() => {
    let stopped = false;
    let opening = false;
    let attempt = 0;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let beat: ReturnType<typeof setInterval> | undefined;
    let graceTimer: ReturnType<typeof setTimeout> | undefined;
    let timing = { heartbeatMs: 25_000, reconnectBaseMs: 500, reconnectMaxMs: 15_000 };

    const becomeReady = () => {
      if (readyRef.current || stopped) return;
      readyRef.current = true;
      attempt = 0;
      resumedRef.current = null;
      setState('open');
      resume();
      flushOutbox();
    };
    const dropped = () => {
      clearInterval(beat);
      clearTimeout(graceTimer);
      wsRef.current = null;
      readyRef.current = false;
      if (stopped) return;
      setState('reconnecting');
      clearTimeout(retryTimer);
      retryTimer = setTimeout(open, backoffMs(attempt++, timing.reconnectBaseMs, timing.reconnectMaxMs));
    };
    async function open() {
      clearTimeout(retryTimer);
      if (stopped || wsRef.current || opening) return;
      let ws: WebSocket;
      opening = true;
      try {
        const cfg = await call(api.service.findRealTimeConfig({ body: {} }));
        if (stopped || wsRef.current) return;
        timing = cfg;
        ws = new WebSocket(socketUrl(location, baseUrlOf('main'), cfg.socketPath, cfg.ticket));
      } catch {
        dropped();
        return;
      } finally {
        opening = false;
      }
      wsRef.current = ws;
      let lastFrameAt = Date.now();
      ws.onopen = () => {
        graceTimer = setTimeout(becomeReady, READY_GRACE_MS);
        beat = setInterval(() => {
          // No frame for two beats: the connection is dead without having said so (a phone changing networks).
          if (Date.now() - lastFrameAt > timing.heartbeatMs * 2 + 5000) {
            ws.close();
            return;
          }
          if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: 'ping' } satisfies TChatClientFrame));
        }, timing.heartbeatMs);
      };
      ws.onmessage = (ev) => {
        lastFrameAt = Date.now();
        let frame: TChatServerFrame;
        try {
          frame = JSON.parse(String(ev.data)) as TChatServerFrame;
        } catch {
          return;
        }
        if (frame.type === 'ready') becomeReady();
        else if (frame.type === 'message') {
          mergeIn([frame.message]);
          void qc.invalidateQueries({ queryKey: chatKeys.lists });
        } else if (frame.type === 'ack') {
          mergeIn([frame.message]);
          setBox(settle(outboxRef.current, frame.clientMsgId));
        } else if (frame.type === 'conversation') {
          qc.setQueryData(chatKeys.conversation(frame.conversation.id), frame.conversation);
          void qc.invalidateQueries({ queryKey: chatKeys.lists });
          handlers.current.onConversation?.(frame.conversation);
        } else if (frame.type === 'error') refuse(frame.clientMsgId, frame.message);
      };
      ws.onclose = () => {
        if (wsRef.current === ws) dropped();
      };
      ws.onerror = () => {
        /* onclose follows */
      };
    }
    const now = () => {
      if (stopped) return;
      attempt = 0;
      if (!wsRef.current) void open();
    };
    kick.current = now;
    const onVisible = () => {
      if (document.visibilityState === 'visible') now();
    };
    // The browser says the network is gone: a socket it keeps open would only time out later, so drop it now.
    const onOffline = () => {
      const ws = wsRef.current;
      if (ws) {
        wsRef.current = null;
        ws.close();
        dropped();
      }
    };
    window.addEventListener('online', now);
    window.addEventListener('offline', onOffline);
    document.addEventListener('visibilitychange', onVisible);
    void open();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      clearTimeout(graceTimer);
      clearInterval(beat);
      window.removeEventListener('online', now);
      window.removeEventListener('offline', onOffline);
      document.removeEventListener('visibilitychange', onVisible);
      const ws = wsRef.current;
      wsRef.current = null;
      readyRef.current = false;
      ws?.close();
    };
  }, [flushOutbox, mergeIn, qc, refuse, resume, setBox]);

  // A conversation chosen (or its first page loaded) while the socket is open: resume it.
  const logLoaded = Boolean(qc.getQueryData(chatKeys.log(conversationId ?? '')));
  // biome-ignore lint/correctness/useExhaustiveDependencies: resumes again when another conversation is chosen or its first page has loaded
  useEffect(() => {
    if (state === 'open') resume();
  }, [state, conversationId, logLoaded, resume]);

  // The HTTP fallback: while the socket is down, catch up and send the outbox every few seconds.
  const down = state !== 'open';
  useEffect(() => {
    if (!down) return;
    const tick = () => {
      void catchUp().catch(() => {
        /* offline: the next tick tries again */
      });
      for (const item of outboxRef.current) void sendOverHttp(item);
      // Offline the screen's own refreshes would only fail (and toast); the catch-up above fails quietly.
      if (navigator.onLine !== false) handlers.current.whileDown?.();
    };
    const timer = setInterval(tick, POLL_MS);
    window.addEventListener('online', tick);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', tick);
    };
  }, [down, catchUp, sendOverHttp]);

  /** Queues a message and sends it now (socket, else HTTP); it stays in the outbox until the server confirms it. */
  const sendText = useCallback(
    (conversation: string, text: string) => {
      const item: OutboxItem = { clientMsgId: newClientMsgId(), conversationId: conversation, text, at: Date.now() };
      setBox([...outboxRef.current, item]);
      if (!send({ type: 'send', conversationId: conversation, clientMsgId: item.clientMsgId, text })) void sendOverHttp(item);
    },
    [send, sendOverHttp, setBox],
  );

  /** The caller's side has read up to seq (once per seq; socket, else HTTP). */
  const markRead = useCallback(
    (conversation: string, seq: number) => {
      if ((lastRead.current.get(conversation) ?? -1) >= seq) return;
      lastRead.current.set(conversation, seq);
      const refreshCounts = () => {
        void qc.invalidateQueries({ queryKey: chatKeys.lists });
        void qc.invalidateQueries({ queryKey: chatKeys.mine });
      };
      if (send({ type: 'read', conversationId: conversation, seq })) {
        refreshCounts();
        return;
      }
      call(api.service.readMessages({ body: { conversationId: conversation, seq } })).then(refreshCounts, () => lastRead.current.delete(conversation));
    },
    [qc, send],
  );

  return { state, outbox, sendText, markRead, reconnectNow: () => kick.current() };
}
