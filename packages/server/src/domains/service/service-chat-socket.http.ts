import { randomBytes } from 'node:crypto';
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import {
  CHAT_SOCKET_PATH,
  codeOfRule,
  errorCatalogue,
  formatIssue,
  LANG_COOKIE,
  LIMITS,
  labelsFor,
  SERVICE_ROLE,
  ZChatClientFrame,
  type ErrorCode,
  type Lang,
  type TChatClientFrame,
  type TChatConversation,
  type TChatMessage,
  type TChatServerFrame,
} from '@card/contract';
import type { AppContext } from '../../context';
import { accessRepository } from '../../core/access';
import { facesOf } from '../../core/people';
import { DomainError } from '../../lib/domain-error';
import { languageOf } from '../../plugins/language';
import { chatPresence, setChatPresence } from './service-chat-presence';
import { chatOrigin, chatRelay, type RelayedEvent } from './service-chat-relay';
import { postChatMessage, serviceChatService, socketUserOf } from './service-chat.service';
import type { CardViewEvent } from '../../core/live';
import { radarService } from '../network';

/**
 * The live chat's WebSocket (issue 17) at CHAT_SOCKET_PATH, opened with a one-time ticket (findRealTimeConfig).
 * Frames are JSON (ZChatClientFrame in, ZChatServerFrame out). The writes are the HTTP calls' own (postChatMessage,
 * read), so the rules and the rate limit are the same either way; deliveries come from the relay (this instance's
 * writes and, with Redis, the other instances').
 *
 * A socket follows a conversation once it sent `resume` for it: it gets every message after the asked seq, then the
 * live ones, each seq exactly once and in order. Each socket keeps the highest seq it was given per followed
 * conversation; a live message further on than the next one (two senders' events crossing, or one lost) makes the
 * socket read the gap from the database first. Everything sent to one socket goes through its own queue, so a
 * catch-up and the live messages arriving meanwhile never interleave.
 */
const L = LIMITS.service;
/** The largest frame taken: a 500-character message JSON-escaped (6 bytes a character at worst) plus the envelope. */
export const CHAT_FRAME_MAX_BYTES = 8 * 1024;
const RESUME_PAGE = L.chatHistoryPageMax;
const CLOSE_TICKET = 4401;
const CLOSE_TOO_MANY = 4429;
const CLOSE_SILENT = 4408;

interface ChatSocket {
  id: string;
  ws: WebSocket;
  userId: string;
  /** The user's public card id, as conversations name their parties (ZServicePerson). */
  face: string;
  isAgent: boolean;
  lang: Lang;
  /** Followed conversations and the highest seq this socket was given of each. */
  follows: Map<string, number>;
  queue: Promise<void>;
  lastHeard: number;
}

/** The socket's language: the lang cookie as everywhere, else an English browser's Accept-Language. */
function socketLang(req: FastifyRequest): Lang {
  const cookie = req.cookies?.[LANG_COOKIE];
  if (cookie) return languageOf(cookie);
  return /^en\b/i.test(String(req.headers['accept-language'] ?? '')) ? 'en' : languageOf(undefined);
}

const errorFrame = (code: ErrorCode, lang: Lang, clientMsgId?: string): TChatServerFrame => ({
  type: 'error',
  ...(clientMsgId ? { clientMsgId } : {}),
  status: errorCatalogue[code].status,
  message: errorCatalogue[code][lang === 'en' ? 'en' : 'zh'],
});

/** A frame the schema refused: the first failing rule, worded with the chat's field labels. */
function refusedFrame(issues: Parameters<typeof formatIssue>[0][], lang: Lang, clientMsgId?: string): TChatServerFrame {
  const first = formatIssue(issues[0]!, lang, '', labelsFor('service'));
  return { type: 'error', ...(clientMsgId ? { clientMsgId } : {}), status: errorCatalogue[codeOfRule(first.rule)].status, message: first.message };
}

const isParty = (s: ChatSocket, c: TChatConversation) => s.face !== '' && (c.user.phoneIdEcr === s.face || c.agent?.phoneIdEcr === s.face);

export interface ChatSocketOptions {
  heartbeatMs?: number;
}

export async function registerChatSocket(app: FastifyInstance, ctx: AppContext, opts: ChatSocketOptions = {}) {
  const instanceId = randomBytes(8).toString('hex');
  const chat = serviceChatService(ctx);
  const sockets = new Set<ChatSocket>();
  const byUser = new Map<string, Set<ChatSocket>>();
  // Indexes for the fan-out: sockets by their user's card id, agents' sockets, and each conversation's followers.
  const byFace = new Map<string, Set<ChatSocket>>();
  const agentSockets = new Set<ChatSocket>();
  const followers = new Map<string, Set<ChatSocket>>();
  const addTo = (m: Map<string, Set<ChatSocket>>, k: string, s: ChatSocket) => {
    const set = m.get(k);
    if (set) set.add(s);
    else m.set(k, new Set([s]));
  };
  const removeFrom = (m: Map<string, Set<ChatSocket>>, k: string, s: ChatSocket) => {
    const set = m.get(k);
    set?.delete(s);
    if (set && !set.size) m.delete(k);
  };
  const follow = (s: ChatSocket, conversationId: string, seq: number) => {
    if (!sockets.has(s)) return; // closed while its resume waited in the queue
    s.follows.set(conversationId, seq);
    addTo(followers, conversationId, s);
  };
  const unfollow = (s: ChatSocket, conversationId: string) => {
    s.follows.delete(conversationId);
    removeFrom(followers, conversationId, s);
  };
  const presence = chatPresence(ctx, instanceId);
  setChatPresence(ctx, presence);

  const send = (s: ChatSocket, frame: TChatServerFrame) => {
    if (s.ws.readyState === s.ws.OPEN) s.ws.send(JSON.stringify(frame));
  };
  const enqueue = (s: ChatSocket, task: () => Promise<void> | void) => {
    s.queue = s.queue.then(task).catch((err: unknown) => fail(s, err));
  };
  const fail = (s: ChatSocket, err: unknown, clientMsgId?: string) => {
    if (err instanceof DomainError) return send(s, errorFrame(err.code, s.lang, clientMsgId));
    ctx.log.error({ err }, 'chat socket: frame failed');
    send(s, errorFrame('SYSTEM_ERROR', s.lang, clientMsgId));
  };

  /** Sends what the socket lacks of a followed conversation (after its highest seq), `ownId` as the ack's, not a message. */
  async function catchUp(s: ChatSocket, conversationId: string, ownId?: string) {
    for (;;) {
      const after = s.follows.get(conversationId);
      if (after === undefined) return;
      const { items, hasMore } = await chat.messages(s.userId, s.isAgent, { conversationId, afterSeq: after, pageSize: RESUME_PAGE });
      for (const m of items) if (m.id !== ownId) send(s, { type: 'message', message: m });
      if (items.length) s.follows.set(conversationId, items[items.length - 1]!.seq);
      if (!hasMore) return;
    }
  }

  async function deliverMessage(s: ChatSocket, m: TChatMessage) {
    const have = s.follows.get(m.conversationId);
    if (have === undefined || m.seq <= have) return;
    if (m.seq === have + 1) {
      send(s, { type: 'message', message: m });
      s.follows.set(m.conversationId, m.seq);
      return;
    }
    try {
      await catchUp(s, m.conversationId);
    } catch (err) {
      // No longer readable (taken by another agent meanwhile): the socket stops following it.
      if (err instanceof DomainError) unfollow(s, m.conversationId);
      else throw err;
    }
  }

  /**
   * A view of a card whose owner has a socket here: the radar says who (and whether the owner wants to be told);
   * every socket of the owner gets it. A card view is not a chat event, so nothing else below applies.
   */
  const radar = radarService(ctx);
  function deliverCardView(view: CardViewEvent) {
    const mine = byUser.get(view.ownerId);
    if (!mine?.size) return;
    radar.liveView(view).then(
      (live) => {
        if (live) for (const s of mine) enqueue(s, () => send(s, { type: 'cardView', view: live }));
      },
      (err: unknown) => ctx.log.warn({ err }, 'chat socket: a card view could not be told'),
    );
  }

  /** Hands one event to the local sockets it concerns. */
  function deliver({ event, socketId }: RelayedEvent) {
    if (event.type === 'cardView') return deliverCardView(event.view);
    const c = event.conversation;
    const candidates = new Set([
      ...(byFace.get(c.user.phoneIdEcr) ?? []),
      ...((c.agent && byFace.get(c.agent.phoneIdEcr)) || []),
      ...(event.type === 'conversation' || c.status === 'waiting' ? agentSockets : []),
      ...(event.type === 'message' ? (followers.get(c.id) ?? []) : []),
    ]);
    for (const s of candidates) {
      if (s.id === socketId) continue; // the sender: its frame is answered by `ack`
      const party = isParty(s, c);
      // Agents see the waiting list change live; everyone else only their own conversations.
      const listed = s.isAgent && (event.type === 'conversation' || c.status === 'waiting');
      if (event.type === 'message' && s.follows.has(c.id) && (party || (s.isAgent && c.status === 'waiting'))) {
        enqueue(s, () => deliverMessage(s, event.message));
      }
      if (event.type === 'conversation' ? party || listed : listed || (party && s.isAgent)) {
        enqueue(s, () => send(s, { type: 'conversation', conversation: c }));
      }
    }
  }
  const relay = chatRelay(ctx, instanceId, deliver);

  async function onFrame(s: ChatSocket, frame: TChatClientFrame) {
    switch (frame.type) {
      case 'ping':
        return send(s, { type: 'pong' });
      case 'resume':
        // Followed from now on, so live messages arriving during the catch-up queue behind it (and are then skipped
        // or sent by seq); refused (someone else's) unfollows it again.
        if (!s.follows.has(frame.conversationId)) follow(s, frame.conversationId, frame.afterSeq);
        return enqueue(s, async () => {
          follow(s, frame.conversationId, frame.afterSeq);
          try {
            await catchUp(s, frame.conversationId);
          } catch (err) {
            unfollow(s, frame.conversationId);
            throw err;
          }
        });
      case 'send':
        return enqueue(s, async () => {
          const { clientMsgId } = frame;
          try {
            const { message, duplicate } = await chatOrigin.run({ instanceId, socketId: s.id }, () => postChatMessage(ctx, s.userId, frame));
            const have = s.follows.get(message.conversationId);
            if (have !== undefined && message.seq > have) {
              if (message.seq > have + 1) await catchUp(s, message.conversationId, message.id);
              s.follows.set(message.conversationId, Math.max(s.follows.get(message.conversationId) ?? 0, message.seq));
            }
            send(s, { type: 'ack', clientMsgId, message, duplicate });
          } catch (err) {
            fail(s, err, clientMsgId);
          }
        });
      case 'read':
        return enqueue(s, async () => {
          await chatOrigin.run({ instanceId, socketId: s.id }, () => chat.read(s.userId, frame.conversationId, frame.seq));
        });
    }
  }

  function onData(s: ChatSocket, data: RawData, isBinary: boolean) {
    s.lastHeard = Date.now();
    let raw: unknown;
    try {
      raw = isBinary ? undefined : JSON.parse(data.toString());
    } catch {
      raw = undefined;
    }
    const clientMsgId = typeof (raw as { clientMsgId?: unknown })?.clientMsgId === 'string' ? (raw as { clientMsgId: string }).clientMsgId : undefined;
    if (raw === undefined || raw === null || typeof raw !== 'object') return send(s, errorFrame('REQUEST_FORMAT_ERROR', s.lang));
    const parsed = ZChatClientFrame.safeParse(raw);
    if (!parsed.success) return send(s, refusedFrame(parsed.error.issues, s.lang, clientMsgId?.slice(0, L.chatClientMsgIdMax)));
    chatOrigin.run({ instanceId, socketId: s.id }, () => {
      void onFrame(s, parsed.data);
    });
  }

  /** Opening: the ticket's user, the per-user cap, then `ready`; frames sent before that wait their turn. */
  async function open(ws: WebSocket, req: FastifyRequest) {
    const lang = socketLang(req);
    const early: [RawData, boolean][] = [];
    let s: ChatSocket | null = null;
    let closed = false;
    ws.on('message', (data: RawData, isBinary: boolean) => {
      if (s) onData(s, data, isBinary);
      else early.push([data, isBinary]);
    });
    ws.on('error', () => {
      /* a broken connection ends in 'close' */
    });
    ws.on('close', () => {
      closed = true;
      if (!s) return;
      sockets.delete(s);
      agentSockets.delete(s);
      removeFrom(byFace, s.face, s);
      for (const id of [...s.follows.keys()]) unfollow(s, id);
      const mine = byUser.get(s.userId);
      mine?.delete(s);
      if (mine && !mine.size) byUser.delete(s.userId);
      if (s.isAgent) presence.closed(s.userId);
    });
    const refuse = (code: ErrorCode, closeCode: number) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(errorFrame(code, lang)));
      ws.close(closeCode, code);
    };
    const ticket = (req.query as { ticket?: unknown } | undefined)?.ticket;
    let userId: string;
    try {
      userId = await socketUserOf(ctx.db, typeof ticket === 'string' ? ticket : '', ctx.clock.now());
    } catch (err) {
      if (!(err instanceof DomainError)) ctx.log.error({ err }, 'chat socket: ticket check failed');
      return refuse('CHAT_TICKET_INVALID', CLOSE_TICKET);
    }
    const [access, faces] = await Promise.all([accessRepository(ctx.db).accessRowOf(userId), facesOf(ctx.db, [userId])]);
    if (closed) return;
    // Checked and counted with no wait in between: two sockets opening at once cannot both take the last place.
    const mine = byUser.get(userId) ?? new Set<ChatSocket>();
    if (mine.size >= L.chatSocketsPerUser) return refuse('CHAT_TOO_MANY_SOCKETS', CLOSE_TOO_MANY);
    // A socket opened for notices only (`?role=notice`: the app's live card views) is never an agent's: it neither
    // makes its agent count as online nor gets the agents' waiting list.
    const forNotices = (req.query as { role?: unknown } | undefined)?.role === 'notice';
    const isAgent = !forNotices && (access?.roles.some((r) => r.role === SERVICE_ROLE) ?? false);
    s = { id: randomBytes(8).toString('hex'), ws, userId, face: faces.face(userId).phoneIdEcr, isAgent, lang, follows: new Map(), queue: Promise.resolve(), lastHeard: Date.now() };
    sockets.add(s);
    if (s.face) addTo(byFace, s.face, s);
    if (isAgent) agentSockets.add(s);
    byUser.set(userId, mine.add(s));
    if (isAgent) presence.opened(userId);
    ws.on('pong', () => {
      s!.lastHeard = Date.now();
    });
    send(s, { type: 'ready', agent: isAgent });
    for (const [data, isBinary] of early.splice(0)) onData(s, data, isBinary);
  }

  // A socket silent for three heartbeats is gone (a phone that lost its network sends no close).
  const heartbeatMs = opts.heartbeatMs ?? L.chatHeartbeatMs;
  const sweep = (now = Date.now()) => {
    for (const s of sockets) {
      if (s.lastHeard >= now - 3 * heartbeatMs) continue;
      s.ws.close(CLOSE_SILENT, 'silent');
      // A peer that is gone never answers the close: cut it after a moment rather than ws's own 30 s.
      setTimeout(() => s.ws.terminate(), 5000).unref();
    }
  };
  const sweeper = setInterval(sweep, heartbeatMs);
  sweeper.unref();

  await app.register(websocket, { options: { maxPayload: CHAT_FRAME_MAX_BYTES } });
  // HTTP requests of this app claim the chat events they cause (several apps share one process in tests).
  app.addHook('onRequest', (_req, _reply, done) => chatOrigin.run({ instanceId }, done));
  app.route({
    method: 'GET',
    url: CHAT_SOCKET_PATH,
    // A plain GET (no upgrade) is no socket: the catalogue's answer for a malformed request.
    handler: async () => {
      throw new DomainError('REQUEST_FORMAT_ERROR');
    },
    wsHandler: (ws, req) => {
      void open(ws, req);
    },
  });
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    relay.stop();
    presence.stop();
  });
  const hub = { relay, presence, sockets, sweep };
  hubs.set(ctx, hub);
  return hub;
}

export type ChatSocketHub = Awaited<ReturnType<typeof registerChatSocket>>;
const hubs = new WeakMap<AppContext, ChatSocketHub>();
/** The app's chat sockets (tests: the relay's subscription, the heartbeat sweep at a chosen time). */
export const chatSocketHubOf = (ctx: AppContext) => hubs.get(ctx);
