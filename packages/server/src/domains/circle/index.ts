import { initServer } from '@ts-rest/fastify';
import { contract, type Role } from '@card/contract';
import type { AppContext } from '../../context';
import type { RoleResolver } from '../../core/access';
import type { Job } from '../../core/jobs';
import { circleAdminResolver, circleCreatorResolver } from './circle.access';
import { circleCoreHandlers } from './circle-core.router';
import { circleManageHandlers } from './circle-manage.router';
import { circleBulletinHandlers } from './circle-bulletin.router';
import { circlePayHandlers } from './circle-pay.router';
import { circlePayJobs } from './circle-pay.jobs';

const s = initServer();

/** The circle area (issue 12): four parts, one router. */
export function circleRouter(ctx: AppContext) {
  return s.router(contract.circle, {
    ...circleCoreHandlers(ctx),
    ...circleManageHandlers(ctx),
    ...circleBulletinHandlers(ctx),
    ...circlePayHandlers(ctx),
  });
}

export const circleRoleResolvers: [Role, RoleResolver][] = [
  ['circleAdmin', circleAdminResolver],
  ['circleCreator', circleCreatorResolver],
];

/** Scheduled work of the area (paid terms running out); parts add theirs here. */
export function circleJobs(ctx: AppContext): Job[] {
  return [...circlePayJobs(ctx)];
}

/** For the manage part's paid-circle restrictions: paying members = joined rows whose paid term still runs. */
export { circlePayRepository } from './circle-pay.repository';
