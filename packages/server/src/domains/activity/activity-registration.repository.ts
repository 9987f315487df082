import { rowsAndTotal } from '../../lib/paging';
import type { RegistrationState, TMessageColumns } from '@card/contract';
import type { DbClient } from '../../core/db';
import type { Prisma } from '../../generated/prisma/client';
import { registrantColumns, type Registrant } from './activity-registration.rules';

/**
 * Prisma access of the registration part: registration pages (Activity rows of kind form), seats, registrations,
 * the owner's income reversal and system messages. Seats move only by conditional updates, so simultaneous
 * registrations never take an activity past its places.
 */
export function registrationRepository(db: DbClient) {
  return {
    // --- pages ---
    insertPage: (data: Prisma.ActivityUncheckedCreateInput) => db.activity.create({ data }),
    updateActivity: (id: string, data: Prisma.ActivityUncheckedUpdateInput) => db.activity.update({ where: { id }, data }),
    /** Moves an activity from one of `from` states; false when it was no longer in one (someone else moved it first). */
    moveStatus: async (id: string, from: string[], data: Prisma.ActivityUncheckedUpdateInput) =>
      (await db.activity.updateMany({ where: { id, status: { in: from }, deletedAt: null }, data })).count === 1,
    countPages: (userId: string) => db.activity.count({ where: { userId, kind: 'form', deletedAt: null } }),
    pageOfPages: (userId: string, skip: number, take: number) => {
      const where = { userId, kind: 'form', deletedAt: null };
      return rowsAndTotal(
        { skip, take },
        () => db.activity.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip, take }),
        () => db.activity.count({ where }),
      );
    },
    activitiesByIds: (ids: string[]) => db.activity.findMany({ where: { id: { in: ids } } }),

    // --- seats ---
    /** Takes a seat when one is left (capacity 0 = unlimited): one conditional update, so the last seat goes once. */
    takeSeat: async (activityId: string) =>
      (
        await db.activity.updateMany({
          where: { id: activityId, deletedAt: null, OR: [{ capacity: 0 }, { enrolled: { lt: db.activity.fields.capacity } }] },
          data: { enrolled: { increment: 1 } },
        })
      ).count === 1,
    giveSeat: (activityId: string) => db.activity.updateMany({ where: { id: activityId, enrolled: { gt: 0 } }, data: { enrolled: { decrement: 1 } } }),

    // --- registrations ---
    registration: (id: string) => db.activityRegistration.findUnique({ where: { id } }),
    byOrder: (orderId: string) => db.activityRegistration.findUnique({ where: { orderId } }),
    /** The registrant's row for an activity, looked up by the unique index of their kind. */
    mine: (activityId: string, who: Registrant) =>
      db.activityRegistration.findUnique({
        where:
          who.kind === 'account'
            ? { activityId_userId: { activityId, userId: who.userId } }
            : { activityId_guestRegion_guestPhone: { activityId, guestRegion: who.region, guestPhone: who.phone } },
      }),
    insertRegistration: (who: Registrant, data: Omit<Prisma.ActivityRegistrationUncheckedCreateInput, 'userId' | 'guestRegion' | 'guestPhone'>) =>
      db.activityRegistration.create({ data: { ...data, ...registrantColumns(who) } }),
    /**
     * A visitor who opens an account with the phone they registered with (issue 32): their registrations become the
     * account's. Called in the account's creation transaction, so the account never exists without them.
     */
    claimGuestRegistrations: async (region: string, phone: string, userId: string, at: Date) =>
      (await db.activityRegistration.updateMany({ where: { guestRegion: region, guestPhone: phone }, data: { userId, guestRegion: null, guestPhone: null, updatedAt: at } })).count,
    updateRegistration: (id: string, data: Prisma.ActivityRegistrationUncheckedUpdateInput) => db.activityRegistration.update({ where: { id }, data }),
    /** Moves a registration from one of `from` states; false when it was no longer in one. */
    moveRegistration: async (id: string, from: RegistrationState[], data: Prisma.ActivityRegistrationUncheckedUpdateInput) =>
      (await db.activityRegistration.updateMany({ where: { id, state: { in: from } }, data })).count === 1,
    checkIn: async (id: string, at: Date) =>
      (await db.activityRegistration.updateMany({ where: { id, state: 'registered', checkedInAt: null }, data: { checkedInAt: at, updatedAt: at } })).count === 1,
    countsOf: (activityId: string) => db.activityRegistration.groupBy({ by: ['state'], where: { activityId }, _count: { _all: true } }),
    pageOfAttendees: (activityId: string, state: string | undefined, skip: number, take: number) => {
      const where = { activityId, ...(state ? { state } : {}) };
      return rowsAndTotal(
        { skip, take },
        () => db.activityRegistration.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip, take }),
        () => db.activityRegistration.count({ where }),
      );
    },
    allAttendees: (activityId: string, take: number) => db.activityRegistration.findMany({ where: { activityId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], take }),
    inStates: (activityId: string, states: RegistrationState[]) =>
      db.activityRegistration.findMany({ where: { activityId, state: { in: states } }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
    pageOfMine: (userId: string, skip: number, take: number) => {
      const where = { userId };
      return rowsAndTotal(
        { skip, take },
        () => db.activityRegistration.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip, take }),
        () => db.activityRegistration.count({ where }),
      );
    },
    countAll: (activityId: string) => db.activityRegistration.count({ where: { activityId } }),

    // --- money and people ---
    reverseIncome: async (id: string) => (await db.frozenIncome.updateMany({ where: { id, state: 'frozen' }, data: { state: 'reversed' } })).count === 1,
    /** What a signed-in registrant's form starts with (issue 32: one tap): the card's name and the account's phone. */
    contactOf: (userId: string) => db.user.findUnique({ where: { id: userId }, select: { regionCode: true, phone: true, card: { select: { name: true } } } }),
    languageOf: async (userId: string) => (await db.user.findUnique({ where: { id: userId }, select: { language: true } }))?.language ?? null,
    languagesOf: (ids: string[]) => db.user.findMany({ where: { id: { in: ids } }, select: { id: true, language: true } }),
    addMessage: (row: { id: string; userId: string; title: string; content: string; createdAt: Date } & TMessageColumns) => db.message.create({ data: row, select: { id: true } }),
  };
}
