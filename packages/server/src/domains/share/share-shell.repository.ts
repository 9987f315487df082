import { createHash } from 'node:crypto';
import type { Db } from '../../db';
import type { Owner } from './share-shell.rules';

/**
 * The share shells' reads (issue 29): one indexed row per shared item with only the columns a preview shows, plus
 * its owner's name and avatar. Read-only queries of other areas' tables, like the insight part's: calling those
 * areas' services would count a view, write a hit or load a whole screen's worth for a few meta tags. Which rows
 * visitors may see is decided in share-shell.rules.ts, not here.
 */
export function shareShellRepository(db: Db) {
  // Two plain reads rather than a nested select, so every model a preview is made of is read through its own
  // delegate: the test that checks SHELL_MODELS against what the loads really read sees each one.
  const owner = async (where: { id: string } | { phoneIdEcr: string }): Promise<(Owner & { id: string }) | null> => {
    const u = await db.user.findUnique({ where, select: { id: true, phoneIdEcr: true, avatarUrl: true } });
    if (!u) return null;
    const card = await db.card.findUnique({ where: { userId: u.id }, select: { name: true } });
    return { id: u.id, phoneIdEcr: u.phoneIdEcr, avatarUrl: u.avatarUrl, name: card?.name ?? '' };
  };
  return {
    owner,
    video: (id: string) =>
      db.microVideo.findUnique({
        where: { id },
        select: { userId: true, title: true, intro: true, coverUrl: true, state: true, hidden: true, takenDownAt: true, deletedByOwnerAt: true },
      }),
    product: async (id: string) => {
      const p = await db.product.findUnique({
        where: { id },
        select: { userId: true, shopId: true, name: true, intro: true, coverUrl: true, priceFen: true, onShelf: true, deletedAt: true },
      });
      if (!p) return null;
      const shop = await db.shop.findUnique({ where: { id: p.shopId }, select: { name: true, closed: true } });
      return { ...p, shop };
    },
    shopOf: (userId: string) => db.shop.findUnique({ where: { userId }, select: { name: true, intro: true, logoUrl: true, kind: true, closed: true } }),
    activity: (id: string) =>
      db.activity.findUnique({
        where: { id },
        select: { userId: true, kind: true, title: true, intro: true, coverUrl: true, status: true, deletedAt: true, startTime: true, address: true },
      }),
    article: (id: string) =>
      db.article.findUnique({
        where: { id },
        select: { userId: true, title: true, summary: true, coverUrl: true, body: true, state: true, companyId: true },
      }),
    designCase: (id: string) =>
      db.designCase.findUnique({
        where: { id },
        select: { userId: true, title: true, description: true, coverUrl: true, images: true, state: true, hidden: true },
      }),
    circle: (id: string) =>
      db.circle.findUnique({
        where: { id },
        select: { ownerId: true, name: true, description: true, avatarUrl: true, state: true, memberCount: true },
      }),
    /** A live annual report link: the token's SHA-256 is what is stored (insight.service.ts), revoked ones are gone. */
    report: (token: string) =>
      db.insightShare.findFirst({
        where: { tokenHash: createHash('sha256').update(token).digest('hex'), revokedAt: null },
        select: { userId: true, year: true },
      }),
  };
}
export type ShareShellRepository = ReturnType<typeof shareShellRepository>;
