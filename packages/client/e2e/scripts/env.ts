import type { FactoryCtx } from '../../../server/test/factories';

/**
 * What a journey's server script gets (support/script-runner.ts): the journeys' database, the app context the
 * factories take, and the user the journey named by mobile. A script answers what it made (sent back as JSON).
 */
export interface ScriptEnv {
  db: FactoryCtx['db'];
  ctx: FactoryCtx;
  user: { id: string };
}

/** A script: its arguments are JSON (they cross a process boundary), so are its answer's fields. */
export type JourneyScript<A, R> = (env: ScriptEnv, args: A) => Promise<R>;

/** The id of the user with this mobile (a second party the journey registered on screen). */
export const userByPhone = (env: ScriptEnv, phone: string) => env.db.user.findFirstOrThrow({ where: { phone }, select: { id: true } });
