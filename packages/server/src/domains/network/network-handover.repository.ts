import type { ContactSource } from '@card/contract';
import type { DbClient } from '../../core/db';

/** Prisma for contact hand-overs: the departed member's contacts, the colleague's copies, the hand-over rows. */
export function networkHandoverRepository(db: DbClient) {
  return {
    // Shared-back entries (issue 34) hold no user to hand over: the visitor left their details with this owner only.
    contactsOf: (ownerId: string) => db.contact.findMany({ where: { ownerId, source: { not: 'shareBack' } }, select: { contactId: true, nameKey: true } }),
    heldBy: async (ownerId: string, contactIds: string[]) =>
      new Set((await db.contact.findMany({ where: { ownerId, contactId: { in: contactIds } }, select: { contactId: true } })).map((c) => c.contactId)),
    addContacts: (rows: { id: string; ownerId: string; contactId: string; source: ContactSource; nameKey: string; servedById: string; createdAt: Date }[]) =>
      rows.length ? db.contact.createMany({ data: rows }) : Promise.resolve({ count: 0 }),
    addHandovers: (rows: { id: string; companyId: string; fromUserId: string; toUserId: string; contactId: string; createdAt: Date }[]) =>
      rows.length ? db.contactHandover.createMany({ data: rows }) : Promise.resolve({ count: 0 }),
    handover: (id: string) => db.contactHandover.findUnique({ where: { id } }),
    /** Leaves `notified` once (0 when already refused). */
    refuse: async (id: string, at: Date) => (await db.contactHandover.updateMany({ where: { id, state: 'notified' }, data: { state: 'refused', decidedAt: at } })).count,
    /** Only the copy the hand-over made: a contact the colleague had before is theirs to keep. */
    removeCopy: (ownerId: string, contactId: string) => db.contact.deleteMany({ where: { ownerId, contactId, source: 'handover' } }),
    page: (companyId: string, skip: number, take: number) =>
      db.contactHandover.findMany({
        where: { companyId },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip,
        take,
      }),
    aboutMe: (contactId: string) =>
      db.contactHandover.findMany({
        where: { contactId, state: 'notified' },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: 50,
      }),
    count: (companyId: string) => db.contactHandover.count({ where: { companyId } }),
  };
}
