import { LIMITS, type Lang, type TPageQuery, type TRegField, messageColumns } from '@card/contract';
import type { AppContext } from '../../context';
import type { AccessState } from '../../core/access';
import { DomainError } from '../../lib/domain-error';
import { langOf } from '../../lib/lang';
import { pageArgs, pageResult } from '../../lib/paging';
import { orderReads, refundService, orderService } from '../orders';
import { activityViews, loadOwnActivity } from './activity.access';
import { CANCEL_REFUND_REASON, REG_MESSAGES } from './activity-registration.messages';
import { registrationRepository } from './activity-registration.repository';
import { csvOf } from './activity-registration.rules';
import { loadOwnForForm, registrationView } from './activity-registration.service';
import { fieldsOf, phaseOf } from './activity.rules';

const STATE_TEXT = { unpaid: '待支付', registered: '已报名', cancelled: '已取消', refunded: '已退款' } as Record<string, string>;
const ACCOUNT_TEXT = '注册用户';
const GUEST_TEXT = '访客（未注册，手机已验证）';
const yuan = (fen: number) => (fen / 100).toFixed(2);
/** China time (UTC+8, no daylight saving) for the export's time column, which people read in a spreadsheet. */
const chinaTime = (d: Date) => new Date(d.getTime() + 8 * HOUR_MS).toISOString().slice(0, 19).replace('T', ' ');
const HOUR_MS = 3_600_000;

/** The owner's attendee list, export and check-in; the registrant's own list; cancelling an activity with its refunds. */
export function attendeesService(ctx: AppContext) {
  const repo = registrationRepository(ctx.db);
  const now = () => ctx.clock.now();

  async function counts(activityId: string) {
    const c = { unpaid: 0, registered: 0, cancelled: 0, refunded: 0 };
    for (const g of await repo.countsOf(activityId)) if (g.state in c) c[g.state as keyof typeof c] = g._count._all;
    return c;
  }

  return {
    async list(userId: string, access: AccessState | undefined, b: { id: string; state?: string } & TPageQuery) {
      const row = await loadOwnForForm(ctx, userId, access, b.id);
      const { skip, take } = pageArgs(b);
      const [rows, total] = await repo.pageOfAttendees(row.id, b.state, skip, take);
      return { ...pageResult(rows.map(registrationView), total, b), counts: await counts(row.id) };
    },

    /**
     * The CSV: columns name, mobile, each field of the current form (answers matched by field id), state, fee, time,
     * and how they registered (an account, or a visitor whose phone an SMS code proved: issue 32).
     */
    async exportCsv(userId: string, access: AccessState | undefined, id: string) {
      const row = await loadOwnForForm(ctx, userId, access, id);
      const fields: TRegField[] = fieldsOf(row);
      const regs = (await repo.allAttendees(row.id, LIMITS.activity.regExportRowsMax)).map(registrationView);
      const head = ['姓名', '手机号码', ...fields.map((f) => f.label), '状态', '报名费(元)', '报名时间', '报名方式'];
      const lines = regs.map((r) => {
        const byId = new Map(r.answers.map((a) => [a.fieldId, a.value]));
        return [
          r.name,
          r.mobile,
          ...fields.map((f) => byId.get(f.id) ?? ''),
          STATE_TEXT[r.state] ?? r.state,
          yuan(r.feeFen),
          chinaTime(new Date(r.createdAt)),
          r.guest ? GUEST_TEXT : ACCOUNT_TEXT,
        ];
      });
      return { fileName: `attendees-${row.id}.csv`, text: csvOf([head, ...lines]) };
    },

    async checkIn(userId: string, access: AccessState | undefined, id: string) {
      const reg = await repo.registration(id);
      if (!reg) throw new DomainError('NOT_FOUND', { field: 'id' });
      await loadOwnForForm(ctx, userId, access, reg.activityId);
      if (reg.checkedInAt) throw new DomainError('REG_ALREADY_CHECKED_IN', { field: 'id' });
      if (reg.state !== 'registered') throw new DomainError('REG_STATE_INVALID', { field: 'id' });
      if (!(await repo.checkIn(id, now()))) throw new DomainError('REG_ALREADY_CHECKED_IN', { field: 'id' });
      return registrationView((await repo.registration(id))!);
    },

    async mine(userId: string, q: TPageQuery) {
      const { skip, take } = pageArgs(q);
      const [rows, total] = await repo.pageOfMine(userId, skip, take);
      const acts = new Map((await repo.activitiesByIds([...new Set(rows.map((r) => r.activityId))])).map((a) => [a.id, a]));
      const at = now();
      return pageResult(
        rows.map((r) => {
          const a = acts.get(r.activityId);
          return {
            ...registrationView(r),
            activity: {
              id: r.activityId,
              kind: (a?.kind ?? 'activity') as 'activity' | 'form',
              title: a?.title ?? '',
              coverUrl: a?.coverUrl ?? '',
              phase: a ? phaseOf(a, at) : ('cancelled' as const),
              startTime: a?.startTime?.toISOString() ?? null,
            },
          };
        }),
        total,
        q,
      );
    },

    /**
     * Cancels a published activity. Step one, one transaction: ACTIVE -> cancelled, a message to every holder of a
     * seat, free registrations cancelled. Step two, one registration at a time and each guarded by its state: unpaid
     * orders closed, paid ones refunded on the registrant's behalf and approved. A crash halfway leaves the activity
     * cancelled with some refunds to do: calling again skips step one and finishes step two.
     */
    async cancelActivity(userId: string, id: string, lang: Lang) {
      const row = await loadOwnActivity(ctx, userId, id);
      if (row.kind !== 'activity') throw new DomainError('NOT_FOUND', { field: 'id' });
      if (row.status !== 'cancelled') {
        if (row.status !== 'ACTIVE') throw new DomainError('REG_STATE_INVALID', { field: 'id' });
        const at = now();
        await ctx.db.$transaction(async (tx) => {
          const r = registrationRepository(tx);
          if (!(await r.moveStatus(row.id, ['ACTIVE'], { status: 'cancelled', updatedAt: at }))) throw new DomainError('REG_STATE_INVALID', { field: 'id' });
          const holders = await r.inStates(row.id, ['registered', 'unpaid']);
          const accounts = holders.flatMap((h) => (h.userId ? [h.userId] : []));
          const langs = new Map((await r.languagesOf(accounts)).map((u) => [u.id, langOf(u.language)]));
          for (const h of holders) {
            const paid = h.state === 'registered' && !!h.orderId;
            // A visitor without an account (issue 32) has no message centre to tell.
            if (h.userId)
              await r.addMessage({
                id: ctx.ids.id(),
                userId: h.userId,
                ...REG_MESSAGES.cancelled(langs.get(h.userId) ?? 'zh-CN', row.title, paid),
                ...messageColumns('system', { type: 'activity', id: row.id }),
                createdAt: at,
              });
            if (h.state === 'registered' && !h.orderId && (await r.moveRegistration(h.id, ['registered'], { state: 'cancelled', updatedAt: at }))) await r.giveSeat(row.id);
          }
        });
      }
      await settleCancelled(row.id, lang);
      return (await activityViews(ctx, [await loadOwnActivity(ctx, userId, id)]))[0]!;
    },
  };

  /** Closes the unpaid orders and refunds the paid fees of a cancelled activity; each step skips what is done. */
  async function settleCancelled(activityId: string, lang: Lang) {
    const reads = orderReads(ctx.db);
    const refunds = refundService(ctx);
    for (const reg of await repo.inStates(activityId, ['registered', 'unpaid'])) {
      // Only accounts pay (a visitor registers for free), so a row with an order has its payer's account.
      if (!reg.orderId || !reg.userId) continue;
      const order = await reads.orderById(reg.orderId);
      if (!order) continue;
      if (order.state === 'created') {
        await orderService(ctx)
          .close(reg.userId, order.id, lang)
          .catch((err) => ignoreMoved(err));
        continue;
      }
      if (order.state === 'paid') await refunds.apply(reg.userId, { orderId: order.id, reason: CANCEL_REFUND_REASON }, lang).catch((err) => ignoreMoved(err));
      const refund = await reads.latestRefundOf(order.id);
      if (refund && refund.state === 'pending') await refunds.approve(refund.id).catch((err) => ignoreMoved(err));
    }
  }

  /** Someone else moved the order first (the payer closed it, the job did): that step is already done. */
  function ignoreMoved(err: unknown) {
    if (err instanceof DomainError && ['ORDER_STATE_INVALID', 'REFUND_NOT_PENDING'].includes(err.code)) return;
    throw err;
  }
}
