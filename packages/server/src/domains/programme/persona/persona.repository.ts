import { LIMITS } from '@card/contract';
import type { DbClient } from '../../../core/db';
import { isUniqueViolation } from '../../../lib/db-errors';

/** Prisma access of the persona part (issue 18): the pendant catalogue, each user's choices, the avatar-nickname customs. */
const L = LIMITS.programmePersona;
type StateData = { pendantId?: string | null; pendantSetAt?: Date | null; defaultCustomId?: string | null; updatedAt: Date };

export function personaRepository(db: DbClient) {
  /**
   * Writes a user's one state row, creating it on first use. Two first writes at once: the loser's create hits the
   * primary key and it updates the row the winner made instead.
   */
  async function saveState(userId: string, data: StateData) {
    const args = { where: { userId }, create: { userId, ...data }, update: data };
    try {
      return await db.personaUserState.upsert(args);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      return db.personaUserState.update({ where: { userId }, data });
    }
  }

  return {
    saveState,
    catalogue: (category?: string) =>
      db.personaPendant.findMany({
        where: { hidden: false, ...(category ? { category } : {}) },
        orderBy: [{ sort: 'asc' }, { id: 'asc' }],
        take: L.catalogueMax,
      }),
    pendant: (id: string) => db.personaPendant.findUnique({ where: { id } }),
    stateOf: (userId: string) => db.personaUserState.findUnique({ where: { userId } }),
    /** The owner's VIP dates (VIP decides whether others see the pendant). */
    vipOf: (userId: string) => db.user.findUnique({ where: { id: userId }, select: { vipExpiresAt: true, tempVipExpiresAt: true } }),
    customs: (userId: string) =>
      db.personaNicknameCustom.findMany({
        where: { userId },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: L.maxCustoms,
      }),
    customCount: (userId: string) => db.personaNicknameCustom.count({ where: { userId } }),
    custom: (id: string) => db.personaNicknameCustom.findUnique({ where: { id } }),
    createCustom: (row: { id: string; userId: string; nickname: string; avatarUrl: string; createdAt: Date }) => db.personaNicknameCustom.create({ data: row }),
    /** Which of `ids` are this user's, with their pictures (to release after deleting). */
    ownedOf: (userId: string, ids: string[]) => db.personaNicknameCustom.findMany({ where: { userId, id: { in: ids } }, select: { id: true, avatarUrl: true } }),
    deleteCustoms: (userId: string, ids: string[]) => db.personaNicknameCustom.deleteMany({ where: { userId, id: { in: ids } } }),
    /** Clears the default when it is among the deleted (the card keeps what it shows; nothing is default any more). */
    clearDefaultAmong: (userId: string, ids: string[], now: Date) =>
      db.personaUserState.updateMany({ where: { userId, defaultCustomId: { in: ids } }, data: { defaultCustomId: null, updatedAt: now } }),
  };
}
