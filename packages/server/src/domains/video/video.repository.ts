import type { Db } from '../../db';

type VideoDb = Pick<Db, 'microVideo' | 'videoLabel' | 'videoType' | 'videoSetting' | 'user' | 'videoAd'>;

/** Prisma access every part of the micro video area shares: one video by owner, label and type names for views. */
export function videoRepository(db: VideoDb) {
  return {
    /** The owner's video (any state, not deleted); null for someone else's or an unknown id. */
    ownVideo: (userId: string, id: string) => db.microVideo.findFirst({ where: { id, userId } }),
    /** The caller's videos among `ids` (someone else's are simply absent). */
    ownVideos: (userId: string, ids: string[]) => db.microVideo.findMany({ where: { userId, id: { in: ids } } }),
    byId: (id: string) => db.microVideo.findUnique({ where: { id } }),
    /** What premium is decided from: the bought premium and the user's VIP times. */
    premiumFacts: async (userId: string) => {
      const [setting, user] = await Promise.all([
        db.videoSetting.findUnique({ where: { userId }, select: { premiumUntil: true } }),
        db.user.findUnique({ where: { id: userId }, select: { vipExpiresAt: true, tempVipExpiresAt: true } }),
      ]);
      return { setting, user };
    },
    /** What the ad at the end of a video is chosen from: the owner's switch and default ad. */
    adSetting: (userId: string) => db.videoSetting.findUnique({ where: { userId }, select: { adSwitch: true, defaultAdId: true } }),
    /** One of the owner's ads still in their history (a removed ad is no longer shown). */
    liveAd: (userId: string, id: string) => db.videoAd.findFirst({ where: { id, userId, deletedAt: null } }),
    /** Label and type names of a list of videos, one query each. */
    namesOf: async (rows: readonly { labelId: string | null; typeId: string | null }[]) => {
      const labelIds = [...new Set(rows.map((r) => r.labelId).filter((x): x is string => !!x))];
      const typeIds = [...new Set(rows.map((r) => r.typeId).filter((x): x is string => !!x))];
      const [labels, types] = await Promise.all([
        labelIds.length ? db.videoLabel.findMany({ where: { id: { in: labelIds } }, select: { id: true, name: true, nameEn: true } }) : [],
        typeIds.length ? db.videoType.findMany({ where: { id: { in: typeIds } }, select: { id: true, name: true } }) : [],
      ]);
      return { labels: new Map(labels.map((l) => [l.id, l])), types: new Map(types.map((t) => [t.id, t.name])) };
    },
  };
}
