import { z } from 'zod';
import { fId, fInt, fOptText, fText, fEnum } from '../common/form';
import { label, type AreaLabels } from '../common/labels';
import { LIMITS } from '../common/limits';
import { pageOf, pageQueryShape } from '../common/paging';
import { rule } from '../common/validation';
import { ZServicePerson } from './service.schemas';
import { ZLiveCardView } from '../network/network-radar.schemas';

/**
 * Customer service, chat part (issue 17): the live online service between a user and an agent. The calls
 * (service-chat.contract.ts) open, read and page conversations; messages travel over a WebSocket whose frames are
 * described here (ZChatClientFrame in, ZChatServerFrame out), with sendMessage as the same write over HTTP.
 * Messages are numbered per conversation (seq 1, 2, ...): a client that reconnects asks for every seq after the
 * last one it saw, and a message sent again with the same clientMsgId is stored once, so nothing is lost or doubled.
 */
const L = LIMITS.service;

export const CHAT_STATUSES = ['waiting', 'active', 'closed'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];
/** The agent's list tabs: conversations nobody took yet, the agent's own open ones, and the agent's closed ones. */
export const ONLINE_LIST_TABS = ['waiting', 'mine', 'closed'] as const;
/** Path of the chat WebSocket on the main base (not a contract call: an upgrade), opened with ?ticket=... */
export const CHAT_SOCKET_PATH = '/customerService/online/socket' as const;

// --- answers -------------------------------------------------------------------------------------------------------
export const ZChatMessage = z.object({
  id: z.string(),
  conversationId: z.string(),
  seq: z.number().int(),
  fromAgent: z.boolean(),
  clientMsgId: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

export const ZChatConversation = z.object({
  id: z.string(),
  status: z.enum(CHAT_STATUSES),
  user: ZServicePerson,
  /** The agent who took it; null while waiting. */
  agent: ZServicePerson.nullable(),
  lastSeq: z.number().int(),
  lastMessage: z.object({ text: z.string(), fromAgent: z.boolean(), createdAt: z.string() }).nullable(),
  userUnread: z.number().int(),
  agentUnread: z.number().int(),
  createdAt: z.string(),
  lastMessageAt: z.string(),
});
export type TChatConversation = z.infer<typeof ZChatConversation>;

/** The real-time connection config: where the socket is, a one-time ticket to open it, and the client's timings. */
export const ZRealTimeConfig = z.object({
  socketPath: z.string(),
  ticket: z.string(),
  ticketTtlSec: z.number().int(),
  heartbeatMs: z.number().int(),
  reconnectBaseMs: z.number().int(),
  reconnectMaxMs: z.number().int(),
  textMax: z.number().int(),
  /** Whether the caller speaks as an agent on this socket (holds the customer-service role). */
  agent: z.boolean(),
});
/** The user's side: the open conversation (or null), its unread count, and how many agents are online now. */
export const ZMyChat = z.object({ conversation: ZChatConversation.nullable(), unread: z.number().int(), agentsOnline: z.number().int() });
export const ZChatHistory = z.object({ items: z.array(ZChatMessage), hasMore: z.boolean() });
export const ZChatSent = z.object({ message: ZChatMessage, duplicate: z.boolean() });
export const ZChatRead = z.object({ conversationId: z.string(), unread: z.number().int() });
/** The agent's list, with the counts the tabs show. */
export const ZOnlineList = pageOf(ZChatConversation, { waiting: z.number().int(), mine: z.number().int(), unread: z.number().int() });

// --- bodies --------------------------------------------------------------------------------------------------------
export const ZChatIdBody = z.object({ conversationId: fId() });
export const ZChatHistoryBody = z.object({
  conversationId: fId(),
  /** Messages after this seq, oldest first (a reconnecting client's catch-up). */
  afterSeq: fInt(0).optional(),
  /** Messages before this seq, the newest of them (scrolling back); neither: the newest page. */
  beforeSeq: fInt(1).optional(),
  pageSize: fInt(1, L.chatHistoryPageMax).default(20),
});
const zClientMsgId = z
  .string()
  .trim()
  .min(1, rule('required'))
  .max(L.chatClientMsgIdMax, rule('maxLength', { max: L.chatClientMsgIdMax }))
  .regex(/^[A-Za-z0-9_-]+$/, rule('idFormat'));
const zChatText = fText(1, L.chatTextMax, { multiline: true });
export const ZChatSendBody = z.object({ conversationId: fId(), clientMsgId: zClientMsgId, text: zChatText });
export const ZChatReadBody = z.object({ conversationId: fId(), seq: fInt(0) });
export const ZOnlineListBody = z.object({ tab: fEnum([...ONLINE_LIST_TABS]).default('waiting'), ...pageQueryShape });
/** Starting a conversation may carry the first question (optional). */
export const ZStartChatBody = z.object({ text: fOptText(L.chatTextMax, { multiline: true }) });

// --- socket frames -------------------------------------------------------------------------------------------------
/** What a client sends on the socket (JSON text frames). */
export const ZChatClientFrame = z.discriminatedUnion('type', [
  /** After (re)connecting: everything after afterSeq of this conversation, then live messages. */
  z.object({ type: z.literal('resume'), conversationId: fId(), afterSeq: z.number().int().min(0) }),
  z.object({ type: z.literal('send'), conversationId: fId(), clientMsgId: zClientMsgId, text: zChatText }),
  z.object({ type: z.literal('read'), conversationId: fId(), seq: z.number().int().min(0) }),
  z.object({ type: z.literal('ping') }),
]);
export type TChatClientFrame = z.infer<typeof ZChatClientFrame>;

/** What the server sends on the socket. */
export const ZChatServerFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), agent: z.boolean() }),
  /** A message of a conversation the socket follows (its own sends come back as `ack` instead). */
  z.object({ type: z.literal('message'), message: ZChatMessage }),
  /** The sender's message was stored (duplicate: it had been stored before under the same clientMsgId). */
  z.object({ type: z.literal('ack'), clientMsgId: z.string(), message: ZChatMessage, duplicate: z.boolean() }),
  /** A conversation changed (taken, closed, a new one waiting for agents, unread counts). */
  z.object({ type: z.literal('conversation'), conversation: ZChatConversation }),
  /** A refused frame, with the catalogue code and message in the socket's language. */
  z.object({ type: z.literal('error'), clientMsgId: z.string().optional(), status: z.number().int(), message: z.string() }),
  z.object({ type: z.literal('pong') }),
  /** Someone is looking at the socket's user's card right now (the radar's live notice; the chat socket carries it). */
  z.object({ type: z.literal('cardView'), view: ZLiveCardView }),
]);
export type TChatServerFrame = z.infer<typeof ZChatServerFrame>;

export const SERVICE_CHAT_LABELS: AreaLabels = {
  fields: {
    conversationId: label('会话', 'conversation'),
    afterSeq: label('起始消息', 'after message'),
    beforeSeq: label('截止消息', 'before message'),
    clientMsgId: label('消息编号', 'message id'),
    text: label('消息内容', 'message'),
    seq: label('消息序号', 'message number'),
    tab: label('列表', 'list'),
  },
};
