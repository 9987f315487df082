import type { Db } from '../../db';

const cardSelect = {
  name: true, company: true, department: true, position: true, taxNumber: true, landline: true, fax: true, email: true, qq: true,
  weibo: true, wechatQrUrl: true, signature: true, productService: true, title: true, themeId: true, backgroundUrl: true, musicId: true,
  navPointId: true,
  mobiles: { select: { number: true }, orderBy: { sort: 'asc' } },
  columns: { select: { id: true, name: true, content: true }, orderBy: { sort: 'asc' } },
  honours: { select: { id: true, title: true, content: true, imageUrl: true, awardedOn: true }, orderBy: { sort: 'asc' } },
} as const;

/** Prisma access for cards. */
export function cardRepository(db: Db) {
  return {
    /** The whole card with its owner's public fields, in one query (the public page's hot path). */
    cardOf: (where: { id: string } | { phoneIdEcr: string }) =>
      db.user.findUnique({
        where,
        select: {
          id: true, phoneIdEcr: true, phone: true, avatarUrl: true, hidePhone: true, vipExpiresAt: true, tempVipExpiresAt: true,
          card: { select: cardSelect },
        },
      }),
    musicOf: (id: string) => db.music.findUnique({ where: { id }, select: { id: true, name: true, singer: true, url: true } }),
    mapPointOf: (id: string) => db.mapPoint.findUnique({ where: { id }, select: { id: true, name: true, address: true, province: true, city: true, lat: true, lng: true } }),
    updateCard: (userId: string, data: Record<string, string | null>) => db.card.update({ where: { userId }, data, select: { name: true } }),
    recordVisit: (data: { id: string; ownerId: string; visitorId: string | null; visitorKey: string; createdAt: Date }) => db.cardVisit.create({ data, select: { id: true } }),
  };
}
export type CardRecord = NonNullable<Awaited<ReturnType<ReturnType<typeof cardRepository>['cardOf']>>>;
