import type { AppContext } from '../../../context';
import type { Job } from '../../../core/jobs';

/** Handlers of the programme area's persona part (contract programme-persona.contract.ts, issue 18). */
export { personaHandlers } from './persona.router';

/** Scheduled work of the persona part: none (a lapsed VIP's pendant is left out when read, no sweep needed). */
export function personaJobs(ctx: AppContext): Job[] {
  void ctx;
  return [];
}

/** The seeded pendant designs and their pictures (persona.seed.ts draws them). */
export { PENDANT_DESIGNS, ensurePendantImages, pendantKeyOf } from './pendant-art';
