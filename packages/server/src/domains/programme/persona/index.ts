import { initServer } from '@ts-rest/fastify';
import { programmePersonaContract } from '@card/contract';
import type { AppContext } from '../../../context';
import type { Job } from '../../../core/jobs';

const s = initServer();

/** Handlers of the programme area's persona part (contract programme-persona.contract.ts, issue 18). */
export function personaHandlers(ctx: AppContext) {
  void ctx;
  return s.router(programmePersonaContract, {});
}

/** Scheduled work of the persona part. */
export function personaJobs(ctx: AppContext): Job[] {
  void ctx;
  return [];
}
