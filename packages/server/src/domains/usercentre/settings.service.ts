import { LIMITS, type Lang, type TCenterModuleBody } from '@card/contract';
import type { AppContext } from '../../context';
import { dayKey } from '../../lib/clock';
import { DomainError } from '../../lib/domain-error';
import { maskPhone } from '../../core/users';
import { usercentreRepository } from './usercentre.repository';
import { personalDataRepository } from './personal-data.repository';
import { directSql } from '../../core/direct-sql';
import { assertPrivacyEditable, cleanupDay, planModuleLayout } from './usercentre.rules';
import { usercentreService } from './usercentre.service';
import { settledVisits } from '../card';
import { radarRepository } from '../network';

// showPhoneToExchanged absent (an older caller): left as it is.
type PrivacyInput = { allowStrangerSearch: boolean; allowColleagueView: boolean; hidePhone: boolean; showInMobileSite: boolean; showPhoneToExchanged?: boolean };

/** The user's own settings: personal data, privacy, language, dynamics, one-key cleanup, module layout. */
export function settingsService(ctx: AppContext) {
  const repo = usercentreRepository(ctx.db);
  const home = usercentreService(ctx);

  async function personalData(userId: string) {
    const u = await personalDataRepository(directSql(ctx)).personalData(userId);
    if (!u) throw new DomainError('USER_NOT_EXIST');
    return {
      phoneIdEcr: u.phoneIdEcr,
      name: u.card?.name ?? '',
      avatarUrl: u.avatarUrl ?? '',
      phoneMasked: maskPhone(u.phone),
      regionCode: u.regionCode,
      privacy: {
        allowStrangerSearch: u.allowStrangerSearch,
        allowColleagueView: u.allowColleagueView,
        hidePhone: u.hidePhone,
        showInMobileSite: u.showInMobileSite,
        showPhoneToExchanged: u.showPhoneToExchanged,
      },
      language: u.language,
      dynamicOn: u.dynamicOn,
      company: u.company,
      createdAt: u.createdAt.toISOString(),
    };
  }

  async function privacy(userId: string) {
    const u = await repo.privacyOf(userId);
    if (!u) throw new DomainError('USER_NOT_EXIST');
    const { company, ...flags } = u;
    return { ...flags, lockedByCompany: Boolean(company?.lockPrivacy) };
  }

  async function updatePrivacy(userId: string, input: PrivacyInput) {
    const u = await repo.privacyOf(userId);
    if (!u) throw new DomainError('USER_NOT_EXIST');
    assertPrivacyEditable(u.company);
    const saved = await repo.updatePrivacy(userId, input);
    return { ...saved, lockedByCompany: false };
  }

  const setLanguage = async (userId: string, lang: Lang) => repo.setLanguage(userId, lang);
  const setDynamic = async (userId: string, on: boolean) => repo.setDynamic(userId, on);

  /** Read messages and visitor-radar records go together with the day's cleanup record, or not at all. */
  async function cleanup(userId: string) {
    const now = ctx.clock.now();
    await settledVisits(ctx);
    return ctx.db.$transaction(async (tx) => {
      const r = usercentreRepository(tx);
      // Two calls at once (on two instances, say) must not both read "2 today" and both run: one waits here.
      await r.lockUser(userId);
      const { day, usedToday } = cleanupDay(await r.cleanupDays(userId, dayKey(now)), now);
      const messages = await r.deleteReadMessages(userId);
      // Every radar row goes (visits, events, visitor summaries); the number is the visitor records the radar listed.
      const visits = await radarRepository(tx).clearRadar(userId);
      await r.recordCleanup({ id: ctx.ids.id(), userId, day, createdAt: now });
      return { messagesRemoved: messages.count, visitsRemoved: visits, usedToday, limit: LIMITS.usercentre.cleanupPerDay };
    });
  }

  /** The same rows cleanup would delete, counted, and today's runs: the confirmation says exactly what will go. */
  async function cleanupPreview(userId: string) {
    const today = dayKey(ctx.clock.now());
    await settledVisits(ctx);
    const [readMessages, visits, days] = await Promise.all([repo.countReadMessages(userId), radarRepository(ctx.db).visitorRecords(userId), repo.cleanupDays(userId, today)]);
    return { readMessages, visits, usedToday: days.filter((d) => d === today).length, limit: LIMITS.usercentre.cleanupPerDay };
  }

  async function updateModules(userId: string, input: TCenterModuleBody, lang: Lang) {
    const rows = planModuleLayout(input, await repo.moduleOrder(userId));
    await ctx.db.$transaction(async (tx) => {
      const r = usercentreRepository(tx);
      for (const row of rows) await r.saveModule(userId, row);
    });
    return home.modulesByZone(userId, lang);
  }

  return { personalData, privacy, updatePrivacy, setLanguage, setDynamic, cleanup, cleanupPreview, updateModules };
}
