import type { RegionCode } from '@card/contract';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { isLiveSecret, secretsRepository } from '../../core/codes';
import { maskPhone } from '../../core/users';
import { authRepository, authService, codeTarget } from '../account';
import { securityRepository } from './security.repository';
import { assertNewPhoneDiffers, assertPhoneProof, assertWxFree, bindState, PHONE_PROOF_MINUTES, WX_STATE_MINUTES } from './security.rules';

const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === 'P2002';

/** What binds an account to the outside world: its phone number and its WeChat ids. */
export function bindingService(ctx: AppContext) {
  const repo = securityRepository(ctx.db);
  const secrets = secretsRepository(ctx.db);
  const users = authRepository(ctx.db);
  const auth = authService(ctx);

  async function secretsOf(userId: string) {
    const u = await repo.secretsOf(userId);
    if (!u) throw new DomainError('USER_NOT_EXIST');
    return u;
  }

  // --- Phone change: prove the current phone, then prove and take the new one ---

  async function proofOf(u: { regionCode: string; phone: string }) {
    const proof = await repo.newestPhoneProof(codeTarget(u.regionCode, u.phone));
    assertPhoneProof(proof, ctx.clock.now());
    return proof!;
  }

  async function sendPhoneCode(userId: string, input: { step: 'old' | 'new'; phone?: string; regionCode: RegionCode; channel: 'sms' | 'voice' }) {
    const u = await secretsOf(userId);
    if (input.step === 'old') {
      return auth.sendCode({ phone: u.phone, regionCode: u.regionCode as RegionCode, purpose: 'modifyPhoneOld', channel: input.channel }, { trusted: true });
    }
    // The new phone gets a code only once the current one is proven, so an account cannot be used to spam numbers.
    await proofOf(u);
    return auth.sendCode({ phone: input.phone ?? '', regionCode: input.regionCode, purpose: 'modifyPhoneNew', channel: input.channel }, { trusted: true });
  }

  async function checkOldPhoneCode(userId: string, code: string) {
    const u = await secretsOf(userId);
    await auth.verifyCode(u.regionCode, u.phone, 'modifyPhoneOld', code, true);
    return { validForSeconds: PHONE_PROOF_MINUTES * 60 };
  }

  async function changePhone(userId: string, input: { newPhone: string; regionCode: RegionCode; newCode: string }) {
    const u = await secretsOf(userId);
    const proof = await proofOf(u);
    assertNewPhoneDiffers(u, { regionCode: input.regionCode, phone: input.newPhone });
    if (await users.findUserByPhone(input.regionCode, input.newPhone)) throw new DomainError('PHONE_REGISTERED', { field: 'newPhone' });
    try {
      await auth.verifyCode(input.regionCode, input.newPhone, 'modifyPhoneNew', input.newCode, true);
    } catch (err) {
      if (err instanceof DomainError && err.details?.field === 'code') throw new DomainError(err.code, { ...err.details, field: 'newCode' });
      throw err;
    }
    let moved;
    try {
      moved = await repo.changePhone(userId, proof.id, input.regionCode, input.newPhone);
    } catch (err) {
      // Someone took the number between our check and the write: the unique index decides.
      if (isUniqueViolation(err)) throw new DomainError('PHONE_REGISTERED', { field: 'newPhone' });
      throw err;
    }
    if (!moved) throw new DomainError('OLD_PHONE_NOT_VERIFIED');
    return { phoneMasked: maskPhone(moved.phone), regionCode: moved.regionCode };
  }

  // --- WeChat: the OAuth state is a one-time secret bound to the user who asked for the address ---

  const stateTarget = (userId: string) => `user:${userId}`;

  async function wxAuthorizationUrl(userId: string, redirectUri: string) {
    const now = ctx.clock.now();
    // WeChat allows letters and digits only in `state`: the random id written in hex.
    const state = Buffer.from(ctx.ids.id(), 'base64url').toString('hex');
    await secrets.insertSecret({
      id: state,
      target: stateTarget(userId),
      purpose: 'wxState',
      codeHash: '',
      expiresAt: new Date(now.getTime() + WX_STATE_MINUTES * 60_000),
      createdAt: now,
    });
    return { url: ctx.providers.wechat.authorizationUrl(redirectUri, state, 'snsapi_userinfo') };
  }

  /**
   * The WeChat identity of an authorization that came back with the state issued to this user (spent here, once).
   * A code without its user's state could be an attacker's own WeChat planted on the victim (withdrawals to it).
   */
  async function wxIdentity(userId: string, input: { code: string; state: string }) {
    const now = ctx.clock.now();
    const row = await secrets.findSecret(input.state, 'wxState');
    if (!isLiveSecret(row, stateTarget(userId), now)) throw new DomainError('WX_AUTH_EXPIRED', { field: 'state' });
    if ((await secrets.spendSecret(row!.id, now)).count !== 1) throw new DomainError('WX_AUTH_EXPIRED', { field: 'state' });
    // The provider answers WeChat's refusals as catalogue errors (invalid or used code, WeChat unavailable).
    return ctx.providers.wechat.identityFromCode(input.code).catch((err: unknown) => {
      throw err instanceof DomainError ? new DomainError(err.code, { field: 'code' }) : new DomainError('WX_UNAVAILABLE', { field: 'code' });
    });
  }

  /** Binds a WeChat identity to the user, refused when another account holds either id (checked, then the unique index). */
  async function bindIdentity(userId: string, identity: { openId: string; unionId: string | null }) {
    assertWxFree(await repo.otherWxHolder(userId, identity.openId, identity.unionId));
    try {
      const ids = await repo.bindWx(userId, identity.openId, identity.unionId);
      return { openId: bindState(ids.wxOpenId), unionId: bindState(ids.wxUnionId) };
    } catch (err) {
      if (isUniqueViolation(err)) throw new DomainError('WX_ALREADY_BOUND');
      throw err;
    }
  }

  async function bindWx(userId: string, input: { code: string; state: string }) {
    return bindIdentity(userId, await wxIdentity(userId, input));
  }

  /**
   * The wallet's 提现微信 also becomes the account's WeChat when the account has none and nobody else holds it, so
   * paying inside WeChat works after either binding (it did only after 我的 → 绑定管理).
   */
  async function adoptWx(userId: string, identity: { openId: string; unionId: string | null }) {
    const u = await secretsOf(userId);
    if (u.wxOpenId || (await repo.otherWxHolder(userId, identity.openId, identity.unionId))) return;
    await repo.bindWx(userId, identity.openId, u.wxUnionId ? null : identity.unionId).catch((err: unknown) => {
      if (!isUniqueViolation(err)) throw err;
    });
  }

  return {
    adoptWx,
    bindIdentity,
    sendPhoneCode,
    checkOldPhoneCode,
    changePhone,
    wxAuthorizationUrl,
    bindWx,
    wxIdentity,
    openIdState: async (userId: string) => bindState((await secretsOf(userId)).wxOpenId),
    unionIdState: async (userId: string) => bindState((await secretsOf(userId)).wxUnionId),
    unbindOpenId: async (userId: string) => bindState((await repo.unbindOpenId(userId)).wxOpenId),
    unbindUnionId: async (userId: string) => bindState((await repo.unbindUnionId(userId)).wxUnionId),
  };
}
