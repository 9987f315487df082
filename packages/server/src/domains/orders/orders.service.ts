import type { Lang, TPageQuery, TPrintedCardsBody, TVipInfo } from '@card/contract';
import { LIMITS, orderLineOf, messageColumns } from '@card/contract';
import type { AppContext } from '../../context';
import { walletBalances } from '../../core/ledger';
import { DomainError } from '../../lib/domain-error';
import { pageArgs, pageResult } from '../../lib/paging';
import { closeUnpaid, createOrder, createOrReuseOrder } from './orders-core.service';
import { assertMove } from './orders.rules';
import { orderRepository, type OrderRow } from './orders.repository';
import { vipScreensRepository } from './vip-screens.repository';
import { directSql } from '../../core/direct-sql';
import { assertEnterpriseBuyer, assertPlanLine, offerBuyer, offerFor, planView, vipStateOf, type BuyingCall } from './vip-plans.rules';
import { orderView } from './orders.views';
import type { PlanTerms } from './vip-plans.lines';
import { langOf, VIP_MESSAGES } from './orders.messages';

const OTHER_LINES = ['superMember', 'serviceSecurities', 'enterpriseWebsite', 'dealer', 'printedCards'] as const;

/** Plans, the caller's VIP information and orders, creating and closing orders. */
export function orderService(ctx: AppContext) {
  const repo = orderRepository(ctx.db);
  const now = () => ctx.clock.now();

  async function buyerState(userId: string | null) {
    if (!userId) return { firstTime: true, regionCode: LIMITS.money.offerRegion }; // the offer shows; it is checked again at purchase
    const u = await repo.vipFieldsOf(userId);
    if (!u) throw new DomainError('USER_NOT_EXIST');
    return offerBuyer(u, await repo.paidVipBefore(userId));
  }

  // The VIP screens' two reads, one driver statement each (vip-screens.repository.ts).
  const screens = () => vipScreensRepository(directSql(ctx));

  /** buyerState for the plans list, read in one statement. */
  async function planViewer(userId: string | null) {
    if (!userId) return buyerState(null);
    const u = await screens().buyer(userId);
    if (!u) throw new DomainError('USER_NOT_EXIST');
    return offerBuyer(u, u.paidVipBefore);
  }

  async function vipPlans(viewerId: string | null, lang: Lang) {
    const buyer = await planViewer(viewerId);
    const plans = (await repo.plansOf(['vip'])).map((p) => planView(p, lang, offerFor(p, buyer)));
    return { plans, firstTime: buyer.firstTime, regionEligible: buyer.regionCode === LIMITS.money.offerRegion };
  }

  async function plansOf(lines: readonly string[], lang: Lang) {
    return (await repo.plansOf(lines)).map((p) => planView(p, lang, null));
  }

  async function vipInfo(userId: string): Promise<TVipInfo> {
    const at = now();
    const u = await screens().vipInfo(userId, at);
    if (!u) throw new DomainError('USER_NOT_EXIST');
    const s = vipStateOf(u, at);
    const ents = u.entitlements;
    return {
      ...s,
      vipExpiresAt: u.vipExpiresAt?.toISOString() ?? null,
      tempExpiresAt: u.tempVipExpiresAt?.toISOString() ?? null,
      goldenKeys: u.goldenKeys,
      enterprise: u.enterprise,
      entitlements: ents.map((e) => ({ kind: e.kind, quantity: e.quantity, expiresAt: e.expiresAt?.toISOString() ?? null })),
    };
  }

  /** One of the caller's orders (another user's answers NOT_FOUND, as a missing one). */
  async function ownOrder(userId: string, orderId: string): Promise<OrderRow> {
    const o = await repo.orderById(orderId);
    if (!o || o.userId !== userId) throw new DomainError('NOT_FOUND', { field: 'orderId' });
    return o;
  }

  async function view(o: OrderRow, lang: Lang) {
    return orderView(ctx.orderLines, o, await repo.latestRefundOf(o.id), lang, now());
  }

  async function orderOf(userId: string, orderId: string, lang: Lang) {
    return view(await ownOrder(userId, orderId), lang);
  }

  async function pageOfOrders(userId: string, where: object, q: TPageQuery, lang: Lang) {
    const { skip, take } = pageArgs(q);
    const [rows, total] = await repo.ordersOf(userId, where, skip, take);
    const refunds = await repo.latestRefundsOf(rows.map((r) => r.id));
    const at = now();
    return pageResult(
      rows.map((o) => orderView(ctx.orderLines, o, refunds.find((r) => r.orderId === o.id) ?? null, lang, at)),
      total,
      q,
    );
  }

  /**
   * A buying call: the plan priced on the server, its terms (and the registration offer when it applies, whatever the
   * call: renewUser by a first-time buyer gets it too) frozen; an open order of the same plan is answered again.
   */
  async function buyPlan(userId: string, call: BuyingCall, planCode: string, extra: Partial<PlanTerms> = {}, quantity = 1) {
    const plan = await repo.planByCode(planCode);
    // A plan row under a line this build does not sell (Plan.line is a String column) is no plan to buy.
    const line = plan ? orderLineOf(plan.line) : null;
    if (!plan || !line) throw new DomainError('PLAN_NOT_FOUND', { field: 'planCode' });
    assertPlanLine(call, plan.line);
    const offer = offerFor(plan, await buyerState(userId));
    const companyId = plan.line === 'enterprise' ? assertEnterpriseBuyer(await repo.companyRoleOf(userId)) : undefined;
    const terms: PlanTerms = {
      planCode: plan.code,
      nameZh: plan.nameZh,
      nameEn: plan.nameEn,
      years: plan.years,
      months: plan.months,
      seats: plan.seats,
      keys: plan.keys,
      quantity: plan.quantity * quantity,
      offer,
      ...(companyId ? { companyId } : {}),
      ...extra,
    };
    return createOrReuseOrder(ctx, userId, { line, planCode: plan.code, title: plan.nameZh, amountFen: plan.priceFen * quantity, terms });
  }

  return {
    vipPlans,
    enterprisePlans: (lang: Lang) => plansOf(['enterprise'], lang),
    otherPlans: (lang: Lang) => plansOf(OTHER_LINES, lang),
    vipInfo,
    ownOrder,
    orderOf,
    view,
    buyPlan,

    myOrders: (userId: string, q: TPageQuery, lang: Lang) => pageOfOrders(userId, {}, q, lang),
    pageOfOrders,

    async buy(userId: string, call: BuyingCall, planCode: string, lang: Lang) {
      return view(await buyPlan(userId, call, planCode), lang);
    },

    async buyPrintedCards(userId: string, b: TPrintedCardsBody, lang: Lang) {
      const { quantity, ...address } = b;
      const o = await buyPlanPrinted(userId, quantity, address);
      return view(o, lang);
    },

    /** The payer cancels an unpaid order. */
    async close(userId: string, orderId: string, lang: Lang) {
      const o = await ownOrder(userId, orderId);
      assertMove('close', o.state as never);
      const at = now();
      if (!(await closeUnpaid(ctx, o, at))) {
        const fresh = await ownOrder(userId, orderId);
        assertMove('close', fresh.state as never);
      }
      if (o.payMethod === 'wxpay') await ctx.providers.pay.closePayment(o.orderNo).catch((err) => ctx.log.warn({ err, orderNo: o.orderNo }, 'closePayment failed'));
      return orderOf(userId, orderId, lang);
    },

    async payInfo(userId: string, orderId: string, lang: Lang, inWeChat: boolean) {
      const o = await ownOrder(userId, orderId);
      const u = await repo.buyerOf(userId);
      const { available } = await walletBalances(ctx.db, userId);
      return { order: await view(o, lang), walletAvailableFen: available, hasTxPwd: !!u?.txPwdHash, inWeChat, refundWindowDays: LIMITS.money.refundWindowDays };
    },

    /** Records a lapsed temporary VIP once (a message tells the user), then answers the VIP information. */
    async lapseTemp(userId: string) {
      await lapseOne(ctx, userId);
      return vipInfo(userId);
    },
  };

  async function buyPlanPrinted(userId: string, quantity: number, address: Omit<TPrintedCardsBody, 'quantity'>) {
    const plan = (await repo.plansOf(['printedCards']))[0];
    if (!plan) throw new DomainError('PLAN_NOT_FOUND', { field: 'quantity' });
    const terms: PlanTerms = {
      planCode: plan.code,
      nameZh: plan.nameZh,
      nameEn: plan.nameEn,
      years: 0,
      months: 0,
      seats: 0,
      keys: 0,
      quantity,
      offer: null,
      address,
    };
    return createOrder(ctx, userId, { line: 'printedCards', planCode: plan.code, title: plan.nameZh, amountFen: plan.priceFen * quantity, terms });
  }
}

/** One user's temporary VIP lapse, recorded once (conditional update) with its message. Answers whether it was now. */
export async function lapseOne(ctx: AppContext, userId: string): Promise<boolean> {
  const at = ctx.clock.now();
  return ctx.db.$transaction(async (tx) => {
    const repo = orderRepository(tx);
    if (!(await repo.markLapsed(userId, at))) return false;
    const u = await repo.buyerOf(userId);
    const messageId = ctx.ids.id();
    await repo.addMessage({ id: messageId, userId, ...VIP_MESSAGES.tempLapsed(langOf(u?.language)), ...messageColumns('system', { type: 'vipCentre', id: messageId }), createdAt: at });
    return true;
  });
}
