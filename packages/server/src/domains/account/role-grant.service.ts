import type { Db } from '../../db';
import type { Clock } from '../../lib/clock';
import type { IdSource } from '../../lib/ids';
import { DomainError } from '../../lib/domain-error';
import { grantChange, type GrantRequest } from './role-grant.rules';
import { roleGrantRepository } from './role-grant.repository';

export interface GrantOutcome {
  userId: string;
  name: string;
  role: string;
  change: 'grant' | 'revoke' | 'none';
}

/**
 * Grants or revokes a platform role (issue 32: `npm run grant`). The role row and its audit row are written in one
 * transaction, so the record never misses a change; a request that changes nothing (granted twice) writes neither.
 */
export async function grantRole(deps: { db: Db; ids: IdSource; clock: Clock }, req: GrantRequest, actor: string): Promise<GrantOutcome> {
  const user = await roleGrantRepository(deps.db).findUserByPhone(req.region, req.phone);
  if (!user) throw new DomainError('ROLE_GRANT_UNKNOWN_PHONE', { field: 'phone' });
  const change = await deps.db.$transaction(async (tx) => {
    const repo = roleGrantRepository(tx as Db);
    const change = grantChange(await repo.holds(user.id, req.role), req.revoke);
    if (change === 'none') return change;
    if (change === 'grant') await repo.addRole(user.id, req.role);
    else await repo.removeRole(user.id, req.role);
    await repo.addAudit({ id: deps.ids.id(), userId: user.id, role: req.role, action: change, actor, createdAt: deps.clock.now() });
    return change;
  });
  return { userId: user.id, name: user.card?.name ?? '', role: req.role, change };
}
