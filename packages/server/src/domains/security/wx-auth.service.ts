import { createHash } from 'node:crypto';
import type { AppContext } from '../../context';
import { isLiveSecret, secretsRepository } from '../../core/codes';
import { DomainError } from '../../lib/domain-error';
import type { WxScope } from '../../providers/wechat';
import { authService } from '../account';
import { securityRepository } from './security.repository';
import { bindingService } from './binding.service';
import { assertReturnPath, stateOwner, WX_RETURN_MINUTES, WX_RETURN_PURPOSE, WX_RETURN_SCREEN } from './wx-auth.rules';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * WeChat's web authorisation as the spec uses it: a call that needs the payer's openid answers status 419 with the
 * authorisation URL (`requireOpenId`); WeChat brings the browser back to the app's return screen, whose call
 * (`complete`) binds the openid to the signed-in user, or signs a signed-out visitor in by the WeChat bound to
 * their account, and answers the exact screen to go back to, where the action resumes.
 */
export function wxAuthService(ctx: AppContext) {
  const secrets = secretsRepository(ctx.db);
  const repo = securityRepository(ctx.db);

  /** WeChat allows letters and digits only in `state` (at most 128 bytes). */
  const newState = () => sha256(ctx.ids.token()).slice(0, 32);

  async function authorize(owner: { userId: string | null; visitorHash: string | null }, input: { scope: WxScope; returnTo: string }) {
    const returnTo = assertReturnPath(input.returnTo);
    const target = stateOwner(owner.userId, owner.visitorHash);
    if (!target) throw new DomainError('WX_AUTH_EXPIRED', { field: 'state' });
    const now = ctx.clock.now();
    const state = newState();
    await secrets.insertSecret({
      id: state,
      target,
      purpose: WX_RETURN_PURPOSE,
      codeHash: '',
      payload: returnTo,
      expiresAt: new Date(now.getTime() + WX_RETURN_MINUTES * 60_000),
      createdAt: now,
    });
    // WeChat only returns to the official account's registered domain: the configured public origin.
    return { url: ctx.providers.wechat.authorizationUrl(`${ctx.config.publicOrigin}${WX_RETURN_SCREEN}`, state, input.scope) };
  }

  /**
   * A JSAPI payment needs the payer's openid: without one, the silent authorisation first (status 419 with its URL),
   * coming back to `returnTo` (the screen the payment was started on, which starts it again).
   */
  async function requireOpenId(userId: string, returnTo: string): Promise<void> {
    if (await repo.openIdOf(userId)) return;
    const { url } = await authorize({ userId, visitorHash: null }, { scope: 'snsapi_base', returnTo });
    throw new DomainError('WX_AUTH_REQUIRED', { data: url });
  }

  /**
   * WeChat came back. The state must be live and belong to this caller (the signed-in user, or this browser's
   * visitor cookie); it is spent before anything else, so a code and state work once. A declined authorisation
   * (no code) changes nothing. Every refusal carries the screen to go back to in `data.returnTo`.
   */
  async function complete(caller: { userId: string | null; visitorHash: string | null }, input: { code?: string; state: string }) {
    const now = ctx.clock.now();
    const row = await secrets.findSecret(input.state, WX_RETURN_PURPOSE);
    const target = stateOwner(caller.userId, caller.visitorHash);
    if (!target || !isLiveSecret(row, target, now) || (await secrets.spendSecret(row!.id, now)).count !== 1) {
      throw new DomainError('WX_AUTH_EXPIRED', { field: 'state' });
    }
    const returnTo = assertReturnPath(row!.payload ?? '/acc/acc_home');
    const refuse = (code: 'WX_AUTH_DENIED' | 'WX_NOT_BOUND', field: string) => new DomainError(code, { field, data: { returnTo } });
    if (!input.code) throw refuse('WX_AUTH_DENIED', 'code');
    const identity = await ctx.providers.wechat.identityFromCode(input.code).catch((err: unknown) => {
      throw err instanceof DomainError ? new DomainError(err.code, { field: 'code', data: { returnTo } }) : new DomainError('WX_UNAVAILABLE', { field: 'code' });
    });
    if (caller.userId) {
      await bindingService(ctx).bindIdentity(caller.userId, identity);
      return { returnTo, bound: true, token: null };
    }
    const user = await repo.userByWx(identity.openId, identity.unionId);
    if (!user) throw refuse('WX_NOT_BOUND', 'code');
    const session = await authService(ctx).issueSession(user);
    return { returnTo, bound: false, token: session.token, expiresAt: session.expiresAt };
  }

  return { authorize, requireOpenId, complete };
}
