import type { Db } from '../../db';

/** The public card's videos section (video.card-section.ts): the newest few videos visitors may see. */
export function videoCardSectionRepository(db: Db) {
  return {
    // video-access.ts isVisibleToVisitors, and a video its owner deleted is gone.
    videos: (userId: string, take: number) =>
      db.microVideo.findMany({
        where: { userId, state: 'published', hidden: false, takenDownAt: null, deletedByOwnerAt: null },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take,
        select: { id: true, title: true, coverUrl: true },
      }),
  };
}
