import { describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { askRefusal, buildCsv, cardUserQuery, contactRoomRefusal, csvCell, exchangeStateOf, labelKey, labelRoomRefusal, pairKeyOf, retryAfterDecline } from './network-exchange.rules';
import { buildVCards } from './network-contact-vcard';

const facts = (o: Partial<Parameters<typeof exchangeStateOf>[0]> = {}) => ({ meId: 'a', otherId: 'b', open: null, iHoldTheirs: false, theyHoldMine: false, ...o });
const ask = (o: Partial<Parameters<typeof askRefusal>[0]> = {}) =>
  askRefusal({
    meId: 'a',
    otherId: 'b',
    myCompanyId: null,
    myCompanyLocked: false,
    otherCompanyId: null,
    otherAllowsStrangers: true,
    known: false,
    ...o,
  });

describe('exchange states', () => {
  it('own, none, pending either way, exchanged only when both hold the other', () => {
    expect(exchangeStateOf(facts({ otherId: 'a' }))).toBe('own');
    expect(exchangeStateOf(facts())).toBe('none');
    expect(exchangeStateOf(facts({ open: { fromId: 'a', toId: 'b' } }))).toBe('pending-sent');
    expect(exchangeStateOf(facts({ open: { fromId: 'b', toId: 'a' } }))).toBe('pending-received');
    expect(exchangeStateOf(facts({ iHoldTheirs: true, theyHoldMine: true }))).toBe('exchanged');
    // One side removed the other's card: they may exchange again.
    expect(exchangeStateOf(facts({ iHoldTheirs: true }))).toBe('none');
  });
  it('one pair key whichever way', () => expect(pairKeyOf('x', 'y')).toBe(pairKeyOf('y', 'x')));
});

describe('who may ask whom', () => {
  it('never oneself', () => expect(ask({ otherId: 'a' })).toBe('OWN_CARD'));
  it('a stranger-search-off user takes requests from colleagues and known people only', () => {
    expect(ask({ otherAllowsStrangers: false })).toBe('USER_PRIVACY');
    expect(ask({ otherAllowsStrangers: false, myCompanyId: 'c', otherCompanyId: 'c' })).toBeNull();
    expect(ask({ otherAllowsStrangers: false, known: true })).toBeNull();
    expect(ask({ otherAllowsStrangers: false, myCompanyId: 'c', otherCompanyId: 'd' })).toBe('USER_PRIVACY');
  });
  it('a locked company keeps its members to colleagues', () => {
    expect(ask({ myCompanyId: 'c', myCompanyLocked: true, otherCompanyId: 'd' })).toBe('EXCHANGE_COLLEAGUES_ONLY');
    expect(ask({ myCompanyId: 'c', myCompanyLocked: true })).toBe('EXCHANGE_COLLEAGUES_ONLY');
    expect(ask({ myCompanyId: 'c', myCompanyLocked: true, otherCompanyId: 'c' })).toBeNull();
  });
});

describe('asking again after a refusal', () => {
  const declined = new Date('2026-11-01T08:00:00.000Z');
  const days = LIMITS.network.exchangeRetryAfterDeclineDays;
  const at = (ms: number) => new Date(declined.getTime() + ms);
  it('never declined: ask now', () => {
    expect(retryAfterDecline(null, declined)).toBeNull();
  });
  it(`closed until ${days} days after the refusal, to the millisecond; open from then on`, () => {
    const retryAt = at(days * 86_400_000);
    expect(retryAfterDecline(declined, declined)).toEqual(retryAt);
    expect(retryAfterDecline(declined, at(days * 86_400_000 - 1))).toEqual(retryAt);
    expect(retryAfterDecline(declined, retryAt)).toBeNull();
    expect(retryAfterDecline(declined, at(days * 86_400_000 + 1))).toBeNull();
  });
});

describe('caps', () => {
  it('address book: the last card fits, one past refused', () => {
    expect(contactRoomRefusal(LIMITS.network.contactsMax - 1)).toBeNull();
    expect(contactRoomRefusal(LIMITS.network.contactsMax)).toBe('CONTACT_LIMIT');
  });
  it('labels: the last label fits, one past refused; names compare trimmed and ignoring case', () => {
    expect(labelRoomRefusal(LIMITS.network.contactLabelsMax - 1)).toBeNull();
    expect(labelRoomRefusal(LIMITS.network.contactLabelsMax)).toBe('CONTACT_LABEL_LIMIT');
    expect(labelKey(' VIP ')).toBe(labelKey('vip'));
  });
});

describe('card-user search keywords', () => {
  it('an 11-digit mainland mobile (with +86 or blanks) is a mobile search; other digits fail; text is a name', () => {
    expect(cardUserQuery('13800138000')).toEqual({ by: 'mobile', value: '13800138000' });
    expect(cardUserQuery('+86 138-0013-8000')).toEqual({ by: 'mobile', value: '13800138000' });
    expect(cardUserQuery('1380013800')).toEqual({ refusal: 'SEARCH_FAILED' });
    expect(cardUserQuery('138001380001')).toEqual({ refusal: 'SEARCH_FAILED' });
    expect(cardUserQuery('张三')).toEqual({ by: 'name', value: '张三' });
  });
});

describe('export files', () => {
  it('CSV: BOM, Chinese header, quoted cells, formulas defused', () => {
    const csv = buildCsv([{ name: '张,三', company: 'A "B"', position: '=SUM(A1)', mobile: '138', email: '' }]);
    expect(csv.startsWith('\uFEFF姓名,公司,职位,手机,邮箱\r\n')).toBe(true);
    expect(csv).toContain('"张,三","A ""B""",\'=SUM(A1),138,\r\n');
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('a\nb')).toBe('"a\nb"');
  });
  it('vCard: one VCARD per contact, values escaped per RFC 6350, long lines folded', () => {
    const text = buildVCards([
      { name: '李四', company: 'A;B,C', position: 'x\\y', mobile: '', email: 'l@x.cn', link: 'https://e.x/multipage/card/abcdefgh' },
      { name: 'Ada Lovelace', company: '长'.repeat(40), position: '', mobile: '138', email: '', link: 'https://e.x/multipage/card/ijklmnop' },
    ]);
    expect(text.match(/BEGIN:VCARD/g)).toHaveLength(2);
    expect(text).toContain('ORG:A\\;B\\,C\r\n');
    expect(text).toContain('TITLE:x\\\\y\r\n');
    expect(text).toContain('N:李;四;;;\r\n');
    expect(text).not.toContain('TEL;TYPE=CELL:\r\n');
    expect(text).toContain('TEL;TYPE=CELL:138\r\n');
    expect(text.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
  });
});
