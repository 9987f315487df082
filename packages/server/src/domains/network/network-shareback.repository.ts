import type { TMessageColumns } from '@card/contract';
import type { DbClient } from '../../core/db';

type ShareBackData = { name: string; company: string; position: string; visitorKey: string; withdrawHash: string };

/** Prisma access of share back (issue 34): the ShareBack rows and what they put in the owner's book, radar and messages. No decisions here. */
export function shareBackRepository(db: DbClient) {
  return {
    ofMobile: (ownerId: string, regionCode: string, phone: string) => db.shareBack.findUnique({ where: { ownerId_regionCode_phone: { ownerId, regionCode, phone } } }),
    byWithdrawHash: (withdrawHash: string) => db.shareBack.findUnique({ where: { withdrawHash } }),
    byIds: (ids: string[]) => (ids.length ? db.shareBack.findMany({ where: { id: { in: ids } } }) : Promise.resolve([])),
    /** The leads of radar visitors: share backs listed under those visitors' keys. */
    byVisitorKeys: (ownerId: string, keys: string[]) => (keys.length ? db.shareBack.findMany({ where: { ownerId, visitorKey: { in: keys } } }) : Promise.resolve([])),
    /** Every share back of a mobile, over all cards (an account opened with it takes them over). */
    allOfMobile: (regionCode: string, phone: string) => db.shareBack.findMany({ where: { regionCode, phone } }),
    accountWithPhone: (regionCode: string, phone: string) => db.user.findFirst({ where: { regionCode, phone }, select: { id: true } }),
    insert: (row: ShareBackData & { id: string; ownerId: string; regionCode: string; phone: string; createdAt: Date; updatedAt: Date }) => db.shareBack.create({ data: row }),
    update: (id: string, data: ShareBackData & { updatedAt: Date }) => db.shareBack.update({ where: { id }, data }),
    remove: (id: string) => db.shareBack.delete({ where: { id } }),

    // --- the owner's address book: the contact's contactId is the share back's id ---
    contactCount: (ownerId: string) => db.contact.count({ where: { ownerId } }),
    addContact: (row: { id: string; ownerId: string; contactId: string; nameKey: string; createdAt: Date }) => db.contact.create({ data: { ...row, source: 'shareBack' } }),
    renameContact: (ownerId: string, shareBackId: string, nameKey: string) => db.contact.updateMany({ where: { ownerId, contactId: shareBackId, source: 'shareBack' }, data: { nameKey } }),
    removeContact: async (ownerId: string, shareBackId: string) => {
      const rows = await db.contact.findMany({ where: { ownerId, contactId: shareBackId, source: 'shareBack' }, select: { id: true } });
      await db.contactLabelLink.deleteMany({ where: { contactId: { in: rows.map((r) => r.id) } } });
      await db.contact.deleteMany({ where: { id: { in: rows.map((r) => r.id) } } });
    },
    /** The visitor registered: the owner's entry now holds their account (labels kept), as an exchange does. */
    contactBecomesAccount: (ownerId: string, shareBackId: string, userId: string) =>
      db.contact.updateMany({ where: { ownerId, contactId: shareBackId, source: 'shareBack' }, data: { contactId: userId, source: 'exchange' } }),
    holds: (ownerId: string, contactId: string) => db.contact.findUnique({ where: { ownerId_contactId: { ownerId, contactId } }, select: { id: true } }),
    addExchangeContact: (row: { id: string; ownerId: string; contactId: string; nameKey: string; createdAt: Date }) => db.contact.create({ data: { ...row, source: 'exchange' } }),
    /** An accepted exchange between the two, so every rule that asks "did they exchange" (a hidden phone) says yes. */
    addAcceptedExchange: (row: { id: string; fromId: string; toId: string; pairKey: string; at: Date }) =>
      db.cardExchange.create({ data: { id: row.id, fromId: row.fromId, toId: row.toId, pairKey: row.pairKey, openKey: null, state: 'accepted', createdAt: row.at, decidedAt: row.at } }),
    ownerCard: (ownerId: string) => db.user.findUnique({ where: { id: ownerId }, select: { card: { select: { name: true } } } }),

    // --- the radar: the visitor's shareBack event and summary ---
    addEvent: (row: { id: string; ownerId: string; visitorKey: string; visitorId: string | null; createdAt: Date }) => db.visitEvent.create({ data: { ...row, action: 'shareBack' } }),
    countAction: (row: { ownerId: string; visitorKey: string; visitorId: string | null; at: Date }) =>
      db.radarVisitor.upsert({
        where: { ownerId_visitorKey: { ownerId: row.ownerId, visitorKey: row.visitorKey } },
        create: { ownerId: row.ownerId, visitorKey: row.visitorKey, visitorId: row.visitorId, views: 0, actions: 1, firstAt: row.at, lastAt: row.at },
        update: { actions: { increment: 1 }, lastAt: row.at },
      }),
    /** Withdrawn: the visitor's shareBack events go, and their summary no longer counts them. */
    removeEvents: async (ownerId: string, visitorKey: string) => {
      const { count } = await db.visitEvent.deleteMany({ where: { ownerId, visitorKey, action: 'shareBack' } });
      if (count) await db.radarVisitor.updateMany({ where: { ownerId, visitorKey, actions: { gte: count } }, data: { actions: { decrement: count } } });
    },

    // --- the owner's messages about it ---
    addMessage: (row: { id: string; userId: string; title: string; content: string; createdAt: Date } & TMessageColumns) => db.message.create({ data: row, select: { id: true } }),
    removeMessages: (userId: string, shareBackId: string) => db.message.deleteMany({ where: { userId, subjectType: 'shareBack', subjectId: shareBackId } }),
  };
}
