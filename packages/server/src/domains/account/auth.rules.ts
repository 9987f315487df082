import { LIMITS } from '@card/contract';
import type { RateCheck } from '../../core/rate';
import { DomainError } from '../../lib/domain-error';

/** Pure rules of verification codes and sessions: data and `now` in, a decision or a DomainError out. */
export interface SentCode {
  createdAt: Date;
  consumedAt: Date | null;
  channel: string;
  attempts: number;
}

const HOURLY_SEND_CAP = 10;

/** Refuses a new code while the previous one is in its resend cool-down, or when the hourly cap is reached. */
export function assertCanSendCode(recent: SentCode[], now: Date): void {
  const last = recent[0];
  if (last && now.getTime() - last.createdAt.getTime() < LIMITS.auth.codeResendSeconds * 1000) throw new DomainError('CODE_COOLDOWN');
  const inLastHour = recent.filter((c) => now.getTime() - c.createdAt.getTime() < 3600_000).length;
  if (inLastHour >= HOURLY_SEND_CAP) throw new DomainError('TOO_MANY_ATTEMPTS');
}

/**
 * "Voice code offered after 2 failed SMS requests": counts SMS codes sent since the last successful check
 * (newest first) that were never used. Once there are two, the next screen offers a voice call.
 */
export function isVoiceOffered(recentNewestFirst: SentCode[]): boolean {
  let failed = 0;
  for (const c of recentNewestFirst) {
    if (c.consumedAt) break;
    if (c.channel === 'sms') failed += 1;
  }
  return failed >= LIMITS.auth.voiceCodeAfterFailedSms;
}

export interface StoredCode {
  codeHash: string;
  attempts: number;
  expiresAt: Date;
  consumedAt: Date | null;
}

/**
 * Decides a check of `inputHash` against the newest code. Wrong tries count per code, and across all codes
 * of the phone in a window, so requesting fresh codes does not reset the lock.
 */
export function judgeCode(code: StoredCode | null, inputHash: string, failuresInWindow: number, now: Date): 'ok' | 'wrong' {
  if (failuresInWindow >= LIMITS.auth.codeLockAfterFailures) throw new DomainError('TOO_MANY_ATTEMPTS');
  if (!code || code.consumedAt || code.expiresAt <= now) throw new DomainError('CODE_NOT_EXIST');
  if (code.attempts >= LIMITS.auth.codeMaxAttempts) throw new DomainError('TOO_MANY_ATTEMPTS');
  return code.codeHash === inputHash ? 'ok' : 'wrong';
}

/** How far back code rows are read: the hourly cap needs an hour, the lock window its own length. */
export const CODE_HISTORY_MS = Math.max(3600_000, LIMITS.auth.codeLockWindowMinutes * 60_000);

/** Wrong checks of all codes of a phone and purpose sent inside the lock window. */
export function failuresInWindow(recent: SentCode[], now: Date): number {
  const since = now.getTime() - LIMITS.auth.codeLockWindowMinutes * 60_000;
  return recent.filter((c) => c.createdAt.getTime() > since).reduce((n, c) => n + c.attempts, 0);
}

/** Register codes need the graphic captcha on the same trigger as the voice offer (bots burn SMS the same way). */
export function isCaptchaRequired(purpose: string, recentNewestFirst: SentCode[]): boolean {
  return purpose === 'register' && isVoiceOffered(recentNewestFirst);
}

export const codeExpiry = (now: Date) => new Date(now.getTime() + LIMITS.auth.codeTtlMinutes * 60_000);
export const sessionExpiry = (now: Date) => new Date(now.getTime() + LIMITS.auth.sessionDays * 86_400_000);

export interface RefereeCandidate {
  id: string;
  hasCard: boolean;
}

/**
 * A referee named by phone or by a shared link's card id (`undefined` = not looked up, `null` = not found).
 * Missing → REFEREE_NOT_EXIST; one that cannot stand in a referral relation (the registering phone itself, an
 * account without a card, two different people named at once) → REFEREE_RELATION_MISSING.
 */
export function resolveReferee(
  input: { phone: string; refereePhone: string; refereeIdEcr: string },
  found: { byPhone?: RefereeCandidate | null; byIdEcr?: RefereeCandidate | null },
): string | null {
  if (input.refereePhone && input.refereePhone === input.phone) throw new DomainError('REFEREE_RELATION_MISSING', { field: 'refereePhone' });
  if (input.refereePhone && !found.byPhone) throw new DomainError('REFEREE_NOT_EXIST', { field: 'refereePhone' });
  if (input.refereeIdEcr && !found.byIdEcr) throw new DomainError('REFEREE_NOT_EXIST', { field: 'refereeIdEcr' });
  const referee = found.byIdEcr ?? found.byPhone;
  if (!referee) return null;
  const field = found.byIdEcr ? 'refereeIdEcr' : 'refereePhone';
  if (found.byPhone && found.byIdEcr && found.byPhone.id !== found.byIdEcr.id) throw new DomainError('REFEREE_RELATION_MISSING', { field });
  if (!referee.hasCard) throw new DomainError('REFEREE_RELATION_MISSING', { field });
  return referee.id;
}

/**
 * Who asks for a code, for the SMS budgets: the client address (`request.ip`, proxies believed only from
 * TRUST_PROXY) and the device, which is the signed-in user, else the device cookie the code call sets (auth-caller.ts).
 * A script that drops cookies is a new device each time: the address budget is what bounds it.
 */
export interface SmsCaller {
  address: string;
  device: string | null;
}

export const SMS_GLOBAL_KEY = 'sms:global';
const HOUR_MS = 3600_000;

/**
 * The budgets one code spends, all or nothing: the platform's hourly total (the operator's bill, always), and the
 * caller's address and device when the call names them (codes of signed-in flows go to the user's own phone).
 */
export function smsBudgets(caller: SmsCaller | null, globalPerHour: number): RateCheck[] {
  const checks: RateCheck[] = [];
  if (caller) {
    checks.push({ key: `sms:ip:${caller.address}`, rule: { max: LIMITS.auth.smsPerAddressPerHour, windowMs: HOUR_MS } });
    if (caller.device) checks.push({ key: `sms:dev:${caller.device}`, rule: { max: LIMITS.auth.smsPerDevicePerHour, windowMs: HOUR_MS } });
  }
  // Last: a caller over its own budget is refused for that, not reported to the operator as the platform's running out.
  checks.push({ key: SMS_GLOBAL_KEY, rule: { max: globalPerHour, windowMs: HOUR_MS } });
  return checks;
}

/** The budgets of "is this phone registered?" per client address: a short one against bursts, an hourly one. */
export function mobileCheckBudgets(address: string): RateCheck[] {
  return [
    { key: `mobileCheck:ip:${address}:m`, rule: { max: LIMITS.auth.mobileCheckPerAddressPerMinute, windowMs: 60_000 } },
    { key: `mobileCheck:ip:${address}:h`, rule: { max: LIMITS.auth.mobileCheckPerAddressPerHour, windowMs: HOUR_MS } },
  ];
}
