import type { DbClient } from '../../../core/db';

/** Storage of role tags (issue 18, shake part): the catalogue, a user's picked tags and when they read the guide. */
export function roleTagsRepository(db: DbClient) {
  return {
    catalogue: () => db.shakeRoleTag.findMany({ where: { hidden: false }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] }),
    shownTags: (ids: string[]) => db.shakeRoleTag.findMany({ where: { id: { in: ids }, hidden: false }, select: { id: true } }),
    picked: (userId: string) => db.shakeUserRoleTag.findMany({ where: { userId }, orderBy: [{ sort: 'asc' }, { tagId: 'asc' }] }),
    /** The picked tags with their names (hidden ones included: picked before they were taken off the picker). */
    async pickedTags(userId: string) {
      const picks = await db.shakeUserRoleTag.findMany({ where: { userId }, orderBy: [{ sort: 'asc' }, { tagId: 'asc' }] });
      if (picks.length === 0) return [];
      const tags = await db.shakeRoleTag.findMany({ where: { id: { in: picks.map((p) => p.tagId) } } });
      const byId = new Map(tags.map((t) => [t.id, t]));
      return picks.flatMap((p) => (byId.has(p.tagId) ? [byId.get(p.tagId)!] : []));
    },
    /** Replaces the picked tags (in one transaction by the caller). */
    async replacePicked(userId: string, tagIds: string[], now: Date) {
      await db.shakeUserRoleTag.deleteMany({ where: { userId } });
      if (tagIds.length) await db.shakeUserRoleTag.createMany({ data: tagIds.map((tagId, sort) => ({ userId, tagId, sort, createdAt: now })) });
    },
    guideRead: async (userId: string) => (await db.shakeRoleGuide.count({ where: { userId } })) > 0,
    markGuideRead: (userId: string, now: Date) => db.shakeRoleGuide.upsert({ where: { userId }, create: { userId, readAt: now }, update: {} }),
    userIdOfCard: async (phoneIdEcr: string) => (await db.user.findUnique({ where: { phoneIdEcr }, select: { id: true } }))?.id ?? null,
  };
}
