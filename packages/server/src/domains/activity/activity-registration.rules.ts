import { LIMITS, zPhone, REG_FIELD_KINDS, type RegistrationState, type SignUpRefusal, type TRegField } from '@card/contract';
import type { Activity, ActivityRegistration } from '../../generated/prisma/client';
import { DomainError } from '../../lib/domain-error';
import { phaseOf, signUpClosesAt } from './activity.rules';

/**
 * Pure rules of the registration part (no Prisma, no clock reads: `now` comes in). The contract already checks
 * each field's shape; these rules hold what spans a list (count, unique labels, options of a choice) and what the
 * form decides (each answer against its field), so the server refuses the same way whatever the transport.
 */
const A = LIMITS.activity;
const chars = (s: string) => [...s].length;

/**
 * The form as stored: at most `regFieldsMax` fields, labels 1..20 unique (trimmed, case-insensitive), a known kind,
 * a choice with 1..10 distinct options of 1..20 characters; other kinds keep no options. A field without an id gets
 * one from `newId` (ids of kept fields stay, so answers given before an edit still find their field).
 */
/** A field as the owner sent it (the contract's output; tests build them by hand). */
export interface FieldInput {
  id?: string;
  label: string;
  kind: string;
  required?: boolean;
  options?: string[];
}

export function checkFields(input: readonly FieldInput[], newId: () => string): TRegField[] {
  if (input.length > A.regFieldsMax) throw new DomainError('REG_FIELDS_FULL', { field: 'fields', data: { max: A.regFieldsMax } });
  const seen = new Set<string>();
  const ids = new Set<string>();
  return input.map((f, i) => {
    const label = String(f.label ?? '').trim();
    const at = `fields.${i}`;
    if (chars(label) < 1 || chars(label) > A.regFieldLabelMax) throw new DomainError('SUBMIT_DATA_ERROR', { field: `${at}.label` });
    if (seen.has(label.toLowerCase())) throw new DomainError('REG_FIELD_LABEL_DUPLICATE', { field: `${at}.label` });
    seen.add(label.toLowerCase());
    const kind = f.kind as TRegField['kind'];
    if (!REG_FIELD_KINDS.includes(kind)) throw new DomainError('SUBMIT_DATA_ERROR', { field: `${at}.kind` });
    let options: string[] = [];
    if (kind === 'select') {
      options = (f.options ?? []).map((o) => String(o).trim());
      const distinct = new Set(options).size === options.length;
      const sized = options.every((o) => chars(o) >= 1 && chars(o) <= A.regOptionMax);
      if (options.length < 1 || options.length > A.regOptionsMax || !distinct || !sized) throw new DomainError('REG_FIELD_OPTIONS_REQUIRED', { field: `${at}.options` });
    }
    let id = f.id && !ids.has(f.id) ? f.id : newId();
    while (ids.has(id)) id = newId();
    ids.add(id);
    return { id, label, kind, required: f.required === true, options };
  });
}

/** The most characters an answer of a kind may hold. */
const answerMax = (kind: TRegField['kind']) => (kind === 'textarea' ? A.regAnswerTextareaMax : A.regAnswerTextMax);

/**
 * Each answer checked against its field: required ones present, a number a finite number within the bound, a mobile
 * the project's mobile rule (mainland or with a region prefix), a choice one of the options, text within its length.
 * Answers to unknown field ids are dropped; empty optional answers are not stored. The field named is
 * `answers.<fieldId>` so the form can put the message under its input.
 */
export function checkAnswers(fields: readonly TRegField[], answers: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fields) {
    const value = String(answers[f.id] ?? '').trim();
    const field = `answers.${f.id}`;
    if (!value) {
      if (f.required) throw new DomainError('REG_ANSWER_REQUIRED', { field, data: { label: f.label } });
      continue;
    }
    const bad = (() => {
      switch (f.kind) {
        case 'number':
          return !/^-?\d+(\.\d+)?$/.test(value) || Math.abs(Number(value)) > A.regAnswerNumberMax;
        case 'mobile':
          return !zPhone.safeParse(value).success;
        case 'select':
          return !f.options.includes(value);
        default:
          return chars(value) > answerMax(f.kind) || (f.kind === 'text' && /[\r\n]/.test(value));
      }
    })();
    if (bad) throw new DomainError('REG_ANSWER_INVALID', { field, data: { label: f.label } });
    out[f.id] = value;
  }
  return out;
}

type Openable = Pick<Activity, 'status' | 'startTime' | 'endTime' | 'signUpEnd' | 'deletedAt' | 'capacity' | 'enrolled' | 'userId'>;

/** Why the viewer cannot register now, or null: a draft, closed (cancelled), ended (or past the sign-up end), full, their own. */
export function signUpRefusal(a: Openable, viewerId: string | null, now: Date): SignUpRefusal | null {
  const phase = phaseOf(a, now);
  if (phase === 'draft') return 'draft';
  if (phase === 'cancelled') return 'closed';
  if (phase === 'ended') return 'ended';
  const closes = signUpClosesAt(a);
  if (closes && now > closes) return 'ended';
  if (viewerId && viewerId === a.userId) return 'own';
  if (a.capacity > 0 && a.enrolled >= a.capacity) return 'full';
  return null;
}

/** The catalogue code of a refusal (distinct per cause, so the registrant reads why). */
export const REFUSAL_CODES = {
  draft: 'REG_CLOSED',
  closed: 'REG_CLOSED',
  ended: 'REG_SIGN_UP_ENDED',
  full: 'REG_FULL',
  own: 'REG_OWN',
} as const satisfies Record<SignUpRefusal, string>;

// --- visitors without an account (issue 32) -------------------------------------------------------------------------
/**
 * Who a registration belongs to: an account, or a visitor known only by the phone their SMS code proved. The two
 * kinds live in their own columns (userId, or guestRegion + guestPhone), each with its own unique index per activity,
 * so a phone registers once as a user does and no reader has to recognise a key by its shape.
 */
export type Registrant = { kind: 'account'; userId: string } | { kind: 'guest'; region: string; phone: string };

/** The registrant of a stored row (a row always has one or the other: the repository writes them from a Registrant). */
export function registrantOf(r: Pick<ActivityRegistration, 'userId' | 'guestRegion' | 'guestPhone'>): Registrant {
  if (r.userId) return { kind: 'account', userId: r.userId };
  return { kind: 'guest', region: r.guestRegion ?? '', phone: r.guestPhone ?? '' };
}

/** The columns a registrant is stored in: the other kind's stay null. */
export const registrantColumns = (who: Registrant) =>
  who.kind === 'account' ? { userId: who.userId, guestRegion: null, guestPhone: null } : { userId: null, guestRegion: who.region, guestPhone: who.phone };

/** A fee is paid from an account (orders, refunds and receipts belong to one): a visitor registers only when free. */
export function assertGuestMayRegister(a: Pick<Activity, 'feeFen'>) {
  if (a.feeFen > 0) throw new DomainError('REG_GUEST_PAID', { field: 'id' });
}

/** What the registrant's cancel does: a free registration is cancelled, an unpaid one's order is closed; others refused. */
export function cancelMoveOf(state: RegistrationState, orderId: string | null): 'cancel' | 'closeOrder' {
  if (state === 'registered' && !orderId) return 'cancel';
  if (state === 'unpaid' && orderId) return 'closeOrder';
  throw new DomainError('REG_STATE_INVALID', { field: 'id' });
}

/** A paid registration can be refunded until the activity starts; a cancelled activity refunds whenever. */
export function refundAllowed(a: Pick<Activity, 'status' | 'startTime'>, now: Date): boolean {
  return a.status === 'cancelled' || !a.startTime || now < a.startTime;
}

/** The platform's fee and the owner's share of a paid registration, in fen (fee rounded down: never more than the rate). */
export function feeSplit(amountFen: number) {
  const feeFen = Math.floor((amountFen * A.regFeePercent) / 100);
  return { feeFen, shareFen: amountFen - feeFen };
}

// --- CSV -----------------------------------------------------------------------------------------------------------
/**
 * One CSV cell: a cell starting with = + - @ (or tab/CR, which some readers skip before them) is prefixed with ' so
 * a spreadsheet shows it as text instead of running it as a formula (CSV injection); quotes, commas and line breaks
 * are quoted with the quotes doubled (RFC 4180).
 */
export function csvCell(value: string): string {
  let v = value;
  if (/^[=+\-@\t\r]/.test(v)) v = `'${v}`;
  return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

/** The whole file: a UTF-8 BOM (so Excel reads Chinese), CRLF line ends. */
export function csvOf(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
