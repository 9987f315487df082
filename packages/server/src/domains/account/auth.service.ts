import { LIMITS, MODULES, type CodePurpose, type RegionCode } from '@card/contract';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { hashPassword, sha256, verifyPassword } from '../../lib/hash';
import { captchaService } from '../../core/codes';
import { changeKeys } from '../../core/golden-keys';
import { guardedGuess, LOGIN_THROTTLE, loginLockedError, maskPhone, runAccountOpened, usersRepository } from '../../core/users';
import { authRepository } from './auth.repository';
import { SmsSendError } from '../../providers/sms';
import {
  assertCanSendCode,
  CODE_HISTORY_MS,
  mobileCheckBudgets,
  SMS_GLOBAL_KEY,
  smsBudgets,
  type SmsCaller,
  codeExpiry,
  failuresInWindow,
  isCaptchaRequired,
  isVoiceOffered,
  judgeCode,
  resolveReferee,
  sessionExpiry,
} from './auth.rules';

export const codeTarget = (regionCode: string, phone: string) => `${regionCode}${phone}`;
const target = codeTarget;
const codeHash = (t: string, purpose: string, code: string) => sha256(`${t}|${purpose}|${code.toUpperCase()}`);

/** Purposes that need the phone to be registered already, and those that need it to be free. */
const NEEDS_ACCOUNT: CodePurpose[] = ['login'];
/**
 * Purposes that must not tell whether a phone is registered (issue 32: forgot password was an account-enumeration
 * oracle). For an unknown phone everything happens as for a known one (budgets, cool-down, hourly cap, voice offer,
 * wrong-code answers, the lock) except that no code exists: the row kept for those rules holds NO_CODE as its hash,
 * which no entered code can match (hashes are 64 hex characters), and no SMS leaves.
 */
const SILENT_WITHOUT_ACCOUNT: CodePurpose[] = ['resetPwd'];
const NO_CODE = '';
const NEEDS_FREE_PHONE: CodePurpose[] = ['register', 'modifyPhoneNew'];
/**
 * Purposes anyone may ask for by naming a phone. The others belong to a logged-in user's own flows (transaction
 * password, phone change), whose services resolve the phone from the session and send with `trusted`.
 * activityRegister (issue 32): a visitor registering for an activity without an account, any phone, same budgets;
 * shareBack (issue 34) alike: a visitor leaving their details on a card, or withdrawing them.
 */
const PUBLIC_PURPOSES: CodePurpose[] = ['register', 'login', 'resetPwd', 'activityRegister', 'shareBack'];

export interface SendCodeInput {
  phone: string;
  regionCode: RegionCode;
  purpose: CodePurpose;
  channel: 'sms' | 'voice';
  captchaId?: string;
  captcha?: string;
}

export function authService(ctx: AppContext) {
  const repo = authRepository(ctx.db);
  const users = usersRepository(ctx.db);
  const captchas = captchaService(ctx);

  /**
   * Spends the SMS budgets (core/rate) before anything that costs: the lookups, the captcha check, the send. A refusal
   * spends none of them. The platform's budget running out stops every code until its hour ends: the operator hears.
   */
  async function spendSmsBudget(caller: SmsCaller | null) {
    const refused = await ctx.limiter.take(smsBudgets(caller, ctx.config.smsGlobalPerHour));
    if (!refused) return;
    if (refused.check.key === SMS_GLOBAL_KEY) {
      ctx.log.error(
        { smsGlobalPerHour: ctx.config.smsGlobalPerHour, retryAfterSeconds: refused.retryAfter },
        'SMS budget of the whole platform spent: no code is sent until the hour ends (SMS_GLOBAL_PER_HOUR)',
      );
    }
    throw new DomainError('TOO_MANY_ATTEMPTS', { field: 'phone', data: { retryAfterSeconds: refused.retryAfter } });
  }

  /**
   * Sends a code. `caller` (the public code call) names the client address and device whose budgets it spends;
   * the signed-in flows (`trusted`) send only to the account's own or proven phone and spend the platform's budget.
   */
  async function sendCode(input: SendCodeInput, opts: { trusted?: boolean; caller?: SmsCaller } = {}) {
    if (!opts.trusted && !PUBLIC_PURPOSES.includes(input.purpose)) throw new DomainError('ILLEGAL_OPERATION', { field: 'purpose' });
    await spendSmsBudget(opts.caller ?? null);
    const now = ctx.clock.now();
    const user = await repo.findUserByPhone(input.regionCode, input.phone);
    if (NEEDS_ACCOUNT.includes(input.purpose) && !user) throw new DomainError('USER_NOT_EXIST', { field: 'phone' });
    if (NEEDS_FREE_PHONE.includes(input.purpose) && user) throw new DomainError('PHONE_REGISTERED', { field: 'phone' });
    const t = target(input.regionCode, input.phone);
    const recent = await repo.recentCodes(t, input.purpose, new Date(now.getTime() - CODE_HISTORY_MS));
    assertCanSendCode(recent, now);
    if (input.channel === 'voice' && !isVoiceOffered(recent)) throw new DomainError('ILLEGAL_OPERATION', { field: 'channel' });
    if (isCaptchaRequired(input.purpose, recent)) await captchas.verify(input.captchaId ?? '', input.captcha ?? '');
    const code = ctx.ids.code(4);
    const codeId = ctx.ids.id();
    const silent = !user && SILENT_WITHOUT_ACCOUNT.includes(input.purpose);
    await repo.insertCode({
      id: codeId,
      target: t,
      purpose: input.purpose,
      codeHash: silent ? NO_CODE : codeHash(t, input.purpose, code),
      channel: input.channel,
      expiresAt: codeExpiry(now),
      createdAt: now,
    });
    if (!silent) {
      try {
        await ctx.providers.sms.send({ to: t, channel: input.channel, code, text: `【名片】您的验证码是${code}，${LIMITS.auth.codeTtlMinutes}分钟内有效。` });
      } catch (err) {
        // A code that never left is no code: it must not start a cool-down nor count toward the voice offer.
        await repo.deleteCode(codeId);
        if (!(err instanceof SmsSendError)) throw err;
        if (err.kind === 'number') throw new DomainError('MOBILE_INCORRECT', { field: 'phone' });
        if (err.kind === 'rate') throw new DomainError('CODE_COOLDOWN', { field: 'phone' });
        throw new DomainError('SMS_SEND_FAILED', { field: 'phone' });
      }
    }
    const afterSend = [{ createdAt: now, consumedAt: null, channel: input.channel, attempts: 0 }, ...recent];
    return {
      sentTo: maskPhone(input.phone),
      channel: input.channel,
      expiresInSeconds: LIMITS.auth.codeTtlMinutes * 60,
      resendAfterSeconds: LIMITS.auth.codeResendSeconds,
      voiceOffered: isVoiceOffered(afterSend),
      captchaRequired: isCaptchaRequired(input.purpose, afterSend),
    };
  }

  /** Checks a code; `consume` spends it (register, login, resets) while a plain check leaves it usable. */
  async function verifyCode(regionCode: string, phone: string, purpose: CodePurpose, code: string, consume: boolean) {
    const now = ctx.clock.now();
    const t = target(regionCode, phone);
    const recent = await repo.recentCodes(t, purpose, new Date(now.getTime() - CODE_HISTORY_MS));
    const newest = recent[0] ?? null;
    const verdict = judgeCode(newest, codeHash(t, purpose, code), failuresInWindow(recent, now), now);
    if (verdict === 'wrong') {
      await repo.countAttempt(newest!.id);
      throw new DomainError('CODE_WRONG', { field: 'code' });
    }
    if (consume) {
      const { count } = await repo.consumeCode(newest!.id, now);
      if (count !== 1) throw new DomainError('CODE_NOT_EXIST', { field: 'code' });
    }
  }

  async function issueSession(user: { id: string; phoneIdEcr: string }) {
    const token = ctx.ids.token();
    const session = await repo.createSession({ id: ctx.ids.id(), tokenHash: sha256(token), userId: user.id, expiresAt: sessionExpiry(ctx.clock.now()) });
    return { token, expiresAt: session.expiresAt.toISOString(), phoneIdEcr: user.phoneIdEcr };
  }

  async function register(input: { phone: string; regionCode: RegionCode; code: string; password?: string; agree: boolean; refereePhone: string; refereeIdEcr: string; name: string }) {
    if (!input.agree) throw new DomainError('AGREEMENT_REQUIRED', { field: 'agree' });
    if (await repo.findUserByPhone(input.regionCode, input.phone)) throw new DomainError('PHONE_REGISTERED', { field: 'phone' });
    const asCandidate = (u: { id: string; card: { userId: string } | null } | null) => (u ? { id: u.id, hasCard: Boolean(u.card) } : null);
    const refereeId = resolveReferee(input, {
      byPhone: input.refereePhone && input.refereePhone !== input.phone ? asCandidate(await users.refereeByPhone('+86', input.refereePhone)) : undefined,
      byIdEcr: input.refereeIdEcr ? asCandidate(await users.refereeByIdEcr(input.refereeIdEcr)) : undefined,
    });
    await verifyCode(input.regionCode, input.phone, 'register', input.code, true);
    // No password is fine: the account logs in by SMS code until it sets one (setUserLoginPassword).
    const passwordHash = input.password ? await hashPassword(input.password) : null;
    let user;
    try {
      // The welcome keys come with the account in one transaction (kind 'register', once per user). Keys are
      // never granted for sharing a link: WeChat's external-link rules ban share rewards and block such pages.
      user = await ctx.db.$transaction(async (tx) => {
        const created = await usersRepository(tx as typeof ctx.db).createUserWithCard({
          id: ctx.ids.id(),
          phoneIdEcr: ctx.ids.id(),
          regionCode: input.regionCode,
          phone: input.phone,
          passwordHash,
          refereeId,
          name: input.name || maskPhone(input.phone),
          modules: MODULES.map((m, i) => ({ moduleId: m.id, sort: i })),
        });
        await changeKeys(tx, ctx.ids, ctx.clock.now(), { userId: created.id, delta: LIMITS.money.registerWelcomeKeys, kind: 'register', refId: created.id, note: 'welcome' });
        // What other areas kept under this phone before it had an account (a visitor's registrations) becomes its.
        await runAccountOpened(ctx.accountOpened, tx, { id: created.id, regionCode: input.regionCode, phone: input.phone }, ctx.clock.now());
        return created;
      });
    } catch (err) {
      // Two registrations of one phone racing: the unique index decides, the loser gets the catalogue message.
      if ((err as { code?: string }).code === 'P2002') throw new DomainError('PHONE_REGISTERED', { field: 'phone' });
      throw err;
    }
    return issueSession(user);
  }

  async function login(input: { phone: string; regionCode: RegionCode; loginType: 'password' | 'code'; password?: string; code?: string; agree: boolean }) {
    if (!input.agree) throw new DomainError('AGREEMENT_REQUIRED', { field: 'agree' });
    const user = await users.loginStateByPhone(input.regionCode, input.phone);
    if (input.loginType === 'code') {
      if (!user) throw new DomainError('USER_NOT_EXIST', { field: 'phone' });
      await verifyCode(input.regionCode, input.phone, 'login', input.code ?? '', true);
      await users.clearLoginFailures(user.id);
      return issueSession(user);
    }
    if (!user) {
      // Same answer and the same slow hash as for a wrong password, so phones cannot be probed.
      await verifyPassword(input.password ?? '', DUMMY_HASH);
      throw new DomainError('BAD_CREDENTIALS');
    }
    // The try is taken in the database before the slow hash runs: a burst of guesses gets at most the limit checked.
    const guess = await guardedGuess(users.loginAttempts(user.id), LOGIN_THROTTLE, ctx.clock.now(), () => verifyPassword(input.password ?? '', user.passwordHash ?? DUMMY_HASH));
    if (guess.outcome === 'locked') throw loginLockedError(guess.lockedUntil);
    if (guess.outcome === 'wrong') throw new DomainError('BAD_CREDENTIALS');
    return issueSession(user);
  }

  /** "Is this phone registered?" answers anyone, so each client address has a budget of questions (no listing phones). */
  async function isRegistered(address: string, regionCode: string, phone: string) {
    await ctx.limiter.enforce(mobileCheckBudgets(address), 'TOO_MANY_ATTEMPTS', 'phone');
    return Boolean(await repo.findUserByPhone(regionCode, phone));
  }

  async function logout(sessionId: string | undefined) {
    if (sessionId) await repo.revokeSession(sessionId, ctx.clock.now());
  }

  return { sendCode, verifyCode, register, login, logout, issueSession, isRegistered };
}

const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
