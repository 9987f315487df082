import type { Db } from '../../db';
import type { FeedKey } from '../../lib/paging';

/**
 * The friends' updates feed (issue 31, item 8): read-only queries of other areas' tables, as the public card's
 * sections do (share/card-sections.repository.ts): each `where` repeats the area's own rule for what visitors may
 * see, named beside it, never looser than the public screen the item opens. One query per kind for a whole page of
 * every author (`userId IN authors`), never one per contact; each kind walks its (userId, time desc, id) index.
 */

/**
 * Rows after `after` in (time desc, id desc) order. `time <= at` repeats what the OR implies so that SQLite seeks the
 * index on a plain range (the same finding as the message feed, usercentre.repository.ts).
 */
function after<K extends string>(field: K, key: FeedKey | null) {
  if (!key) return {};
  return { AND: [{ [field]: { lte: key.at } }, { OR: [{ [field]: { lt: key.at } }, { [field]: key.at, id: { lt: key.id } }] }] };
}
const order = <K extends string>(field: K) => [{ [field]: 'desc' as const }, { id: 'desc' as const }];

export function friendFeedRepository(db: Db) {
  return {
    /** Whom the user exchanged cards with (an accepted exchange writes a Contact of source exchange on both sides). */
    exchangedContacts: async (ownerId: string) =>
      (await db.contact.findMany({ where: { ownerId, source: 'exchange', contactId: { not: ownerId } }, select: { contactId: true } })).map((c) => c.contactId),
    /** Of those, the authors who share their updates (User.dynamicOn, the settings screen's switch), with their card. */
    sharingAuthors: (ids: string[]) =>
      db.user.findMany({
        where: { id: { in: ids }, dynamicOn: true },
        select: { id: true, phoneIdEcr: true, avatarUrl: true, card: { select: { name: true } } },
      }),
    /** The modules each author hid (栏目编辑): a hidden module's items are off the card, so off the feed too. */
    hiddenModules: (ids: string[], moduleIds: number[]) =>
      db.userModule.findMany({ where: { userId: { in: ids }, moduleId: { in: moduleIds }, visible: false }, select: { userId: true, moduleId: true } }),
    // content-articles.rules.ts visibleTo + companyReadable: published, not a company centre's (members only).
    articles: (ids: string[], key: FeedKey | null, take: number) =>
      db.article.findMany({
        where: { userId: { in: ids }, state: 'published', companyId: null, ...after('createdAt', key) },
        orderBy: order('createdAt'),
        take,
        select: { id: true, userId: true, title: true, coverUrl: true, createdAt: true },
      }),
    // content-pages-public.service.ts: a page opens for visitors once published (state and the published copy).
    microPages: (ids: string[], key: FeedKey | null, take: number) =>
      db.microPage.findMany({
        where: { userId: { in: ids }, state: 'published', published: { not: null }, publishedAt: { not: null }, ...after('publishedAt', key) },
        orderBy: order('publishedAt'),
        take,
        select: { id: true, publicId: true, userId: true, title: true, coverUrl: true, publishedAt: true },
      }),
    // video.access.ts isVisibleToVisitors (published, not hidden, not taken down for a violation), not deleted.
    videos: (ids: string[], key: FeedKey | null, take: number) =>
      db.microVideo.findMany({
        where: { userId: { in: ids }, state: 'published', hidden: false, takenDownAt: null, deletedByOwnerAt: null, ...after('createdAt', key) },
        orderBy: order('createdAt'),
        take,
        select: { id: true, userId: true, title: true, coverUrl: true, createdAt: true },
      }),
    /** shop-entry.ts: a closed shop shows nothing; its owners are left out before products are read. */
    openShopOwners: async (ids: string[]) => (await db.shop.findMany({ where: { userId: { in: ids }, closed: false }, select: { userId: true } })).map((s) => s.userId),
    // shop.repository.ts hasVisibleProduct: on the shelf and not deleted.
    products: (ids: string[], key: FeedKey | null, take: number) =>
      db.product.findMany({
        where: { userId: { in: ids }, deletedAt: null, onShelf: true, ...after('createdAt', key) },
        orderBy: order('createdAt'),
        take,
        select: { id: true, userId: true, name: true, coverUrl: true, createdAt: true },
      }),
    // activity.repository.ts currentCount / activity.rules.ts phaseOf: published (ACTIVE), not cancelled or deleted.
    activities: (ids: string[], key: FeedKey | null, take: number) =>
      db.activity.findMany({
        where: { userId: { in: ids }, kind: 'activity', status: 'ACTIVE', deletedAt: null, publishedAt: { not: null }, ...after('publishedAt', key) },
        orderBy: order('publishedAt'),
        take,
        select: { id: true, userId: true, title: true, coverUrl: true, publishedAt: true },
      }),
  };
}
export type FriendFeedRepository = ReturnType<typeof friendFeedRepository>;
