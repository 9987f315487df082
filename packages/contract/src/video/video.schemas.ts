import { z } from 'zod';
import { pageOf } from '../common/paging';

/**
 * Micro video (issue 15, module 54): the shapes every part shares. A part's own bodies and answers live in its
 * `video-<part>.schemas.ts`. Management calls declare `needs: { module: VIDEO_MODULE }` (locked with the module);
 * visitors' calls do not.
 */
export const VIDEO_MODULE = 54 as const;

export const VIDEO_STATES = ['draft', 'published'] as const;
export type VideoState = (typeof VIDEO_STATES)[number];

/** What every view of a video shows of it (the owner's, the player's, a feed's tile). */
export const videoMediaShape = {
  id: z.string(),
  title: z.string(),
  coverUrl: z.string(),
  durationMs: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
};

/** The owner's view of one of their videos (library lists, edit screens, drafts). Dates are ISO strings. */
export const ZMicroVideo = z.object({
  ...videoMediaShape,
  intro: z.string(),
  videoUrl: z.string(),
  labelId: z.string().nullable(),
  labelName: z.string().nullable(),
  typeId: z.string().nullable(),
  typeName: z.string().nullable(),
  state: z.enum(VIDEO_STATES),
  hidden: z.boolean(),
  top: z.boolean(),
  sort: z.number().int(),
  shared: z.boolean(),
  choiceness: z.boolean(),
  watermark: z.boolean(),
  epilogueId: z.string().nullable(),
  musicId: z.string().nullable(),
  adId: z.string().nullable(),
  views: z.number().int(),
  collects: z.number().int(),
  /** Taken down by an operator (a violation): the reason; null otherwise. */
  takedownReason: z.string().nullable(),
  /** Synced from another card's video (sub card, company): its id; null for the owner's own. */
  syncSourceId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TMicroVideo = z.infer<typeof ZMicroVideo>;
export const ZMicroVideoPage = pageOf(ZMicroVideo);
export const ZMicroVideoList = z.array(ZMicroVideo);

/** Who a video belongs to, as visitors see it. */
export const ZVideoOwner = z.object({ phoneIdEcr: z.string(), name: z.string(), avatarUrl: z.string().nullable() });

/** The area's merged field labels are in video-area-labels.ts: the parts' schemas import shapes from here, so merging
 * their labels here made an import cycle (a part's schema read this file's shapes before they existed). */
