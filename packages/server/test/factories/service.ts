import { newUser, type FactoryCtx } from './users';

type Person = { id: string };

/** A customer-service agent: a user holding the platform role customerService. */
export function newAgent(ctx: FactoryCtx, opts: Parameters<typeof newUser>[1] = {}) {
  return newUser(ctx, { ...opts, roles: [...(opts.roles ?? []), 'customerService'] });
}

export interface NewHelpArticleOptions {
  kind?: 'ebook' | 'video' | 'guide' | 'article';
  title?: string;
  summary?: string;
  body?: string;
  category?: string;
  sort?: number;
  hidden?: boolean;
  mediaUrl?: string;
  coverUrl?: string;
}

/** A help article (a guide by default), shown; the search index is the help part's business (index it there). */
export function newHelpArticle(ctx: FactoryCtx, opts: NewHelpArticleOptions = {}) {
  const now = ctx.clock.now();
  return ctx.db.helpArticle.create({
    data: {
      id: ctx.ids.id(),
      kind: opts.kind ?? 'guide',
      category: opts.category ?? '',
      title: opts.title ?? '如何编辑名片',
      summary: opts.summary ?? '',
      body: opts.body ?? '在管理中心点击编辑名片，修改后保存即可。',
      coverUrl: opts.coverUrl ?? '',
      mediaUrl: opts.mediaUrl ?? '',
      sort: opts.sort ?? 0,
      hidden: opts.hidden ?? false,
      createdAt: now,
      updatedAt: now,
    },
  });
}

export interface NewConversationOptions {
  agent?: Person | null;
  status?: 'waiting' | 'active' | 'closed';
  /** Messages to store, in order: [fromAgent, text]. */
  messages?: [boolean, string][];
}

/** A chat conversation of the user (waiting, no agent, by default) with its messages numbered 1, 2, ... */
export async function newConversation(ctx: FactoryCtx, user: Person, opts: NewConversationOptions = {}) {
  const now = ctx.clock.now();
  const agentId = opts.agent?.id ?? null;
  const status = opts.status ?? (agentId ? 'active' : 'waiting');
  const messages = opts.messages ?? [];
  const conv = await ctx.db.chatConversation.create({
    data: {
      id: ctx.ids.id(),
      userId: user.id,
      agentId,
      status,
      lastSeq: messages.length,
      createdAt: now,
      lastMessageAt: now,
      userUnread: messages.filter(([fromAgent]) => fromAgent).length,
      agentUnread: messages.filter(([fromAgent]) => !fromAgent).length,
      closedAt: status === 'closed' ? now : null,
    },
  });
  let seq = 0;
  for (const [fromAgent, text] of messages) {
    seq += 1;
    await ctx.db.chatMessage.create({
      data: {
        id: ctx.ids.id(),
        conversationId: conv.id,
        seq,
        senderId: fromAgent ? (agentId ?? user.id) : user.id,
        fromAgent,
        clientMsgId: `f-${conv.id}-${seq}`,
        text,
        createdAt: new Date(now.getTime() + seq),
      },
    });
  }
  return conv;
}

// --- complaints ---------------------------------------------------------------------------------------------------
/** A complaint picture the owner stored (the row the upload route records), answered as the URL submit takes. */
export async function newComplaintPicture(ctx: FactoryCtx & Pick<import('../../src/context').AppContext, 'providers'>, owner: Person) {
  const key = `complaints/factory-${ctx.ids.id()}.webp`;
  await ctx.db.storedFile.create({ data: { key, userId: owner.id, purpose: 'complaintPicture', bytes: 1000, createdAt: ctx.clock.now() } });
  return ctx.providers.storage.urlOf(key);
}

export interface NewComplaintOptions {
  /** The complained card's owner; none: a complaint about something else. */
  target?: Person | null;
  reason?: string;
  content?: string;
  status?: 'pending' | 'upheld' | 'dismissed';
  decision?: string;
}

/** A complaint of the user (about the target's card, pending, one evidence key) inserted directly. */
export function newComplaint(ctx: FactoryCtx, user: Person, opts: NewComplaintOptions = {}) {
  const now = ctx.clock.now();
  const status = opts.status ?? 'pending';
  return ctx.db.complaint.create({
    data: {
      id: ctx.ids.id(),
      userId: user.id,
      targetKind: opts.target ? 'card' : 'other',
      targetId: opts.target?.id ?? null,
      reason: opts.reason ?? 'fraud',
      content: opts.content ?? '冒充客服骗取转账',
      images: JSON.stringify([`complaints/factory-${ctx.ids.id()}.webp`]),
      status,
      decision: status === 'pending' ? '' : (opts.decision ?? '已核实'),
      decidedAt: status === 'pending' ? null : now,
      createdAt: now,
    },
  });
}

export interface NewTicketOptions {
  kind?: 'feedback' | 'advice' | 'security';
  category?: string;
  content?: string;
  status?: 'open' | 'answered' | 'closed';
  images?: string[];
  userUnread?: number;
}

/** A service ticket of the user (open feedback about a card by default), without thread entries. */
export function newTicket(ctx: FactoryCtx, user: Person, opts: NewTicketOptions = {}) {
  const now = ctx.clock.now();
  const status = opts.status ?? 'open';
  return ctx.db.serviceTicket.create({
    data: {
      id: ctx.ids.id(),
      userId: user.id,
      kind: opts.kind ?? 'feedback',
      category: opts.category ?? 'card',
      content: opts.content ?? '名片无法保存',
      images: JSON.stringify(opts.images ?? []),
      status,
      userUnread: opts.userUnread ?? 0,
      createdAt: now,
      updatedAt: now,
      closedAt: status === 'closed' ? now : null,
    },
  });
}
