import { LIMITS, type Lang, type TBillType, type TFeedQuery, type TPageQuery } from '@card/contract';
import type { AppContext } from '../../context';
import { postJournal, userAccount, walletBalances } from '../../core/ledger';
import { DomainError } from '../../lib/domain-error';
import { feedArgs, feedResult, pageArgs, pageResult } from '../../lib/paging';
import { bindingService } from '../security';
import { walletRepository } from './wallet.repository';
import { walletIndexRepository } from './wallet-index.repository';
import { directSql } from '../../core/direct-sql';
import { withdrawalOut } from './withdraw.service';
import { lineHandler, type OrderRow } from '../orders';
import { billFilter, billTitle, bindingNickname, incomeTitle, monthRange, startOfChinaDay, type BillSubject } from './wallet.rules';

const M = LIMITS.money;
/** An order's title by its line (the line's own title in the caller's language), or the title it was created with. */
const lineTitle = (ctx: AppContext, o: OrderRow, lang: Lang) => {
  try {
    return lineHandler(ctx.orderLines, o.line).title?.(o, lang) ?? o.title;
  } catch {
    return o.title;
  } // a line no longer registered
};
const bindingOut = (b: { nickname: string; boundAt: Date } | null) => (b ? { nickname: b.nickname, boundAt: b.boundAt.toISOString() } : null);

/** The wallet's reads, the withdrawal WeChat, and the release of frozen income. */
export function walletService(ctx: AppContext) {
  const repo = walletRepository(ctx.db);

  async function index(userId: string) {
    const w = await walletIndexRepository(directSql(ctx)).index(userId);
    return {
      availableFen: w.availableFen,
      frozenFen: w.frozenFen,
      totalIncomeFen: w.incomeFen,
      withdrawnFen: w.withdrawnFen,
      hasTxPwd: w.hasTxPwd,
      binding: bindingOut(w.binding),
      spokesperson: Boolean(w.binding?.spokesperson),
    };
  }

  async function balance(userId: string) {
    const b = await walletBalances(ctx.db, userId);
    return { availableFen: b.available, frozenFen: b.frozen };
  }

  /** The items of these orders by id, each titled by its line in the caller's language (a line's own wording). */
  async function itemsOf(orderIds: (string | null)[], lang: Lang) {
    const orders = await repo.ordersByIds([...new Set(orderIds.filter((id): id is string => !!id))]);
    return new Map(orders.map((o) => [o.id, { line: o.line, item: lineTitle(ctx, o, lang) }]));
  }

  async function frozenList(userId: string, q: TPageQuery, lang: Lang = 'zh-CN') {
    const [rows, total] = await repo.frozenPage(userId, pageArgs(q));
    const items = await itemsOf(
      rows.map((r) => r.orderId),
      lang,
    );
    return pageResult(
      rows.map((r) => ({
        id: r.id,
        amountFen: r.amountFen,
        source: r.source,
        state: r.state as 'frozen' | 'released' | 'reversed',
        releaseAt: r.releaseAt.toISOString(),
        createdAt: r.createdAt.toISOString(),
        title: incomeTitle({ source: r.source, item: r.orderId ? items.get(r.orderId)?.item : null }, lang),
      })),
      total,
      q,
    );
  }

  async function bills(list: 'bills' | 'frozenBills', userId: string, q: TFeedQuery & { type?: TBillType; month?: string }, lang: Lang) {
    const { after, take } = feedArgs(list, q);
    const account = userAccount(userId, list === 'bills' ? 'available' : 'frozen');
    const rows = await repo.postings(account, take, after, { ...billFilter(q.type ?? 'all'), ...(q.month ? monthRange(q.month) : {}) });
    // Orders are the journal's refId for order.*; income.* refers to the income record, which names its order.
    const incomes = await repo.incomesByIds(rows.filter((r) => r.journal.kind.startsWith('income.')).map((r) => r.journal.refId));
    const orderOf = (r: (typeof rows)[number]) => (r.journal.kind.startsWith('order.') ? r.journal.refId : (incomes.find((i) => i.id === r.journal.refId)?.orderId ?? null));
    const items = await itemsOf(rows.map(orderOf), lang);
    return feedResult(
      list,
      rows,
      q,
      (r) => ({ at: r.createdAt, id: r.id }),
      (r) => {
        const orderId = orderOf(r);
        const subject: BillSubject = { ...(orderId ? items.get(orderId) : {}), source: incomes.find((i) => i.id === r.journal.refId)?.source ?? null };
        return { id: r.id, amountFen: r.amountFen, kind: r.journal.kind, title: billTitle(r.journal.kind, lang, subject), createdAt: r.createdAt.toISOString() };
      },
    );
  }

  async function withdrawInfo(userId: string) {
    const [bal, today, binding, hasTxPwd] = await Promise.all([
      walletBalances(ctx.db, userId),
      repo.withdrawnSince(userId, startOfChinaDay(ctx.clock.now())),
      repo.bindingOf(userId),
      repo.hasTxPwd(userId),
    ]);
    return {
      availableFen: bal.available,
      minFen: M.withdrawMinFen,
      dailyMaxFen: M.withdrawDailyMaxFen,
      todayFen: today.sumFen,
      todayCount: today.count,
      dailyCount: M.withdrawDailyCount,
      binding: bindingOut(binding),
      hasTxPwd,
    };
  }

  async function withdrawRecords(userId: string, q: TPageQuery) {
    const [rows, total] = await repo.withdrawalPage(userId, pageArgs(q));
    return pageResult(rows.map(withdrawalOut), total, q);
  }

  async function bindWechat(userId: string, input: { code: string; state: string }) {
    const identity = await bindingService(ctx).wxIdentity(userId, input);
    await bindingService(ctx).adoptWx(userId, identity);
    // The user agreed to share their WeChat name (snsapi_userinfo): the binding shows it, so they recognise where
    // withdrawals go; WeChat unreachable for the name is no reason to refuse the binding.
    const profile = identity.scope === 'snsapi_userinfo' ? await ctx.providers.wechat.userInfo(identity).catch(() => null) : null;
    const nickname = profile?.nickname.trim().slice(0, 32) || bindingNickname(identity.openId);
    // A withdrawal already asked keeps the open id it was recorded with; later ones go to the new WeChat.
    return bindingOut(await repo.upsertBinding(userId, identity.openId, nickname, ctx.clock.now()))!;
  }

  async function unbindWechat(userId: string) {
    if (await repo.hasPendingWithdrawal(userId)) throw new DomainError('WALLET_UNBIND_PENDING');
    await repo.deleteBinding(userId);
    return null;
  }

  /**
   * One pass of the release job: frozen income whose hold has passed moves to the available balance, once (the
   * state change is conditional on `frozen`, the journal is written by the caller that made it). Income of an order
   * being refunded waits: the refund may take it back.
   */
  async function releaseDueIncome() {
    const now = ctx.clock.now();
    const due = await repo.dueIncome(now, M.walletJobBatch);
    const orderIds = due.flatMap((d) => (d.orderId ? [d.orderId] : []));
    const refunding = new Set((orderIds.length ? await repo.orderStates(orderIds) : []).filter((o) => o.state === 'refunding').map((o) => o.id));
    let released = 0;
    for (const d of due) {
      if (d.orderId && refunding.has(d.orderId)) continue;
      const done = await ctx.db.$transaction(async (tx) => {
        if (!(await walletRepository(tx).releaseIncome(d.id, now))) return false;
        await postJournal(tx, ctx.ids, now, {
          kind: 'income.release',
          refId: d.id,
          postings: [
            { account: userAccount(d.userId, 'frozen'), amountFen: -d.amountFen },
            { account: userAccount(d.userId, 'available'), amountFen: d.amountFen },
          ],
        });
        return true;
      });
      if (done) released += 1;
    }
    return { due: due.length, released };
  }

  return {
    index,
    balance,
    frozenList,
    withdrawInfo,
    withdrawRecords,
    bindWechat,
    unbindWechat,
    releaseDueIncome,
    findBinding: async (userId: string) => bindingOut(await repo.bindingOf(userId)),
    billingDetails: (userId: string, q: TFeedQuery & { type: TBillType; month?: string }, lang: Lang) => bills('bills', userId, q, lang),
    frozenBills: (userId: string, q: TFeedQuery, lang: Lang) => bills('frozenBills', userId, q, lang),
  };
}
