import { describe, expect, it } from 'vitest';
import { ACTIVITY_FEE_LINE, CIRCLE_PAY_LINES, INCOME_SOURCES, REFERRAL_INCOME_SOURCES, SHOP_GOODS_LINE, VIDEO_GOODS_LINE, incomeSourceOf, type IncomeSource } from '@card/contract';
import { SOURCE_OF_ROLE } from '../../src/domains/orders';
import { COMMISSION_SOURCE } from '../../src/domains/wallet/spokesperson.service';
import { incomeTitle } from '../../src/domains/wallet/wallet.rules';

/**
 * Income sources cross areas: the orders area (referral commissions) and the selling areas write them, the wallet reads
 * them (titles, the spokesperson's totals). The type keeps a misspelt literal out; these hold the sets together.
 */
describe('income sources: what the writers write is what the readers read', () => {
  it('the spokesperson totals read the source a spokesperson commission is written under', () => {
    // The bug this seam was typed for: the reader asked for 'spokesperson', the payment wrote 'commission'.
    expect(COMMISSION_SOURCE).toBe(SOURCE_OF_ROLE.spokesperson);
  });

  it('the referral programmes write exactly the referral sources (a refund reverses those)', () => {
    expect(new Set(Object.values(SOURCE_OF_ROLE))).toEqual(new Set(REFERRAL_INCOME_SOURCES));
  });

  it('every selling line that pays income is a source, and every source is a referral programme or such a line', () => {
    const sellingLines: IncomeSource[] = [SHOP_GOODS_LINE, VIDEO_GOODS_LINE, CIRCLE_PAY_LINES.join, CIRCLE_PAY_LINES.view, ACTIVITY_FEE_LINE];
    expect(new Set(INCOME_SOURCES)).toEqual(new Set([...REFERRAL_INCOME_SOURCES, ...sellingLines]));
  });

  it('the wallet has a title of its own for every source, in both languages; an unknown stored value reads as plain income', () => {
    for (const source of INCOME_SOURCES) {
      expect(incomeTitle({ source }, 'zh-CN')).not.toBe('收入');
      expect(incomeTitle({ source }, 'en')).not.toBe('Income');
    }
    expect(incomeTitle({ source: 'spokesperson' }, 'zh-CN')).toBe('收入');
  });

  it('a stored value maps to the union, or to null when this build does not know it', () => {
    for (const source of INCOME_SOURCES) expect(incomeSourceOf(source)).toBe(source);
    expect(incomeSourceOf('spokesperson')).toBeNull();
    expect(incomeSourceOf('')).toBeNull();
  });
});
