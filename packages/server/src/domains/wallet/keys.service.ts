import { LIMITS, MODULE_NAMES, MODULES, type Lang, type TFoundUser, type TPageQuery, messageColumns } from '@card/contract';
import type { AppContext } from '../../context';
import { accessStateOf, keyUnlockable, moduleState } from '../../core/access';
import { grantVip } from '../../core/editions';
import { changeKeys } from '../../core/golden-keys';
import { maskPhone } from '../../core/users';
import { DomainError } from '../../lib/domain-error';
import { pageArgs, pageResult } from '../../lib/paging';
import { securityService } from '../security';
import { keysRepository } from './keys.repository';
import { assertTransfer, assertUnlockable, exchangeTerms, keyTitle, unlockRef, unlockRefundMessage } from './wallet.rules';

const M = LIMITS.money;

/**
 * Golden keys: unlocking modules, VIP time, transfers and their records. Counts change only through
 * core/golden-keys (with their entry, never below zero, once per reference). `requestId` is the idempotency key of
 * the call: a key spend is referenced by it, so a replay that got past the idempotency facility still spends once.
 * Keys are never granted for sharing a link (WeChat's external-link rules ban share rewards).
 */
export function keysService(ctx: AppContext) {
  const repo = keysRepository(ctx.db);

  async function number(userId: string) {
    const u = await repo.accessOf(userId);
    return { count: u?.goldenKeys ?? 0, unlockCost: M.unlockModuleKeys, exchangeKeys: M.exchangeKeys, exchangeVipDays: M.exchangeVipDays };
  }

  /** Keys for a module whose state is `locked` (core/access moduleState: VIP, not built and VIP-only are refused, nothing spent). */
  async function unlockModule(userId: string, moduleId: number) {
    const now = ctx.clock.now();
    return ctx.db.$transaction(async (tx) => {
      const t = keysRepository(tx);
      const u = await t.accessRowOf(userId);
      if (!u) throw new DomainError('USER_NOT_EXIST');
      assertUnlockable(moduleId, moduleState(moduleId, accessStateOf(u, now)));
      // (user, 'unlock', ref) happens once: a second unlock of the same module cannot spend again.
      const refId = unlockRef(moduleId, (await t.unlockSpendsOf(userId, moduleId)).length);
      await changeKeys(tx, ctx.ids, now, { userId, delta: -M.unlockModuleKeys, kind: 'unlock', refId, note: MODULES.find((m) => m.id === moduleId)?.key });
      // The UnlockedModule write drops the session and access read caches on every instance (core/read-cache).
      await t.unlock(userId, moduleId, now);
      return { moduleId, count: (await t.accessOf(userId))!.goldenKeys };
    });
  }

  /**
   * Gives back the keys of unlocks that open nothing: a module that is not built (or that keys cannot open) by the
   * one module rule (core/access). Each spend is refunded once (an `unlockRefund` entry under the spend's reference),
   * the unlock is taken back (it can be bought again once the module is built) and the user is told in the message
   * centre. Idempotent, so it runs at every start and daily (walletJobs): a second pass finds nothing to do.
   */
  async function refundUnusableUnlocks() {
    const modules = MODULES.filter((m) => !keyUnlockable(m.id)).map((m) => m.id);
    const rows = modules.length ? await repo.unlocksOf(modules) : [];
    let refunded = 0;
    for (const r of rows) if (await refundUnlock(r.userId, r.moduleId)) refunded++;
    return { unlocks: rows.length, refunded };
  }

  async function refundUnlock(userId: string, moduleId: number) {
    const now = ctx.clock.now();
    return ctx.db.$transaction(async (tx) => {
      const t = keysRepository(tx);
      let keys = 0;
      for (const spend of await t.unlockSpendsOf(userId, moduleId)) {
        const back = await changeKeys(tx, ctx.ids, now, { userId, delta: -spend.delta, kind: 'unlockRefund', refId: spend.refId, note: MODULES.find((m) => m.id === moduleId)?.key });
        if (back === 'done') keys += -spend.delta;
      }
      await t.relock(userId, moduleId);
      if (keys > 0) {
        const lang = (await t.languageOf(userId)) === 'en' ? 'en' : 'zh-CN';
        const name = lang === 'en' ? MODULE_NAMES[moduleId]!.en : MODULE_NAMES[moduleId]!.zh;
        // The refund's reason is the module's state for someone with no VIP and no unlock.
        const why = moduleState(moduleId, { isVip: false, unlockedModules: new Set() });
        const messageId = ctx.ids.id();
        await t.addMessage({ id: messageId, userId, ...unlockRefundMessage(lang, name, keys, why), ...messageColumns('system', { type: 'goldenKeys', id: messageId }), createdAt: now });
      }
      return keys > 0;
    });
  }

  async function exchangeVip(userId: string, times: number, requestId: string) {
    const terms = exchangeTerms(times);
    const now = ctx.clock.now();
    return ctx.db.$transaction(async (tx) => {
      const spent = await changeKeys(tx, ctx.ids, now, { userId, delta: -terms.keys, kind: 'exchange', refId: requestId, note: `${terms.days}d` });
      const u = (await keysRepository(tx).accessOf(userId))!;
      // The same request again (re-run after a crash): the keys were spent and the time granted once; grant nothing more.
      if (spent === 'duplicate') return { count: u.goldenKeys, vipExpiresAt: (u.vipExpiresAt ?? now).toISOString() };
      const vip = await grantVip(tx, userId, now, { years: 0, months: 0, days: terms.days });
      return { count: u.goldenKeys, vipExpiresAt: vip.to.toISOString() };
    });
  }

  async function transfer(userId: string, input: { toPhoneIdEcr: string; count: number; txPwd: string }, requestId: string) {
    const to = await repo.userByIdEcr(input.toPhoneIdEcr);
    assertTransfer(userId, to?.id ?? null, input.count);
    await securityService(ctx).verifyTransactionPassword(userId, input.txPwd);
    return move(userId, to!.id, input.count, `${userId}:${requestId}`);
  }

  /** The transfer's transaction: both entries or neither; the sender's count never goes below zero. */
  async function move(fromId: string, toId: string, count: number, ref: string) {
    const now = ctx.clock.now();
    return ctx.db.$transaction(async (tx) => {
      // A reference already transferred (a replay past the idempotency facility) changes nothing and tells nobody again.
      if ((await changeKeys(tx, ctx.ids, now, { userId: fromId, delta: -count, kind: 'transferOut', refId: ref, note: toId })) === 'duplicate') {
        return { count: (await keysRepository(tx).accessOf(fromId))!.goldenKeys };
      }
      await changeKeys(tx, ctx.ids, now, { userId: toId, delta: count, kind: 'transferIn', refId: ref, note: fromId });
      // The message stays in the receiver's language (a message row keeps one).
      const en = (await keysRepository(tx).languageOf(toId)) === 'en';
      const messageId = ctx.ids.id();
      await keysRepository(tx).addMessage({
        id: messageId,
        userId: toId,
        title: en ? 'Golden keys received' : '收到金钥匙',
        content: en ? `A friend gave you ${count} golden key(s): use them to unlock modules or exchange them for VIP time.` : `好友转赠给您 ${count} 把金钥匙，可用于解锁模块或兑换VIP时长。`,
        ...messageColumns('system', { type: 'goldenKeys', id: messageId }),
        createdAt: now,
      });
      return { count: (await keysRepository(tx).accessOf(fromId))!.goldenKeys };
    });
  }

  async function records(userId: string, sign: 'gain' | 'use', q: TPageQuery, lang: Lang) {
    const [rows, total] = await repo.entryPage(userId, sign, pageArgs(q));
    return pageResult(
      rows.map((r) => ({ id: r.id, delta: r.delta, kind: r.kind, title: keyTitle(r.kind, lang), createdAt: r.createdAt.toISOString() })),
      total,
      q,
    );
  }

  const found = (rows: { phoneIdEcr: string; phone: string; avatarUrl: string | null; card: { name: string } | null }[]): TFoundUser[] =>
    rows.map((r) => ({ phoneIdEcr: r.phoneIdEcr, name: r.card?.name ?? maskPhone(r.phone), avatarUrl: r.avatarUrl, phoneMasked: maskPhone(r.phone) }));

  async function searchByName(userId: string, keyword: string) {
    const rows = found(await repo.searchByName(userId, keyword, M.userSearchResults));
    if (!rows.length) throw new DomainError('NO_SEARCH_RESULT', { field: 'keyword' });
    return rows;
  }

  async function searchByMobile(mobile: string) {
    const rows = found(await repo.byMobile(mobile));
    if (!rows.length) throw new DomainError('NO_SEARCH_RESULT', { field: 'mobile' });
    return rows;
  }

  return { number, unlockModule, refundUnusableUnlocks, exchangeVip, transfer, move, records, searchByName, searchByMobile };
}
