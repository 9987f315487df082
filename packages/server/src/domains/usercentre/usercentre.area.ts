import { contractArea } from '../../core/area';
import { openFirstRun } from './first-run.service';
import { usercentreRouter } from './usercentre.router';

/** The user centre; a new account gets its first-run walkthrough inside its creation transaction (issue 35). */
export const usercentreArea = contractArea('usercentre', {
  router: usercentreRouter,
  accountOpened: [openFirstRun],
});
