import { MODULES } from '@card/contract';
import { isModuleLocked, isVipAt, type AccessState } from '../../core/access';

/** VIP display state of spec section 4: none, active, expiring (7 days or less), expired, temporary. */
export function vipState(vipExpiresAt: Date | null, tempVipExpiresAt: Date | null, now: Date) {
  const daysLeft = vipExpiresAt ? Math.max(0, Math.ceil((vipExpiresAt.getTime() - now.getTime()) / 86_400_000)) : 0;
  const vipActive = isVipAt(vipExpiresAt, null, now);
  const tempActive = isVipAt(null, tempVipExpiresAt, now);
  let state: 'none' | 'active' | 'expiring' | 'expired' | 'temporary';
  if (vipActive) state = daysLeft <= 7 ? 'expiring' : 'active';
  else if (tempActive) state = 'temporary';
  else if (vipExpiresAt) state = 'expired';
  else state = 'none';
  return { state, daysLeft, isVip: isVipAt(vipExpiresAt, tempVipExpiresAt, now) };
}

export interface ModuleRow { moduleId: number; zone: string; sort: number; visible: boolean }

/**
 * The management-centre module list: every module of the catalogue, in the user's order and zones, with
 * advanced ones locked unless the user is VIP or unlocked that module with golden keys.
 */
export function moduleList(rows: ModuleRow[], access: Pick<AccessState, 'isVip' | 'unlockedModules'>, nameOf: (id: number) => string) {
  const byId = new Map(rows.map((r) => [r.moduleId, r]));
  return MODULES.map((m, i) => {
    const row = byId.get(m.id);
    return {
      id: m.id,
      name: nameOf(m.id),
      isAdvanced: m.isAdvanced,
      locked: isModuleLocked(m.id, access),
      visible: row?.visible ?? true,
      zone: (row?.zone ?? 'main') as 'top' | 'main' | 'bottom',
      sort: row?.sort ?? 1000 + i,
    };
  }).sort((a, b) => a.sort - b.sort);
}
