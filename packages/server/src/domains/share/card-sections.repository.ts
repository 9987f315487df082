import type { Db } from '../../db';

/** What the page itself reads beside the areas' sections (card-sections.ts): the modules the owner hid. */
export function cardSectionsRepository(db: Db) {
  return {
    /** The modules the owner hid (UserModule.visible false, the management centre's 栏目编辑). */
    hiddenModules: async (userId: string) => (await db.userModule.findMany({ where: { userId, visible: false }, select: { moduleId: true } })).map((m) => m.moduleId),
  };
}
export type CardSectionsRepository = ReturnType<typeof cardSectionsRepository>;
