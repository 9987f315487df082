import type { AppContext } from '../../context';
import type { RoleResolver } from '../../core/access';
import { ownsStoredFile } from '../../core/uploads';
import { DomainError } from '../../lib/domain-error';
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

/**
 * The object roles the route guard asks about (`roles: [{ role: 'circleAdmin', from: 'body.cid' }]` in metadata).
 * A refusal names its reason in the circle's words (CIRCLE_NOT_FOUND, CIRCLE_NOT_ADMIN / CIRCLE_NOT_OWNER on `cid`)
 * rather than the guard's generic NO_PERMISSION, so every screen shows the catalogue message of spec section 8. A
 * banned circle still resolves (its owner may delete it); the services refuse everything else on it. No route lists
 * a circle role beside another role, which a throwing resolver would cut short.
 */
async function circleRole(ctx: AppContext, userId: string, cid: string, owner: boolean): Promise<boolean> {
  const repo = circleRepository(ctx.db);
  const [circle, m] = await Promise.all([repo.circleById(cid), repo.memberOf(cid, userId)]);
  if (!circle || circle.state === 'dissolved') throw new DomainError('CIRCLE_NOT_FOUND', { field: 'cid' });
  const held = isMember(m, ctx.clock.now()) && (owner ? m!.role === 'owner' : isAdminRole(m!.role));
  if (!held) throw new DomainError(owner ? 'CIRCLE_NOT_OWNER' : 'CIRCLE_NOT_ADMIN', { field: 'cid' });
  return true;
}
export const circleAdminResolver: RoleResolver = (ctx, userId, cid) => circleRole(ctx, userId, cid, false);
export const circleCreatorResolver: RoleResolver = (ctx, userId, cid) => circleRole(ctx, userId, cid, true);

/**
 * A circle avatar must be a file the caller uploaded for a circle avatar (not someone else's, not another purpose, not
 * an outside address: that would put any picture, or a tracking pixel, on the circle). `current` (the circle's own
 * avatar, uploaded perhaps by another admin) may be sent back unchanged.
 */
export async function checkCircleAvatar(ctx: AppContext, userId: string, url: string | undefined, current: string | null): Promise<string | null> {
  if (!url) return null;
  if (url === current) return url;
  const key = ctx.providers.storage.keyOf(url);
  if (!key || !(await ownsStoredFile(ctx, userId, key, 'circleAvatar'))) throw new DomainError('UPLOAD_TYPE_ERROR', { field: 'avatarUrl' });
  return url;
}
