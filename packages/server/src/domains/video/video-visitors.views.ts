import type { TVideoCard } from '@card/contract';
import type { MicroVideo } from '../../generated/prisma/client';

/** An owner as visitors see them (the card's name, falling back to nothing rather than the phone number). */
export type VideoPerson = { id: string; phoneIdEcr: string; avatarUrl: string | null; hidePhone: boolean; card: { name: string } | null };

export const ownerView = (p: VideoPerson | undefined) => ({ phoneIdEcr: p?.phoneIdEcr ?? '', name: p?.card?.name ?? '', avatarUrl: p?.avatarUrl ?? null });

/** One video in a visitor's list. */
export const videoCardView = (row: MicroVideo, owner: VideoPerson | undefined): TVideoCard => ({
  id: row.id,
  title: row.title,
  coverUrl: row.coverUrl,
  durationMs: row.durationMs,
  views: row.views,
  collects: row.collects,
  owner: ownerView(owner),
});
