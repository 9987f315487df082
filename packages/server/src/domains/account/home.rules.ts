import { MODULES } from '@card/contract';
import { isVipAt, moduleState, type AccessState } from '../../core/access';

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

export interface ModuleRow {
  moduleId: number;
  zone: string;
  sort: number;
  visible: boolean;
}

/**
 * The management-centre module list: every module of the catalogue, in the user's order and zones, each with its
 * state for this user (core/access moduleState: open, locked, VIP only, or not built yet).
 */
export function moduleList(rows: ModuleRow[], access: Pick<AccessState, 'isVip' | 'unlockedModules'>, nameOf: (id: number) => string) {
  const byId = new Map(rows.map((r) => [r.moduleId, r]));
  return MODULES.map((m, i) => {
    const row = byId.get(m.id);
    const state = moduleState(m.id, access);
    return {
      id: m.id,
      name: nameOf(m.id),
      isAdvanced: m.isAdvanced,
      locked: state !== 'open',
      state,
      visible: row?.visible ?? true,
      zone: (row?.zone ?? 'main') as 'top' | 'main' | 'bottom',
      sort: row?.sort ?? 1000 + i,
    };
  }).sort((a, b) => a.sort - b.sort);
}
