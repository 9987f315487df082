import { MODULE_NAMES, MODULES, type Lang } from '@card/contract';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { maskPhone } from '../../core/users';
import { homeRepository } from './home.repository';
import { moduleList, vipState } from './home.rules';
import { accessRepository, accessStateOf, moduleState, type AccessState } from '../../core/access';

export function homeService(ctx: AppContext) {
  const repo = homeRepository(ctx.db);
  const access = accessRepository(ctx.db);

  /** The unlock state, read and judged exactly as the permission guard reads the caller's (core/access). */
  async function accessStateFor(userId: string): Promise<AccessState> {
    const row = await access.accessRowOf(userId);
    if (!row) throw new DomainError('USER_NOT_EXIST');
    return accessStateOf(row, ctx.clock.now());
  }

  async function userInfo(userId: string) {
    const u = await repo.userForHome(userId);
    if (!u) throw new DomainError('USER_NOT_EXIST');
    const vip = vipState(u.vipExpiresAt, u.tempVipExpiresAt, ctx.clock.now());
    return {
      phoneIdEcr: u.phoneIdEcr,
      name: u.card?.name ?? '',
      avatarUrl: u.avatarUrl ?? '',
      phoneMasked: maskPhone(u.phone),
      regionCode: u.regionCode,
      vip: { state: vip.state, daysLeft: vip.daysLeft, expiresAt: u.vipExpiresAt?.toISOString() ?? null, tempExpiresAt: u.tempVipExpiresAt?.toISOString() ?? null },
      enterprise: u.enterprise,
      language: u.language,
      hasLoginPassword: Boolean(u.passwordHash),
      roles: u.roles.map((r) => r.role).sort(),
    };
  }

  async function modules(userId: string, lang: Lang) {
    const [rows, state] = await Promise.all([repo.moduleRows(userId), accessStateFor(userId)]);
    return moduleList(rows, state, (id) => (lang === 'en' ? MODULE_NAMES[id].en : MODULE_NAMES[id].zh));
  }

  /** Lock state of modules for a user (self or a viewed card), optionally one module. */
  async function moduleLocks(userId: string, moduleId?: number) {
    const state = await accessStateFor(userId);
    return MODULES.filter((m) => moduleId === undefined || m.id === moduleId).map((m) => {
      const s = moduleState(m.id, state);
      return { moduleId: m.id, isAdvanced: m.isAdvanced, locked: s !== 'open', state: s };
    });
  }

  async function userIdOfCard(phoneIdEcr: string) {
    const u = await repo.userIdByPhoneIdEcr(phoneIdEcr);
    if (!u) throw new DomainError('NOT_FOUND', { field: 'phoneIdEcr' });
    return u.id;
  }

  return { userInfo, modules, moduleLocks, userIdOfCard };
}
