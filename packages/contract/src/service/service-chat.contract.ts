import type { z } from 'zod';
import { c, formPost } from '../common/contract-builder';
import type { RouteNeeds } from '../common/bases';
import { commonResponses, ZNoBody } from '../common/envelope';
import { AGENT_NEEDS } from './service.schemas';
import {
  ZChatConversation,
  ZChatHistory,
  ZChatHistoryBody,
  ZChatIdBody,
  ZChatRead,
  ZChatReadBody,
  ZChatSendBody,
  ZChatSent,
  ZMyChat,
  ZOnlineList,
  ZOnlineListBody,
  ZRealTimeConfig,
  ZStartChatBody,
} from './service-chat.schemas';

/**
 * Customer service, chat part (issue 17): the live online service (/customer/client/onlineService for the user,
 * /customer/service/onlineList and onlineService for agents). The spec names the group only ("/customerService/*
 * ... real-time connection config"), so every wire name here is ours. Messages travel over the WebSocket at
 * CHAT_SOCKET_PATH, opened with the ticket of findRealTimeConfig; sendMessage is the same write over HTTP (for a
 * client whose socket is down). A conversation is its user's and, once taken, its agent's; anyone else's id answers
 * CHAT_NOT_FOUND.
 */
const P = '/customerService';
const user = <N extends string, B extends z.ZodTypeAny, R extends z.ZodTypeAny>(name: N, body: B, result: R, summary: string, needs: RouteNeeds = {}) =>
  formPost(`${P}/${name}.xhtml` as `/customerService/${N}.xhtml`, body, result, 'user', { needs, summary });

export const serviceChatContract = c.router(
  {
    findRealTimeConfig: user(
      'findRealTimeConfig',
      ZNoBody,
      ZRealTimeConfig,
      "Ours (the spec's real-time connection config): the socket path, a one-time ticket to open it (hashed at rest, good for a minute), heartbeat and reconnection timings, the text limit, and whether the caller speaks as an agent",
    ),
    findMyConversation: user(
      'online/findMyConversation',
      ZNoBody,
      ZMyChat,
      "Ours: the caller's open conversation with customer service (or null), its unread count, and how many agents are online now",
    ),
    startConversation: user(
      'online/startConversation',
      ZStartChatBody,
      ZChatConversation,
      "Ours: the caller's open conversation, opened now if there is none (waiting for an agent), with the optional first question as its first message; agents cannot open one",
      { idempotent: true },
    ),
    findMessages: user(
      'online/findMessages',
      ZChatHistoryBody,
      ZChatHistory,
      "Ours: messages of one conversation (the caller's own, or an agent's): after afterSeq oldest first (catching up), before beforeSeq, or the newest page; hasMore says whether more lie in that direction",
    ),
    sendMessage: user(
      'online/sendMessage',
      ZChatSendBody,
      ZChatSent,
      "Ours: the socket's send over HTTP: stores the message once per clientMsgId (a repeat answers the stored one, duplicate true) and delivers it to every socket of both sides on any instance",
    ),
    readMessages: user('online/readMessages', ZChatReadBody, ZChatRead, 'Ours: the caller has read its side of the conversation up to seq; answers the unread count left'),
    closeConversation: user('online/closeConversation', ZChatIdBody, ZChatConversation, 'Ours: ends a conversation (its user or its agent); later messages are refused with CHAT_CLOSED'),
    findConversation: user(
      'online/findConversation',
      ZChatIdBody,
      ZChatConversation,
      "Ours: one conversation as its user, its agent, or any agent while it waits (an agent's screen opened by its link reads it without taking it)",
    ),
    onlineList: user(
      'online/onlineList',
      ZOnlineListBody,
      ZOnlineList,
      "Ours (/customer/service/onlineList): the agent's conversations of one tab (waiting for anyone, the agent's own open ones, the agent's closed ones), most recent message first, with the tabs' counts and the agent's unread total",
      AGENT_NEEDS,
    ),
    acceptConversation: user(
      'online/acceptConversation',
      ZChatIdBody,
      ZChatConversation,
      'Ours: the agent takes a waiting conversation (a conditional change: of two agents only one gets it, the other CHAT_TAKEN); the user is told on their socket',
      AGENT_NEEDS,
    ),
  },
  { commonResponses },
);
