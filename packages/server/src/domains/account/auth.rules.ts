import { AUTH, LIMITS } from '@card/contract';
import { DomainError } from '../../lib/domain-error';

/** Pure rules of verification codes and sessions: data and `now` in, a decision or a DomainError out. */
export interface SentCode { createdAt: Date; consumedAt: Date | null; channel: string; attempts: number }

const HOURLY_SEND_CAP = 10;

/** Refuses a new code while the previous one is in its resend cool-down, or when the hourly cap is reached. */
export function assertCanSendCode(recent: SentCode[], now: Date): void {
  const last = recent[0];
  if (last && now.getTime() - last.createdAt.getTime() < AUTH.codeResendSeconds * 1000) throw new DomainError('CODE_COOLDOWN');
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
  return failed >= LIMITS.voiceCodeAfterFailedSms;
}

export interface StoredCode { codeHash: string; attempts: number; expiresAt: Date; consumedAt: Date | null }

/**
 * Decides a check of `inputHash` against the newest code. Wrong tries count per code, and across all codes
 * of the phone in a window, so requesting fresh codes does not reset the lock.
 */
export function judgeCode(code: StoredCode | null, inputHash: string, failuresInWindow: number, now: Date): 'ok' | 'wrong' {
  if (failuresInWindow >= AUTH.codeLockAfterFailures) throw new DomainError('TOO_MANY_ATTEMPTS');
  if (!code || code.consumedAt || code.expiresAt <= now) throw new DomainError('CODE_NOT_EXIST');
  if (code.attempts >= AUTH.codeMaxAttempts) throw new DomainError('TOO_MANY_ATTEMPTS');
  return code.codeHash === inputHash ? 'ok' : 'wrong';
}

export const codeExpiry = (now: Date) => new Date(now.getTime() + AUTH.codeTtlMinutes * 60_000);
export const sessionExpiry = (now: Date) => new Date(now.getTime() + AUTH.sessionDays * 86_400_000);

/** The phone shown back to its owner: 138****8000. */
export function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone.replace(/.(?=.{2})/g, '*');
}
