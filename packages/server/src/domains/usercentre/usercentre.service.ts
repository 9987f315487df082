import { messageKindOf, subjectOfRow, type Lang, type MessageKind, type TFeedQuery, type TModuleEntry, type TModuleZones } from '@card/contract';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { homeService } from '../account';
import { messageFeedRepository, usercentreRepository } from './usercentre.repository';
import { directSql } from '../../core/direct-sql';
import { decideBind } from './usercentre.rules';
import { feedArgs, feedResult } from '../../lib/paging';

const iso = (d: Date) => d.toISOString();

export function groupByZone(modules: TModuleEntry[]): TModuleZones {
  return {
    top: modules.filter((m) => m.zone === 'top'),
    main: modules.filter((m) => m.zone === 'main'),
    bottom: modules.filter((m) => m.zone === 'bottom'),
  };
}

/** Home data of the user centre: messages, company, modules by zone, wallet tips, bind requests. */
export function usercentreService(ctx: AppContext) {
  const repo = usercentreRepository(ctx.db);
  const feed = messageFeedRepository(directSql(ctx));
  const home = homeService(ctx);

  async function messages(userId: string, q: TFeedQuery & { kind?: MessageKind }) {
    const { after, take } = feedArgs('messages', q);
    const [rows, unread] = await Promise.all([feed.messages(userId, after, take, q.kind), repo.unreadMessages(userId)]);
    const page = feedResult(
      'messages',
      rows,
      q,
      (m) => ({ at: m.createdAt, id: m.id }),
      (m) => ({
        id: m.id,
        kind: messageKindOf(m.kind),
        title: m.title,
        content: m.content,
        link: m.link,
        subject: subjectOfRow(m.subjectType, m.subjectId),
        read: m.readAt !== null,
        createdAt: iso(m.createdAt),
      }),
    );
    return { ...page, unread };
  }

  async function readMessage(userId: string, id: string) {
    const owner = await repo.messageOwner(id);
    if (owner?.userId !== userId) throw new DomainError('NOT_FOUND', { field: 'id' });
    return { read: (await repo.markMessageRead(userId, id, ctx.clock.now())).count };
  }

  /** 全部已读: the caller's own unread messages only (the update is keyed by the user), in one statement. */
  async function readAllMessages(userId: string) {
    return { read: (await repo.markAllMessagesRead(userId, ctx.clock.now())).count };
  }

  async function company(userId: string) {
    const row = await repo.companyOf(userId);
    return row?.company ? { state: 'member' as const, company: row.company } : { state: 'none' as const, company: null };
  }

  const modulesByZone = async (userId: string, lang: Lang) => groupByZone(await home.modules(userId, lang));

  async function walletTips(userId: string) {
    const tips = await repo.unreadTips(userId);
    return {
      tips: tips.map((t) => ({ id: t.id, amountFen: t.amountFen, source: t.source, createdAt: iso(t.createdAt) })),
      count: tips.length,
      totalFen: tips.reduce((sum, t) => sum + t.amountFen, 0),
    };
  }

  async function readWalletTips(userId: string) {
    const now = ctx.clock.now();
    const [res] = await ctx.db.$transaction(async (tx) => {
      const r = usercentreRepository(tx);
      return [await r.readTips(userId, now), await r.stampTipsRead(userId, now)] as const;
    });
    return { read: res.count };
  }

  async function pendingBinds(userId: string) {
    return (await repo.pendingBinds(userId)).map((b) => ({ id: b.id, agentName: b.agentName, status: 'pending' as const, createdAt: iso(b.createdAt) }));
  }

  async function decide(userId: string, id: string, decision: 'agreed' | 'refused') {
    const status = decideBind(await repo.bindRequest(id), userId, decision);
    // Someone decided in between: the conditional update changed nothing.
    if ((await repo.decideBind(id, status)).count !== 1) throw new DomainError('ILLEGAL_OPERATION', { field: 'id' });
    return { id, status };
  }

  async function homeAggregate(userId: string, lang: Lang) {
    const [user, modules, unreadMessages, walletTip, binds] = await Promise.all([
      home.userInfo(userId),
      modulesByZone(userId, lang),
      repo.unreadMessages(userId),
      walletTips(userId),
      pendingBinds(userId),
    ]);
    return { user, modules, unreadMessages, walletTip, pendingBinds: binds };
  }

  return {
    messages,
    readMessage,
    readAllMessages,
    company,
    modulesByZone,
    walletTips,
    readWalletTips,
    pendingBinds,
    decide,
    homeAggregate,
    userInfo: home.userInfo,
  };
}
