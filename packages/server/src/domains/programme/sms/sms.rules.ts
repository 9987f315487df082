import { isSmsSignText, LIMITS, smsFullText, smsSegments } from '@card/contract';
import { DomainError } from '../../../lib/domain-error';

/** Pure rules of the SMS part: no database, no clock reads (times come in). */
const L = LIMITS.programmeSms;

/** A sign's characters and length (2-12 Chinese, Latin or digit characters): SMS_SIGN_INVALID on `text`. */
export function assertSignText(text: string) {
  if (!isSmsSignText(text)) throw new DomainError('SMS_SIGN_INVALID', { field: 'text' });
}

/** Room for one more sign: at most signsMax kept and signsPendingMax waiting; the same text twice (not rejected) is refused. */
export function assertSignRoom(signs: { text: string; status: string }[], text: string) {
  if (signs.some((s) => s.text === text && s.status !== 'rejected')) throw new DomainError('SMS_SIGN_DUPLICATE', { field: 'text' });
  const pending = signs.filter((s) => s.status === 'pending').length;
  if (signs.length >= L.signsMax || pending >= L.signsPendingMax) throw new DomainError('SMS_SIGNS_FULL', { field: 'text' });
}

/**
 * An operator's decision on a sign (issue 32): a rejection needs the reason the applicant will read
 * (SMS_REJECT_REASON_REQUIRED on `reason`); an approval keeps none.
 */
export function signDecision(approve: boolean, reason: string): { status: 'approved' | 'rejected'; reason: string } {
  if (approve) return { status: 'approved', reason: '' };
  if (reason.trim() === '') throw new DomainError('SMS_REJECT_REASON_REQUIRED', { field: 'reason' });
  return { status: 'rejected', reason: reason.trim() };
}

/** A send's numbers once each, in the order typed (the same number twice is one recipient, charged once). */
export const uniqueMobiles = (mobiles: string[]) => [...new Set(mobiles)];

/**
 * What a send costs: the whole text (【sign】content) must fit textMax, each recipient costs its segments.
 * SMS_TEXT_TOO_LONG on `text` when it does not.
 */
export function sendPlan(sign: string, content: string, recipients: number) {
  const full = smsFullText(sign, content);
  if ([...full].length > L.textMax) throw new DomainError('SMS_TEXT_TOO_LONG', { field: 'text', data: { max: L.textMax } });
  const segments = smsSegments(full);
  return { full, segments, cost: segments * recipients };
}

/** The recipients a user may reach a day: their own cap when set (never above the platform's), else the platform's. */
export const dailyLimitOf = (cap: number) => (cap > 0 ? Math.min(cap, L.platformDailyMax) : L.platformDailyMax);

/** `adding` more recipients today fit under `limit` given `used`: SMS_DAILY_CAP on `mobiles` when not. */
export function assertWithinDay(used: number, adding: number, limit: number) {
  if (used + adding > limit) throw new DomainError('SMS_DAILY_CAP', { field: 'mobiles', data: { left: Math.max(0, limit - used) } });
}

/** A record's state from its recipients' outcomes. */
export const recordStatus = (sent: number, failed: number): 'sent' | 'partial' | 'failed' => (failed === 0 ? 'sent' : sent === 0 ? 'failed' : 'partial');

/** "13800138000" -> "138****8000": the record detail never shows a whole number. */
export const maskMobile = (m: string) => (m.length >= 8 ? `${m.slice(0, 3)}****${m.slice(-4)}` : '****');

/** A pack on sale by its code: SMS_PACK_NOT_FOUND on `packCode` for anything else. */
export function packOf(code: string) {
  const p = L.packs.find((x) => x.code === code);
  if (!p) throw new DomainError('SMS_PACK_NOT_FOUND', { field: 'packCode' });
  return p;
}

/** A refunded pack takes back what is left of its credits, never more than the balance (the rest was spent). */
export const packRefundTake = (balance: number, packCredits: number) => Math.max(0, Math.min(balance, packCredits));

const CHINA_OFFSET_MS = 8 * 3_600_000;
/** The start of the day `now` falls in, China time (daily caps count from local midnight). */
export function dayStartOf(now: Date): Date {
  const local = now.getTime() + CHINA_OFFSET_MS;
  return new Date(local - (local % 86_400_000) - CHINA_OFFSET_MS);
}

/** Settings: the auto-send template is needed when auto-send is on. */
export function assertSetting(s: { autoSend: boolean; autoTemplate: string }) {
  if (s.autoSend && !s.autoTemplate.trim()) throw new DomainError('SMS_TEMPLATE_REQUIRED', { field: 'autoTemplate' });
}

/** A grant goes to a colleague: the same company, not oneself. */
export function assertColleague(ownerId: string, ownerCompany: string | null, granteeId: string, granteeCompany: string | null) {
  if (ownerId === granteeId || !ownerCompany || ownerCompany !== granteeCompany) throw new DomainError('SMS_GRANT_NOT_COLLEAGUE', { field: 'phoneIdEcr' });
}
