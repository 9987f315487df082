import { initServer } from '@ts-rest/fastify';
import { circleBulletinContract } from '@card/contract';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';

const s = initServer();

// Work in progress: every call answers BULLETIN_NOT_FOUND until its service lands (minutes away).
const pending = async () => { throw new DomainError('BULLETIN_NOT_FOUND'); };

/** Handlers of the circle bulletin part (contract circle-bulletin.contract.ts). */
export function circleBulletinHandlers(ctx: AppContext) {
  void ctx;
  const all = Object.fromEntries(Object.keys(circleBulletinContract).map((k) => [k, pending]));
  return s.router(circleBulletinContract, all as never);
}
