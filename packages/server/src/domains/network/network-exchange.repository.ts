import type { TMessageColumns, ContactSource } from '@card/contract';
import type { DbClient } from '../../core/db';
import { containsIgnoringCase } from '../../core/sql-values';
import type { FeedKey } from '../../lib/paging';

/** Rows strictly after a feed key in (createdAt desc, id desc) order. */
const afterKey = (after: FeedKey | null) => (after ? { OR: [{ createdAt: { lt: after.at } }, { createdAt: after.at, id: { lt: after.id } }] } : {});
const NEWEST = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

/** The exchange part's queries: exchange requests, contacts, labels, colleagues. Prisma lives only here. */
export function networkExchangeRepository(db: DbClient) {
  return {
    // --- exchanges ---
    openBetween: (pairKey: string) => db.cardExchange.findUnique({ where: { openKey: pairKey } }),
    createExchange: (row: { id: string; fromId: string; toId: string; pairKey: string; note: string; createdAt: Date }) =>
      db.cardExchange.create({ data: { ...row, openKey: row.pairKey, state: 'pending' } }),
    /** Moves a request out of pending only if it still is (two taps, two devices: the second changes nothing). */
    decide: (id: string, state: 'accepted' | 'declined' | 'cancelled', at: Date) =>
      db.cardExchange.updateMany({ where: { id, state: 'pending' }, data: { state, openKey: null, decidedAt: at } }).then((r) => r.count === 1),
    /** When `toId` last declined a request from `fromId` (null: never). */
    lastDeclined: (fromId: string, toId: string) =>
      db.cardExchange
        .findFirst({
          where: { fromId, toId, state: 'declined' },
          orderBy: { decidedAt: 'desc' },
          select: { decidedAt: true },
        })
        .then((r) => r?.decidedAt ?? null),
    companyLocked: (companyId: string) => db.company.findUnique({ where: { id: companyId }, select: { lockPrivacy: true } }).then((c) => c?.lockPrivacy ?? false),

    // --- contacts ---
    holds: (ownerId: string, contactId: string) => db.contact.findUnique({ where: { ownerId_contactId: { ownerId, contactId } } }),
    contactRow: (id: string) => db.contact.findUnique({ where: { id } }),
    contactCount: (ownerId: string) => db.contact.count({ where: { ownerId } }),
    /** Adds a card to an address book unless it is there already (answers whether it added). */
    addContact: async (row: { id: string; ownerId: string; contactId: string; source: ContactSource; nameKey: string; createdAt: Date }) => {
      const had = await db.contact.findUnique({ where: { ownerId_contactId: { ownerId: row.ownerId, contactId: row.contactId } }, select: { id: true } });
      if (had) return false;
      await db.contact.create({ data: row });
      return true;
    },
    deleteContact: async (contactRowId: string) => {
      await db.contactLabelLink.deleteMany({ where: { contactId: contactRowId } });
      await db.contact.delete({ where: { id: contactRowId } });
    },
    searchContacts: (ownerId: string, keyword: string, after: FeedKey | null, take: number) =>
      db.contact.findMany({ where: { ownerId, nameKey: containsIgnoringCase(db, keyword), ...afterKey(after) }, orderBy: NEWEST, take }),
    /** Every card of an address book for the export (bounded by the address book's cap), with what the file shows. */
    exportRows: (ownerId: string, take: number) =>
      db.contact.findMany({ where: { ownerId }, orderBy: NEWEST, take, select: { contactId: true } }).then((rows) =>
        db.user
          .findMany({
            where: { id: { in: rows.map((r) => r.contactId) } },
            select: {
              id: true,
              phoneIdEcr: true,
              phone: true,
              hidePhone: true,
              card: { select: { name: true, company: true, position: true, email: true, mobiles: { orderBy: { sort: 'asc' }, take: 1, select: { number: true } } } },
            },
          })
          .then((users) => ({ order: rows.map((r) => r.contactId), users })),
      ),

    // --- colleagues ---
    companyOf: (companyId: string) => db.company.findUnique({ where: { id: companyId }, select: { name: true } }),
    departments: (companyId: string) => db.department.findMany({ where: { companyId }, orderBy: [{ sort: 'asc' }, { createdAt: 'asc' }] }),
    departmentMembers: (companyId: string) => db.departmentMember.findMany({ where: { companyId } }),
    visibleMembers: (companyId: string, meId: string) =>
      db.user.findMany({ where: { companyId, id: { not: meId }, allowColleagueView: true }, orderBy: { createdAt: 'asc' }, select: { id: true } }),

    // --- labels ---
    labels: (ownerId: string) => db.contactLabel.findMany({ where: { ownerId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
    labelCounts: (labelIds: string[]) => db.contactLabelLink.groupBy({ by: ['labelId'], where: { labelId: { in: labelIds } }, _count: { _all: true } }),
    label: (id: string) => db.contactLabel.findUnique({ where: { id } }),
    createLabel: (row: { id: string; ownerId: string; name: string; createdAt: Date }) => db.contactLabel.create({ data: row }),
    deleteLabel: async (id: string) => {
      await db.contactLabelLink.deleteMany({ where: { labelId: id } });
      await db.contactLabel.delete({ where: { id } });
    },
    setLinks: async (contactRowId: string, labelIds: string[]) => {
      await db.contactLabelLink.deleteMany({ where: { contactId: contactRowId } });
      if (labelIds.length) await db.contactLabelLink.createMany({ data: labelIds.map((labelId) => ({ labelId, contactId: contactRowId })) });
    },
    linksOf: (contactRowIds: string[]) => db.contactLabelLink.findMany({ where: { contactId: { in: contactRowIds } } }),

    // --- card-user search: only people who let strangers find them, never the caller ---
    usersByName: (meId: string, keyword: string, take: number) =>
      db.user.findMany({ where: { id: { not: meId }, allowStrangerSearch: true, card: { name: containsIgnoringCase(db, keyword) } }, orderBy: NEWEST, take, select: { id: true } }),
    usersByMobile: (meId: string, mobile: string) =>
      db.user.findMany({ where: { id: { not: meId }, allowStrangerSearch: true, regionCode: '+86', phone: mobile }, take: 1, select: { id: true } }),

    // --- messages ---
    addMessages: (rows: ({ id: string; userId: string; title: string; content: string; createdAt: Date } & TMessageColumns)[]) =>
      rows.length ? db.message.createMany({ data: rows }) : Promise.resolve({ count: 0 }),
  };
}
