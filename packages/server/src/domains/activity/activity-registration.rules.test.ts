import { LIMITS, type TRegField } from '@card/contract';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../lib/domain-error';
import {
  assertGuestMayRegister,
  cancelMoveOf,
  checkAnswers,
  checkFields,
  csvCell,
  csvOf,
  feeSplit,
  refundAllowed,
  registrantColumns,
  registrantOf,
  signUpRefusal,
  type FieldInput,
} from './activity-registration.rules';

const A = LIMITS.activity;
let n = 0;
const newId = () => `field${String(++n).padStart(4, '0')}`;
const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (e) {
    return e instanceof DomainError ? `${e.code}@${e.details?.field}` : String(e);
  }
};
const text = (label: string): FieldInput => ({ label, kind: 'text', required: false, options: [] });

describe('checkFields', () => {
  it('takes up to the cap of fields and refuses one more', () => {
    const many = (k: number) => Array.from({ length: k }, (_, i) => text(`字段${i}`));
    expect(checkFields(many(A.regFieldsMax), newId)).toHaveLength(A.regFieldsMax);
    expect(codeOf(() => checkFields(many(A.regFieldsMax + 1), newId))).toBe('REG_FIELDS_FULL@fields');
  });
  it('labels are 1..20 characters and unique (trimmed, any case)', () => {
    expect(checkFields([text('字'.repeat(A.regFieldLabelMax))], newId)[0]!.label).toHaveLength(A.regFieldLabelMax);
    expect(codeOf(() => checkFields([text('字'.repeat(A.regFieldLabelMax + 1))], newId))).toBe('SUBMIT_DATA_ERROR@fields.0.label');
    expect(codeOf(() => checkFields([text('  ')], newId))).toBe('SUBMIT_DATA_ERROR@fields.0.label');
    expect(codeOf(() => checkFields([text('Size'), text(' size ')], newId))).toBe('REG_FIELD_LABEL_DUPLICATE@fields.1.label');
  });
  it('a choice has 1..10 distinct options of 1..20 characters; other kinds keep none', () => {
    const sel = (options: string[]): FieldInput => ({ label: '尺码', kind: 'select', required: true, options });
    const ten = Array.from({ length: A.regOptionsMax }, (_, i) => `选项${i}`);
    expect(checkFields([sel(ten)], newId)[0]!.options).toHaveLength(A.regOptionsMax);
    expect(checkFields([sel(['a'.repeat(A.regOptionMax)])], newId)[0]!.options).toEqual(['a'.repeat(A.regOptionMax)]);
    for (const bad of [[], [...ten, '多一个'], ['a'.repeat(A.regOptionMax + 1)], ['S', 'S'], ['']]) {
      expect(codeOf(() => checkFields([sel(bad)], newId))).toBe('REG_FIELD_OPTIONS_REQUIRED@fields.0.options');
    }
    expect(checkFields([{ ...text('备注'), options: ['x'] }], newId)[0]!.options).toEqual([]);
  });
  it('keeps given ids, gives new ones, refuses unknown kinds', () => {
    const [a, b] = checkFields([{ ...text('甲'), id: 'keepMe1234' }, text('乙')], newId);
    expect(a!.id).toBe('keepMe1234');
    expect(b!.id).toMatch(/^field/);
    expect(codeOf(() => checkFields([{ ...text('甲'), kind: 'date' }], newId))).toBe('SUBMIT_DATA_ERROR@fields.0.kind');
  });
});

describe('checkAnswers', () => {
  const f = (id: string, kind: TRegField['kind'], required = true, options: string[] = []): TRegField => ({ id, label: id, kind, required, options });
  it('required ones present; optional empty ones not stored; unknown ids dropped', () => {
    expect(codeOf(() => checkAnswers([f('a', 'text')], {}))).toBe('REG_ANSWER_REQUIRED@answers.a');
    expect(codeOf(() => checkAnswers([f('a', 'text')], { a: '   ' }))).toBe('REG_ANSWER_REQUIRED@answers.a');
    expect(checkAnswers([f('a', 'text', false)], { a: '', zzz: 'x' })).toEqual({});
  });
  it('text ≤ 200 on one line, textarea ≤ 1000', () => {
    expect(checkAnswers([f('a', 'text')], { a: '字'.repeat(A.regAnswerTextMax) }).a).toHaveLength(A.regAnswerTextMax);
    expect(codeOf(() => checkAnswers([f('a', 'text')], { a: '字'.repeat(A.regAnswerTextMax + 1) }))).toBe('REG_ANSWER_INVALID@answers.a');
    expect(codeOf(() => checkAnswers([f('a', 'text')], { a: 'one\ntwo' }))).toBe('REG_ANSWER_INVALID@answers.a');
    expect(checkAnswers([f('b', 'textarea')], { b: 'x'.repeat(A.regAnswerTextareaMax) }).b).toHaveLength(A.regAnswerTextareaMax);
    expect(codeOf(() => checkAnswers([f('b', 'textarea')], { b: 'x'.repeat(A.regAnswerTextareaMax + 1) }))).toBe('REG_ANSWER_INVALID@answers.b');
  });
  it('number a number within bounds, mobile the mobile rule, choice one of the options', () => {
    expect(checkAnswers([f('n', 'number')], { n: '-12.5' }).n).toBe('-12.5');
    expect(checkAnswers([f('n', 'number')], { n: String(A.regAnswerNumberMax) }).n).toBe(String(A.regAnswerNumberMax));
    for (const bad of ['abc', '1e5', String(A.regAnswerNumberMax + 1), '1,2']) expect(codeOf(() => checkAnswers([f('n', 'number')], { n: bad }))).toBe('REG_ANSWER_INVALID@answers.n');
    expect(checkAnswers([f('m', 'mobile')], { m: '13800138000' }).m).toBe('13800138000');
    expect(codeOf(() => checkAnswers([f('m', 'mobile')], { m: '12345' }))).toBe('REG_ANSWER_INVALID@answers.m');
    expect(checkAnswers([f('s', 'select', true, ['S', 'M'])], { s: 'M' }).s).toBe('M');
    expect(codeOf(() => checkAnswers([f('s', 'select', true, ['S', 'M'])], { s: 'XL' }))).toBe('REG_ANSWER_INVALID@answers.s');
  });
});

describe('signUpRefusal and moves', () => {
  const now = new Date('2030-01-10T00:00:00Z');
  const base = { status: 'ACTIVE', startTime: null, endTime: null, signUpEnd: null, deletedAt: null, capacity: 2, enrolled: 1, userId: 'owner' };
  it('says why not, each cause distinct', () => {
    expect(signUpRefusal(base, 'me', now)).toBeNull();
    expect(signUpRefusal({ ...base, status: 'draft' }, 'me', now)).toBe('draft');
    expect(signUpRefusal({ ...base, status: 'cancelled' }, 'me', now)).toBe('closed');
    expect(signUpRefusal({ ...base, signUpEnd: new Date('2030-01-09T23:59:59Z') }, 'me', now)).toBe('ended');
    expect(signUpRefusal({ ...base, signUpEnd: now }, 'me', now)).toBeNull();
    expect(signUpRefusal({ ...base, enrolled: 2 }, 'me', now)).toBe('full');
    expect(signUpRefusal({ ...base, capacity: 0, enrolled: 999 }, 'me', now)).toBeNull();
    expect(signUpRefusal(base, 'owner', now)).toBe('own');
  });
  it('a registrant cancels a free one or closes an unpaid order; nothing else', () => {
    expect(cancelMoveOf('registered', null)).toBe('cancel');
    expect(cancelMoveOf('unpaid', 'o1')).toBe('closeOrder');
    expect(codeOf(() => cancelMoveOf('registered', 'o1'))).toBe('REG_STATE_INVALID@id');
    expect(codeOf(() => cancelMoveOf('cancelled', null))).toBe('REG_STATE_INVALID@id');
  });
  it('refunds until the start, or whenever cancelled; fee rounded down', () => {
    expect(refundAllowed({ status: 'ACTIVE', startTime: new Date(now.getTime() + 1) }, now)).toBe(true);
    expect(refundAllowed({ status: 'ACTIVE', startTime: now }, now)).toBe(false);
    expect(refundAllowed({ status: 'cancelled', startTime: now }, now)).toBe(true);
    expect(feeSplit(1999)).toEqual({ feeFen: Math.floor((1999 * A.regFeePercent) / 100), shareFen: 1999 - Math.floor((1999 * A.regFeePercent) / 100) });
  });
});

describe('CSV', () => {
  it('prefixes formula starters with a quote mark and quotes quotes, commas and line breaks', () => {
    for (const s of ['=1+1', '+86', '-5', '@SUM(A1)', '\tx']) expect(csvCell(s).replace(/^"|"$/g, '').startsWith(`'${s[0]}`)).toBe(true);
    expect(csvCell('plain 中文')).toBe('plain 中文');
    expect(csvCell('a"b')).toBe('"a""b"');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('l1\nl2')).toBe('"l1\nl2"');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
  });
  it('starts with a UTF-8 BOM and ends lines with CRLF', () => {
    expect(
      csvOf([
        ['姓名', '手机'],
        ['张三', '13800138000'],
      ]),
    ).toBe('\uFEFF姓名,手机\r\n张三,13800138000\r\n');
  });
});

describe('visitors without an account (issue 32)', () => {
  it('register only for free: a fee of 0 passes, 1 fen is refused naming the activity', () => {
    expect(codeOf(() => assertGuestMayRegister({ feeFen: 0 }))).toBeNull();
    expect(codeOf(() => assertGuestMayRegister({ feeFen: 1 }))).toBe('REG_GUEST_PAID@id');
  });
  it('are stored in the guest columns with no account, and read back as a guest', () => {
    const guest = { kind: 'guest', region: '+852', phone: '61234567' } as const;
    expect(registrantColumns(guest)).toEqual({ userId: null, guestRegion: '+852', guestPhone: '61234567' });
    expect(registrantOf(registrantColumns(guest))).toEqual(guest);
  });
  it('an account keeps its id and no guest columns, whatever else the row holds', () => {
    expect(registrantColumns({ kind: 'account', userId: 'u1' })).toEqual({ userId: 'u1', guestRegion: null, guestPhone: null });
    expect(registrantOf({ userId: 'u1', guestRegion: '+86', guestPhone: '13800138000' })).toEqual({ kind: 'account', userId: 'u1' });
  });
});
