import { rowsAndTotal } from '../../lib/paging';
import { CIRCLE_PAY_LINES } from '@card/contract';
import type { DbClient } from '../../core/db';

const LINES = [CIRCLE_PAY_LINES.join, CIRCLE_PAY_LINES.view];
/** An order's terms name its circle as `"cid":"<id>"` (ids are url-safe characters, nothing to escape). */
const termsNaming = (cid: string) => ({ contains: `"cid":"${cid}"` });

/**
 * Prisma for paid joining and viewing: membership rows a payment changes, circle orders, and the reads the
 * manage part uses for its paid-circle restrictions (payingMemberCount, isPayingMember).
 */
export function circlePayRepository(db: DbClient) {
  return {
    /** Paying members: joined rows whose paid term still runs (the manage part's "paid-circle restrictions"). */
    payingMemberCount: (cid: string, now: Date) => db.circleMember.count({ where: { circleId: cid, state: 'joined', paidUntil: { gt: now } } }),
    isPayingMember: async (cid: string, userId: string, now: Date) => (await db.circleMember.count({ where: { circleId: cid, userId, state: 'joined', paidUntil: { gt: now } } })) > 0,
    payingViewerCount: (cid: string, now: Date) => db.circleMember.count({ where: { circleId: cid, viewPaidUntil: { gt: now } } }),

    insertMember: (row: {
      id: string;
      circleId: string;
      userId: string;
      state: string;
      paidUntil: Date | null;
      viewPaidUntil: Date | null;
      paidOrderId: string | null;
      joinedAt: Date | null;
      createdAt: Date;
    }) => db.circleMember.create({ data: { ...row, role: 'member', updatedAt: row.createdAt } }),
    updateMember: (id: string, data: { state?: string; paidUntil?: Date | null; viewPaidUntil?: Date | null; paidOrderId?: string | null; joinedAt?: Date | null; updatedAt: Date }) =>
      db.circleMember.update({ where: { id }, data }),
    deleteMember: (id: string) => db.circleMember.delete({ where: { id } }),
    countMember: (cid: string, delta: number) => db.circle.update({ where: { id: cid }, data: { memberCount: { increment: delta } } }),

    /** The expiry job: joined rows whose paid term is over, oldest end first. */
    lapsedMembers: (now: Date, take: number) =>
      db.circleMember.findMany({ where: { state: 'joined', paidUntil: { lte: now } }, orderBy: { paidUntil: 'asc' }, take, select: { id: true, circleId: true } }),
    /** Moves one lapsed row to expired, only if it still is one (another instance or a renewal may have got there). */
    expireMember: async (id: string, now: Date) =>
      (await db.circleMember.updateMany({ where: { id, state: 'joined', paidUntil: { lte: now } }, data: { state: 'expired', updatedAt: now } })).count === 1,

    /** The caller's open order for a circle and kind (reused instead of a second one). */
    openOrder: (userId: string, line: string, cid: string, now: Date) =>
      db.order.findFirst({ where: { userId, line, state: 'created', expiresAt: { gt: now }, terms: termsNaming(cid) }, orderBy: { createdAt: 'desc' } }),
    myOrders: (userId: string, skip: number, take: number) =>
      rowsAndTotal(
        { skip, take },
        () => db.order.findMany({ where: { userId, line: { in: LINES } }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip, take }),
        () => db.order.count({ where: { userId, line: { in: LINES } } }),
      ),
    /** Payments kept by an owner's circle (paid or refund asked; refunded ones are gone). */
    keptOrdersOf: (ownerId: string, cid: string) =>
      db.order.findMany({ where: { beneficiaryId: ownerId, line: { in: LINES }, state: { in: ['paid', 'refunding'] }, terms: termsNaming(cid) }, select: { id: true, amountFen: true } }),
    frozenIncomeOf: (orderIds: string[]) => db.frozenIncome.aggregate({ where: { orderId: { in: orderIds }, state: 'frozen' }, _sum: { amountFen: true } }),
    latestRefunds: async (orderIds: string[]) => {
      const rows = await db.refundRequest.findMany({ where: { orderId: { in: orderIds } }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
      const by = new Map<string, (typeof rows)[number]>();
      for (const r of rows) if (!by.has(r.orderId)) by.set(r.orderId, r);
      return by;
    },
    circleNames: async (ids: string[]) => new Map((await db.circle.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } })).map((c) => [c.id, c.name])),
    hasTxPwd: async (userId: string) => !!(await db.user.findUnique({ where: { id: userId }, select: { txPwdHash: true } }))?.txPwdHash,
    reverseIncome: async (id: string) => (await db.frozenIncome.updateMany({ where: { id, state: 'frozen' }, data: { state: 'reversed' } })).count === 1,
  };
}
