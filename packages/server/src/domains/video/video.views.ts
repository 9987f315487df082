import type { Lang, TMicroVideo } from '@card/contract';
import type { MicroVideo } from '../../generated/prisma/client';

export type VideoNames = { labels: Map<string, { name: string; nameEn: string }>; types: Map<string, string> };

/** The owner's view of a video row (ZMicroVideo); label names in the caller's language (English falls back to Chinese). */
export function microVideoView(row: MicroVideo, names: VideoNames, lang: Lang): TMicroVideo {
  const label = row.labelId ? names.labels.get(row.labelId) : undefined;
  return {
    id: row.id,
    title: row.title,
    intro: row.intro,
    videoUrl: row.videoUrl,
    coverUrl: row.coverUrl,
    durationMs: row.durationMs,
    width: row.width,
    height: row.height,
    labelId: row.labelId,
    labelName: label ? (lang === 'en' && label.nameEn ? label.nameEn : label.name) : null,
    typeId: row.typeId,
    typeName: row.typeId ? (names.types.get(row.typeId) ?? null) : null,
    state: row.state as TMicroVideo['state'],
    hidden: row.hidden,
    top: row.topAt !== null,
    sort: row.sort,
    shared: row.shared,
    choiceness: row.choiceness,
    watermark: row.watermark,
    epilogueId: row.epilogueId,
    musicId: row.musicId,
    adId: row.adId,
    views: row.views,
    collects: row.collects,
    takedownReason: row.takenDownAt ? (row.takedownReason ?? '') : null,
    syncSourceId: row.syncSourceId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
