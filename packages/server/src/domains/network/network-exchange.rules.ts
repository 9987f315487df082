import { LIMITS, isPhone, type ErrorCode, type ExchangeState } from '@card/contract';

/**
 * The exchange part's rules: pure, no Prisma, no clock. Who may ask whom, where two people stand, the address
 * book's and the labels' caps, what a search keyword means, and the CSV cells of the export.
 */

/** The two user ids sorted and joined: one pending request per pair, whichever way it goes. */
export const pairKeyOf = (a: string, b: string) => [a, b].sort().join(':');

export interface StandingFacts {
  meId: string;
  otherId: string;
  /** The open request between the two, if any. */
  open: { fromId: string; toId: string } | null;
  /** Whether I hold their card, and whether they hold mine. */
  iHoldTheirs: boolean;
  theyHoldMine: boolean;
}

/**
 * Where the caller stands. Exchanged means each holds the other's card: after one side removed the other's card,
 * the two can exchange again (the side that still holds the card keeps it; accepting writes only what is missing).
 */
export function exchangeStateOf(f: StandingFacts): ExchangeState {
  if (f.meId === f.otherId) return 'own';
  if (f.iHoldTheirs && f.theyHoldMine) return 'exchanged';
  if (f.open) return f.open.fromId === f.meId ? 'pending-sent' : 'pending-received';
  return 'none';
}

export interface AskFacts {
  meId: string;
  otherId: string;
  /** The caller's company and whether it locks its members to colleagues (Company.lockPrivacy). */
  myCompanyId: string | null;
  myCompanyLocked: boolean;
  otherCompanyId: string | null;
  /** The other's "allow strangers to search" setting. */
  otherAllowsStrangers: boolean;
  /** Either already holds the other's card (one side removed it, or a hand-over / scan brought it). */
  known: boolean;
}

/**
 * Who may ask whom to exchange (the rule we chose, spec section 6 "user set privacy"):
 * - never oneself (OWN_CARD);
 * - a member of a company that locks its members' privacy may exchange with colleagues only (EXCHANGE_COLLEAGUES_ONLY);
 * - a user who turned "allow strangers to search" off accepts requests only from colleagues and from people either
 *   side already holds the card of; anyone else gets USER_PRIVACY. Strangers who cannot find them cannot ask them.
 */
export function askRefusal(f: AskFacts): ErrorCode | null {
  if (f.meId === f.otherId) return 'OWN_CARD';
  const colleagues = f.myCompanyId !== null && f.myCompanyId === f.otherCompanyId;
  if (f.myCompanyLocked && !colleagues) return 'EXCHANGE_COLLEAGUES_ONLY';
  if (!f.otherAllowsStrangers && !colleagues && !f.known) return 'USER_PRIVACY';
  return null;
}

/**
 * When the caller may ask again after the other person declined their request at `declinedAt` (null: never
 * declined, ask now): LIMITS.network.exchangeRetryAfterDeclineDays later. Answers null when asking is open at `now`.
 */
export function retryAfterDecline(declinedAt: Date | null, now: Date): Date | null {
  if (!declinedAt) return null;
  const retryAt = new Date(declinedAt.getTime() + LIMITS.network.exchangeRetryAfterDeclineDays * 86_400_000);
  return now < retryAt ? retryAt : null;
}

/** An address book takes another card while it holds fewer than the cap. */
export const contactRoomRefusal = (held: number): ErrorCode | null => (held >= LIMITS.network.contactsMax ? 'CONTACT_LIMIT' : null);

/** A new label fits while the owner has fewer than the cap. */
export const labelRoomRefusal = (labels: number): ErrorCode | null => (labels >= LIMITS.network.contactLabelsMax ? 'CONTACT_LABEL_LIMIT' : null);

/** Label names compare as typed but without surrounding blanks and ignoring letter case ("VIP" and "vip" are one). */
export const labelKey = (name: string) => name.trim().toLowerCase();

/** The search key kept on a contact row: the card name lower-cased (Contact.nameKey). */
export const nameKeyOf = (cardName: string) => cardName.trim().toLowerCase();

/**
 * What a card-user search keyword asks for: an 11-digit mainland mobile (exact), or a card name (contains). Digits
 * that are not such a number cannot be searched either way: SEARCH_FAILED, so the screen says so instead of
 * "no result".
 */
export function cardUserQuery(keyword: string): { by: 'mobile' | 'name'; value: string } | { refusal: 'SEARCH_FAILED' } {
  const k = keyword.trim();
  if (/^\+?\d[\d\s-]*$/.test(k)) {
    const digits = k.replace(/[\s-]/g, '').replace(/^\+?86/, '');
    return isPhone(digits, '+86') ? { by: 'mobile', value: digits } : { refusal: 'SEARCH_FAILED' };
  }
  return { by: 'name', value: k };
}

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. A cell a spreadsheet
 * would run as a formula (= + - @, tab, CR at the start) gets a leading apostrophe: an exported card name must not
 * become a formula on the owner's computer.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The UTF-8 byte-order mark: spreadsheet programs read a CSV as UTF-8 (Chinese shown right) only with it. */
export const BOM = '\uFEFF';
export const CSV_HEADER = ['姓名', '公司', '职位', '手机', '邮箱'] as const;

export interface ExportRow {
  name: string;
  company: string;
  position: string;
  mobile: string;
  email: string;
}

export function buildCsv(rows: ExportRow[]): string {
  const lines = [CSV_HEADER.map(csvCell).join(',')];
  for (const r of rows) lines.push([r.name, r.company, r.position, r.mobile, r.email].map(csvCell).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
