import { contractArea } from '../../core/area';
import { registerServiceSockets, serviceJobs, serviceRouter } from './index';
import { seedServiceAgent } from './service-agent.seed';
import { seedServiceHelp, seedServiceHelpMedia } from './service-help.seed';

/** Customer service (issue 17): the live chat's WebSocket is mounted beside the contract's routes. */
export const serviceArea = contractArea('service', {
  router: serviceRouter,
  jobs: serviceJobs,
  http: registerServiceSockets,
  seed: {
    async platform({ db, storage }) {
      await seedServiceAgent(db); // the demo agent
      await seedServiceHelp(db); // the help centre's starting articles, indexed for search
      if (storage) await seedServiceHelpMedia(db, storage); // the video tutorials' clips and covers
    },
  },
});
