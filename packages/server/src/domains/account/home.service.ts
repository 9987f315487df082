import { MODULE_NAMES, MODULES, type Lang } from '@card/contract';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { maskPhone } from './auth.rules';
import { homeRepository } from './home.repository';
import { moduleList, vipState } from './home.rules';
import { isModuleLocked } from '../../core/access';

export function homeService(ctx: AppContext) {
  const repo = homeRepository(ctx.db);

  async function userInfo(userId: string) {
    const u = await repo.userForHome(userId);
    if (!u) throw new DomainError('USER_NOT_EXIST');
    const vip = vipState(u.vipExpiresAt, u.tempVipExpiresAt, ctx.clock.now());
    return {
      phoneIdEcr: u.phoneIdEcr, name: u.card?.name ?? '', avatarUrl: u.avatarUrl ?? '', phoneMasked: maskPhone(u.phone), regionCode: u.regionCode,
      vip: { state: vip.state, daysLeft: vip.daysLeft, expiresAt: u.vipExpiresAt?.toISOString() ?? null, tempExpiresAt: u.tempVipExpiresAt?.toISOString() ?? null },
      enterprise: u.enterprise, language: u.language, hasLoginPassword: Boolean(u.passwordHash),
    };
  }

  async function modules(userId: string, lang: Lang) {
    const [rows, unlocked, v] = await Promise.all([repo.moduleRows(userId), repo.unlockedModules(userId), repo.vipOf(userId)]);
    const vip = vipState(v?.vipExpiresAt ?? null, v?.tempVipExpiresAt ?? null, ctx.clock.now());
    return moduleList(rows, unlocked, vip.isVip, (id) => (lang === 'en' ? MODULE_NAMES[id].en : MODULE_NAMES[id].zh));
  }

  /** Lock state of modules for a user (self or a viewed card), optionally one module. */
  async function moduleLocks(userId: string, moduleId?: number) {
    const [unlocked, v] = await Promise.all([repo.unlockedModules(userId), repo.vipOf(userId)]);
    const { isVip } = vipState(v?.vipExpiresAt ?? null, v?.tempVipExpiresAt ?? null, ctx.clock.now());
    return MODULES.filter((m) => moduleId === undefined || m.id === moduleId)
      .map((m) => ({ moduleId: m.id, isAdvanced: m.isAdvanced, locked: isModuleLocked(m.id, { isVip, unlockedModules: unlocked }) }));
  }

  async function userIdOfCard(phoneIdEcr: string) {
    const u = await repo.userIdByPhoneIdEcr(phoneIdEcr);
    if (!u) throw new DomainError('NOT_FOUND', { field: 'phoneIdEcr' });
    return u.id;
  }

  return { userInfo, modules, moduleLocks, userIdOfCard };
}
