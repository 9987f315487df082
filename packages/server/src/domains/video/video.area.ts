import { videoCardSections } from './video.section';
import { contractArea } from '../../core/area';
import { videoJobs, videoQueueHandlers, videoRouter } from './index';
import { VIDEO_CART_LINES } from './video-cart.lines';
import { seedVideo } from './video-epilogues.seed';
import { seedVideoLabels } from './video-labels.seed';
import { VIDEO_PREMIUM_LINES } from './video-premium.lines';

/** Micro video (issue 15): transcoding and synthesis on the work queue; goods and premium sold as order lines. */
export const videoArea = contractArea('video', {
  router: videoRouter,
  cardSections: videoCardSections,
  jobs: videoJobs,
  queueHandlers: videoQueueHandlers,
  orderLines: { ...VIDEO_CART_LINES, ...VIDEO_PREMIUM_LINES },
  seed: {
    async platform({ db, storage }) {
      if (storage) await seedVideo(db, storage);
      await seedVideoLabels(db); // the platform's video topics (labels part)
    },
  },
});
