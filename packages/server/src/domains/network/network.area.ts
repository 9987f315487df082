import { contractArea } from '../../core/area';
import { networkJobs, networkQueueHandlers, networkRouter } from './index';
import { radarViewStatements } from './network-radar.repository';
import { shareBacksBecomeExchanges } from './network-shareback-claim';

/** The network (issue 13): paper cards are read on the work queue; share backs become exchanges when their visitor opens an account (issue 34). */
export const networkArea = contractArea('network', {
  router: networkRouter,
  jobs: networkJobs,
  queueHandlers: networkQueueHandlers,
  accountOpened: [shareBacksBecomeExchanges],
  // The radar counts each batch of card visits in the same transaction as the card writes it.
  visitBatch: [radarViewStatements],
});
