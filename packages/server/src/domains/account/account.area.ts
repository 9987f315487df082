import { contractArea } from '../../core/area';
import { accountRouter } from './account.router';
import { seedDemoOperator } from './demo-operator.seed';

/** Sign-up, sign-in and sessions; the demo operator who clears the review queues is the area's seed (issue 32). */
export const accountArea = contractArea('account', {
  router: accountRouter,
  seed: { platform: ({ db }) => seedDemoOperator(db) },
});
