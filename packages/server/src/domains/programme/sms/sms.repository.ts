import { rowsAndTotal } from '../../../lib/paging';
import type { TMessageKindColumn } from '@card/contract';
import type { DbClient } from '../../../core/db';

type Page = { skip: number; take: number };

/** Prisma access of the SMS part (engine-neutral). No decisions here. */
export function smsRepository(db: DbClient) {
  return {
    // --- signs ---
    signsOf: (userId: string) => db.smsSign.findMany({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
    signById: (id: string) => db.smsSign.findUnique({ where: { id } }),
    addSign: (row: { id: string; userId: string; text: string; createdAt: Date }) => db.smsSign.create({ data: row }),
    /** Operators' queue: pending oldest first (who waited longest first), decided ones newest first. */
    signsIn: (status: string, page: Page) => {
      const orderBy = status === 'pending' ? [{ createdAt: 'asc' as const }, { id: 'asc' as const }] : [{ reviewedAt: 'desc' as const }, { id: 'desc' as const }];
      return rowsAndTotal(
        page,
        () => db.smsSign.findMany({ where: { status }, orderBy, ...page }),
        () => db.smsSign.count({ where: { status } }),
      );
    },
    /** Pending -> decided only while pending: of two operators deciding at once, one changes the row. */
    decideSign: async (id: string, data: { status: string; reason: string; reviewedBy: string; reviewedAt: Date }) =>
      (await db.smsSign.updateMany({ where: { id, status: 'pending' }, data })).count,

    /** A message-centre row for the applicant of a sign (issue 32); `link` opens the SMS home, which lists their signs. */
    addMessage: (row: { id: string; userId: string; title: string; content: string; link: string; createdAt: Date } & TMessageKindColumn) =>
      db.message.create({ data: row, select: { id: true } }),

    // --- account (credits and settings) ---
    account: (userId: string) => db.smsAccount.findUnique({ where: { userId } }),
    ensureAccount: (userId: string, now: Date) => db.smsAccount.upsert({ where: { userId }, create: { userId, createdAt: now, updatedAt: now }, update: {} }),
    saveAccount: (userId: string, data: { defaultSignId?: string | null; autoSend?: boolean; autoTemplate?: string; dailyCap?: number; consentAt?: Date | null }, now: Date) =>
      db.smsAccount.upsert({ where: { userId }, create: { userId, ...data, createdAt: now, updatedAt: now }, update: { ...data, updatedAt: now } }),
    /**
     * Takes `n` credits only if the balance holds them (one conditional UPDATE): two sends racing for the last
     * credits cannot both pass, so the balance never goes negative. Answers whether it took them.
     */
    takeCredits: async (userId: string, n: number) => (await db.smsAccount.updateMany({ where: { userId, credits: { gte: n } }, data: { credits: { decrement: n } } })).count === 1,
    // Credit changes leave updatedAt alone: it tells when the settings were last saved (auto-send looks from there).
    addCredits: (userId: string, n: number, now: Date) =>
      db.smsAccount.upsert({ where: { userId }, create: { userId, credits: n, createdAt: now, updatedAt: now }, update: { credits: { increment: n } } }),
    balance: async (userId: string) => (await db.smsAccount.findUnique({ where: { userId }, select: { credits: true } }))?.credits ?? 0,
    addEntry: (row: { id: string; userId: string; delta: number; kind: string; refId: string; balance: number; createdAt: Date }) => db.smsCreditEntry.create({ data: row }),
    entries: (userId: string, page: Page) =>
      rowsAndTotal(
        page,
        () => db.smsCreditEntry.findMany({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...page }),
        () => db.smsCreditEntry.count({ where: { userId } }),
      ),
    entriesOf: (refId: string) => db.smsCreditEntry.findMany({ where: { refId }, orderBy: { createdAt: 'asc' } }),

    // --- grants ---
    companyOf: async (userId: string) => (await db.user.findUnique({ where: { id: userId }, select: { companyId: true } }))?.companyId ?? null,
    grantsBy: (ownerId: string) => db.smsGrant.findMany({ where: { ownerId, revokedAt: null }, orderBy: { createdAt: 'desc' } }),
    grantsTo: (granteeId: string) => db.smsGrant.findMany({ where: { granteeId, revokedAt: null }, orderBy: { createdAt: 'desc' } }),
    grantOf: (ownerId: string, granteeId: string) => db.smsGrant.findFirst({ where: { ownerId, granteeId, revokedAt: null } }),
    grantById: (id: string) => db.smsGrant.findUnique({ where: { id } }),
    upsertGrant: (row: { id: string; ownerId: string; granteeId: string; perDay: number; createdAt: Date }) =>
      db.smsGrant.upsert({
        where: { ownerId_granteeId: { ownerId: row.ownerId, granteeId: row.granteeId } },
        create: row,
        update: { perDay: row.perDay, revokedAt: null, createdAt: row.createdAt },
      }),
    revokeGrant: async (id: string, ownerId: string, now: Date) => (await db.smsGrant.updateMany({ where: { id, ownerId, revokedAt: null }, data: { revokedAt: now } })).count,

    // --- auto-send after a card exchange ---
    /** Accounts that auto-send (consent given, a default sign chosen). */
    autoSenders: () => db.smsAccount.findMany({ where: { autoSend: true, consentAt: { not: null }, defaultSignId: { not: null } } }),
    /** Exchanges of `userId` accepted since `from`, with the other side's id. */
    acceptedSince: async (userId: string, from: Date) => {
      const rows = await db.cardExchange.findMany({
        where: { state: 'accepted', decidedAt: { gte: from }, OR: [{ fromId: userId }, { toId: userId }] },
        select: { id: true, fromId: true, toId: true },
        orderBy: { decidedAt: 'asc' },
        take: 100,
      });
      return rows.map((r) => ({ id: r.id, otherId: r.fromId === userId ? r.toId : r.fromId }));
    },
    mobileOf: (userId: string) => db.user.findUnique({ where: { id: userId }, select: { phone: true, regionCode: true } }),
    recordBySource: (userId: string, source: string) => db.smsRecord.findFirst({ where: { userId, source }, select: { id: true } }),

    // --- records ---
    /** Recipients `userId` reached since `from` (optionally only on `payerId`'s credits). */
    recipientsSince: async (userId: string, from: Date, payerId?: string) =>
      (await db.smsRecord.aggregate({ where: { userId, createdAt: { gte: from }, ...(payerId ? { payerId } : {}) }, _sum: { recipients: true } }))._sum.recipients ?? 0,
    addRecord: (row: {
      id: string;
      userId: string;
      payerId: string;
      signId: string;
      signText: string;
      text: string;
      segments: number;
      recipients: number;
      charged: number;
      source: string;
      autoKey?: string | null;
      createdAt: Date;
    }) => db.smsRecord.create({ data: row }),
    addRecipients: (rows: { id: string; recordId: string; seq: number; mobile: string }[]) => db.smsRecipient.createMany({ data: rows }),
    markRecipient: (recordId: string, seq: number, error: string) => db.smsRecipient.update({ where: { recordId_seq: { recordId, seq } }, data: { status: 'failed', error } }),
    finishRecord: (id: string, data: { returned: number; status: string }) => db.smsRecord.update({ where: { id }, data }),
    recordById: (id: string) => db.smsRecord.findUnique({ where: { id } }),
    recipientsOf: (recordId: string) => db.smsRecipient.findMany({ where: { recordId }, orderBy: { seq: 'asc' } }),
    records: (userId: string, page: Page) =>
      rowsAndTotal(
        page,
        () => db.smsRecord.findMany({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...page }),
        () => db.smsRecord.count({ where: { userId } }),
      ),
  };
}
export type SmsRecordRow = NonNullable<Awaited<ReturnType<ReturnType<typeof smsRepository>['recordById']>>>;
export type SmsSignRow = NonNullable<Awaited<ReturnType<ReturnType<typeof smsRepository>['signById']>>>;
