import { describe, expect, it } from 'vitest';
import { LIMITS, isShopPhone, ZAddShopCommentBody, ZSaveCateringInfoBody, ZSaveCateringPackageBody } from '@card/contract';
import { DomainError } from '../../lib/domain-error';
import { assertCateringShop, assertCommentable, assertPerCapita, assertReplyable, assertScore, averageScore, distributionOf, isScore } from './shop-catering.rules';

const S = LIMITS.shop;
const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (e) {
    return e instanceof DomainError ? `${e.code}:${e.details?.field ?? ''}` : String(e);
  }
};

describe('score', () => {
  it('0 refused, 1 ok, 5 ok, 6 refused, 2.5 refused', () => {
    expect(isScore(0)).toBe(false);
    expect(isScore(1)).toBe(true);
    expect(isScore(5)).toBe(true);
    expect(isScore(6)).toBe(false);
    expect(isScore(2.5)).toBe(false);
    expect(codeOf(() => assertScore(6))).toBe('SUBMIT_DATA_ERROR:score');
  });
  it('the contract refuses the same edges, naming score', () => {
    const base = { orderId: 'order_000000001', content: '' };
    expect(ZAddShopCommentBody.safeParse({ ...base, score: '0' }).success).toBe(false);
    expect(ZAddShopCommentBody.safeParse({ ...base, score: '1' }).success).toBe(true);
    expect(ZAddShopCommentBody.safeParse({ ...base, score: '5' }).success).toBe(true);
    const six = ZAddShopCommentBody.safeParse({ ...base, score: '6' });
    expect(six.success ? null : six.error.issues[0]!.path).toEqual(['score']);
  });
  it('comment text: the cap ok, one past refused', () => {
    const base = { orderId: 'order_000000001', score: '4' };
    expect(ZAddShopCommentBody.safeParse({ ...base, content: '好'.repeat(S.commentContentMax) }).success).toBe(true);
    expect(ZAddShopCommentBody.safeParse({ ...base, content: '好'.repeat(S.commentContentMax + 1) }).success).toBe(false);
  });
});

describe('shop phone', () => {
  it.each(['13800138000', '010-12345678', '01012345678', '0755-1234567', '021-87654321-801', '400-123-4567', '8001234567', '138 0013 8000'])('%s is a phone', (p) => {
    expect(isShopPhone(p)).toBe(true);
  });
  it.each(['12345', '1380013800', '138001380000', '10-12345678', '010-123456', 'abc', '12800138000', '0755-123456789'])('%s is not', (p) => {
    expect(isShopPhone(p)).toBe(false);
  });
  it('the info body: empty allowed, a bad phone is the phone rule on phone', () => {
    const base = { address: '', openHours: '', perCapitaFen: '0' };
    expect(ZSaveCateringInfoBody.safeParse({ ...base, phone: '' }).success).toBe(true);
    const bad = ZSaveCateringInfoBody.safeParse({ ...base, phone: '12345' });
    expect(bad.success ? null : [bad.error.issues[0]!.path, bad.error.issues[0]!.message]).toEqual([['phone'], '{"rule":"phone"}']);
  });
});

describe('catering info limits', () => {
  const base = { phone: '', address: '', openHours: '' };
  it('per-capita: 0 ok, the cap ok, -1 and cap+1 refused', () => {
    expect(codeOf(() => assertPerCapita(0))).toBeNull();
    expect(codeOf(() => assertPerCapita(S.cateringPerCapitaMaxFen))).toBeNull();
    expect(codeOf(() => assertPerCapita(-1))).toBe('SUBMIT_DATA_ERROR:perCapitaFen');
    expect(codeOf(() => assertPerCapita(S.cateringPerCapitaMaxFen + 1))).toBe('SUBMIT_DATA_ERROR:perCapitaFen');
    expect(ZSaveCateringInfoBody.safeParse({ ...base, perCapitaFen: String(S.cateringPerCapitaMaxFen) }).success).toBe(true);
    expect(ZSaveCateringInfoBody.safeParse({ ...base, perCapitaFen: String(S.cateringPerCapitaMaxFen + 1) }).success).toBe(false);
  });
  it('address and opening hours: the cap ok, one past refused', () => {
    expect(ZSaveCateringInfoBody.safeParse({ ...base, perCapitaFen: '0', address: '路'.repeat(S.cateringAddressMax) }).success).toBe(true);
    expect(ZSaveCateringInfoBody.safeParse({ ...base, perCapitaFen: '0', address: '路'.repeat(S.cateringAddressMax + 1) }).success).toBe(false);
    expect(ZSaveCateringInfoBody.safeParse({ ...base, perCapitaFen: '0', openHours: '时'.repeat(S.cateringOpenHoursMax) }).success).toBe(true);
    expect(ZSaveCateringInfoBody.safeParse({ ...base, perCapitaFen: '0', openHours: '时'.repeat(S.cateringOpenHoursMax + 1) }).success).toBe(false);
  });
  it('package contents: the cap ok (several lines), one past refused', () => {
    const pkg = { name: '双人餐', imageUrls: '/files/a.jpg', priceFen: '9900', stock: '5' };
    const lines = '宫保鸡丁\n'.repeat(100).slice(0, S.packageContentsMax);
    expect(ZSaveCateringPackageBody.safeParse({ ...pkg, contents: lines }).success).toBe(true);
    expect(ZSaveCateringPackageBody.safeParse({ ...pkg, contents: `${lines}x` }).success).toBe(false);
  });
});

describe('which shop and which order', () => {
  it('catering details only on a catering shop', () => {
    expect(codeOf(() => assertCateringShop(null))).toBe('CATERING_NO_SHOP:shopId');
    expect(codeOf(() => assertCateringShop({ kind: 'retail' }))).toBe('CATERING_NOT_CATERING_SHOP:shopId');
    expect(codeOf(() => assertCateringShop({ kind: 'catering' }))).toBeNull();
  });
  it('comment: only the buyer, received and paid, once', () => {
    const o = { buyerId: 'b', shipState: 'received', commented: false, orderState: 'paid' };
    expect(codeOf(() => assertCommentable(o, 'b'))).toBeNull();
    expect(codeOf(() => assertCommentable(null, 'b'))).toBe('NOT_FOUND:orderId');
    expect(codeOf(() => assertCommentable(o, 'x'))).toBe('NOT_FOUND:orderId');
    expect(codeOf(() => assertCommentable({ ...o, shipState: 'shipped' }, 'b'))).toBe('SHOP_COMMENT_NOT_RECEIVED:orderId');
    expect(codeOf(() => assertCommentable({ ...o, orderState: 'refunding' }, 'b'))).toBe('SHOP_COMMENT_NOT_RECEIVED:orderId');
    expect(codeOf(() => assertCommentable({ ...o, commented: true }, 'b'))).toBe('SHOP_COMMENT_EXISTS:orderId');
  });
  it('reply: only the owner, once', () => {
    const c = { reply: '', repliedAt: null };
    expect(codeOf(() => assertReplyable(c, 'o', 'o'))).toBeNull();
    expect(codeOf(() => assertReplyable(c, 'o', 'x'))).toBe('NOT_FOUND:commentId');
    expect(codeOf(() => assertReplyable(null, 'o', 'o'))).toBe('NOT_FOUND:commentId');
    expect(codeOf(() => assertReplyable({ reply: '谢谢', repliedAt: new Date() }, 'o', 'o'))).toBe('SHOP_COMMENT_REPLIED:commentId');
  });
});

describe('the commented score', () => {
  it('average to 1 decimal, half up; 0 without comments', () => {
    expect(averageScore(0, 0)).toBe(0);
    expect(averageScore(4, 1)).toBe(4);
    expect(averageScore(9, 2)).toBe(4.5);
    expect(averageScore(13, 3)).toBe(4.3); // 4.333
    expect(averageScore(14, 3)).toBe(4.7); // 4.666
    expect(averageScore(29, 8)).toBe(3.6); // 3.625: 36.25 tenths round to 36
  });
  it('distribution: every score 1..5 in order, missing ones 0', () => {
    expect(
      distributionOf([
        { score: 5, count: 2 },
        { score: 1, count: 1 },
      ]),
    ).toEqual([
      { score: 1, count: 1 },
      { score: 2, count: 0 },
      { score: 3, count: 0 },
      { score: 4, count: 0 },
      { score: 5, count: 2 },
    ]);
  });
});
