import { contractArea } from '../../core/area';
import { networkJobs, networkQueueHandlers, networkRouter } from './index';
import { shareBacksBecomeExchanges } from './network-shareback-claim';

/** The network (issue 13): paper cards are read on the work queue; share backs become exchanges when their visitor opens an account (issue 34). */
export const networkArea = contractArea('network', {
  router: networkRouter,
  jobs: networkJobs,
  queueHandlers: networkQueueHandlers,
  accountOpened: [shareBacksBecomeExchanges],
});
