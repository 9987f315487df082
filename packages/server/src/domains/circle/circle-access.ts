import type { AppContext } from '../../context';
import type { RoleResolver } from '../../core/access';
import { assertCircleOpen, isAdminRole, isMember } from './circle.rules';
import { circleRepository, type CircleRow, type MemberRow } from './circle.repository';

/**
 * A circle and the caller's membership, read together for a service to decide on (with circle.rules' asserts).
 * `open` refuses a dissolved circle (CIRCLE_NOT_FOUND) and a banned one (CIRCLE_BANNED).
 */
export async function loadCircle(ctx: AppContext, cid: string, userId: string | null): Promise<{ circle: CircleRow; me: MemberRow | null }> {
  const repo = circleRepository(ctx.db);
  const [circle, me] = await Promise.all([repo.circleById(cid), userId ? repo.memberOf(cid, userId) : Promise.resolve(null)]);
  assertCircleOpen(circle);
  return { circle: circle as CircleRow, me };
}

/** The object roles the route guard asks about (`roles: [{ role: 'circleAdmin', from: 'body.cid' }]` in metadata). */
export const circleAdminResolver: RoleResolver = async (ctx, userId, cid) => {
  const m = await circleRepository(ctx.db).memberOf(cid, userId);
  return isMember(m, ctx.clock.now()) && isAdminRole(m!.role);
};
export const circleCreatorResolver: RoleResolver = async (ctx, userId, cid) => {
  const m = await circleRepository(ctx.db).memberOf(cid, userId);
  return isMember(m, ctx.clock.now()) && m!.role === 'owner';
};
