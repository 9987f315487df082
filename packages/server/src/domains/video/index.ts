import { initServer } from '@ts-rest/fastify';
import { contract } from '@card/contract';
import type { AppContext } from '../../context';
import type { Job } from '../../core/jobs';
import type { QueueHandler } from '../../core/queue';
import { videoUploadHandlers } from './video-upload.router';
import { videoMaterialHandlers } from './video-material.router';
import { synthesizeHandler } from './video-material-synth';
import { transcodeHandler, uploadSweepJob } from './video-transcode.service';
import { videoLibraryHandlers } from './video-library.router';
import { videoLabelsHandlers } from './video-labels.router';
import { videoShareHandlers } from './video-share.router';
import { videoVisitorsHandlers } from './video-visitors.router';
import { videoCartHandlers } from './video-cart.router';

export { isVisibleToVisitors, isVideoPremium } from './video.access';
/** ffmpeg as the platform runs it (the help centre's seed draws its tutorial clips with it). */
export { runFfmpeg } from './video-ffmpeg';

const s = initServer();

/** Micro video (issue 15): six parts, one router. */
export function videoRouter(ctx: AppContext) {
  return s.router(contract.video, {
    ...videoUploadHandlers(ctx),
    ...videoMaterialHandlers(ctx),
    ...videoLibraryHandlers(ctx),
    ...videoLabelsHandlers(ctx),
    ...videoShareHandlers(ctx),
    ...videoVisitorsHandlers(ctx),
    ...videoCartHandlers(ctx),
  });
}

/** Scheduled work of the area (the one-day temporary storage sweep...); parts add theirs here. */
export function videoJobs(ctx: AppContext): Job[] {
  return [uploadSweepJob(ctx)];
}

/** The area's work-queue handlers (transcoding, synthesis): run by core/queue's workers. */
export function videoQueueHandlers(ctx: AppContext): QueueHandler<any>[] {
  return [transcodeHandler(ctx), synthesizeHandler(ctx)];
}
