import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fFen, fenToYuanText, parseYuan } from './money';
import { formatIssue, formatRule } from './validation';
import { labelsFor } from '../areas';
import { LIMITS } from './limits';

/** A paid price: ¥0.01 to ¥100000; an optional one where blank means free. */
const PRICE = { minFen: 1, maxFen: 10_000_000 };
const FEE = { minFen: 0, maxFen: 10_000_000, blankFen: 0 };
const words = (raw: string, b = PRICE, lang: 'zh-CN' | 'en' = 'zh-CN') => {
  const r = parseYuan(raw, b);
  return r.ok ? r.fen : formatRule(r.token, 'priceFen', lang, labelsFor('shop.saveProduct'));
};

describe('parseYuan: a typed yuan amount as exact fen', () => {
  it('takes the lowest and the highest amount and refuses one fen past each', () => {
    expect(words('0.01')).toBe(1);
    expect(words('0.00')).toBe('售价须在0.01至100000元之间');
    expect(words('100000')).toBe(10_000_000);
    expect(words('100000.01')).toBe('售价须在0.01至100000元之间');
    expect(words('100000.01', PRICE, 'en')).toBe('price must be between ¥0.01 and ¥100000');
  });
  it('keeps two decimals and refuses a third instead of rounding', () => {
    expect(words('1.55')).toBe(155);
    expect(words('1.555')).toBe('售价最多两位小数');
    expect(words('1.555', PRICE, 'en')).toBe('price allows at most two decimals');
    expect(words('1.550')).toBe('售价最多两位小数');
  });
  it('refuses a negative amount instead of dropping it', () => {
    expect(words('-5')).toBe('售价须在0.01至100000元之间');
    expect(words('-5', FEE)).toBe('售价须在0至100000元之间');
  });
  it('refuses what is not an amount, in yuan words', () => {
    expect(words('abc')).toBe('售价须为金额，如 12.50');
    expect(words('1e3')).toBe('售价须为金额，如 12.50');
    expect(words('.')).toBe('售价须为金额，如 12.50');
    expect(words('1.2.3')).toBe('售价须为金额，如 12.50');
    expect(words('abc', PRICE, 'en')).toBe('price must be an amount in yuan, such as 12.50');
  });
  it('a blank is required, unless the field says what blank means', () => {
    expect(words('')).toBe('售价不能为空');
    expect(words('   ')).toBe('售价不能为空');
    expect(words('', FEE)).toBe(0);
  });
  it('cleans what people type: spaces, full-width digits, a yuan sign', () => {
    expect(words(' 1 ')).toBe(100);
    expect(words('１９．９')).toBe(1990);
    expect(words('¥19.9')).toBe(1990);
    expect(words('19.')).toBe(1900);
    expect(words('.5')).toBe(50);
  });
  it('stops a huge number before it loses precision', () => {
    expect(words('9999999999999')).toBe('售价须在0.01至100000元之间');
  });
});

describe('fenToYuanText', () => {
  it('writes yuan without float noise or trailing zeros', () => {
    expect([1, 10, 150, 100, 0, 10_000_000, -500].map(fenToYuanText)).toEqual(['0.01', '0.1', '1.5', '1', '0', '100000', '-5']);
  });
});

describe('fFen: the fen a call receives, refused in yuan words', () => {
  const body = z.object({ priceFen: fFen(1, 10_000_000) });
  const msg = (v: unknown, lang: 'zh-CN' | 'en' = 'zh-CN') => {
    const r = body.safeParse({ priceFen: v });
    return r.success ? r.data.priceFen : formatIssue(r.error.issues[0]!, lang, '', labelsFor('shop.saveProduct')).message;
  };
  it('takes integer fen from a form string or a JSON number, at both edges', () => {
    expect(msg('1')).toBe(1);
    expect(msg(10_000_000)).toBe(10_000_000);
  });
  it('refuses one past each edge, zero and negatives, in yuan', () => {
    expect(msg(0)).toBe('售价须在0.01至100000元之间');
    expect(msg('10000001')).toBe('售价须在0.01至100000元之间');
    expect(msg(-500)).toBe('售价须在0.01至100000元之间');
    expect(msg(-500, 'en')).toBe('price must be between ¥0.01 and ¥100000');
  });
  it('refuses a fraction of a fen (more than two decimals of yuan) instead of rounding', () => {
    expect(msg(155.5)).toBe('售价最多两位小数');
    expect(msg('155.5')).toBe('售价最多两位小数');
  });
  it('refuses what is not a number and a missing price', () => {
    expect(msg('abc')).toBe('售价须为金额，如 12.50');
    expect(msg('')).toBe('售价不能为空');
    expect(msg(undefined)).toBe('售价不能为空');
  });
  it('an optional price defaults to free', () => {
    expect(z.object({ p: fFen(0, 100).default(0) }).parse({}).p).toBe(0);
  });
});

describe('field labels of the micro-page calls (issue 32, item 7)', () => {
  it('an empty page title is the page title, not a material title', async () => {
    const { ZSavePageDraftBody } = await import('../content/content-pages.schemas');
    const r = ZSavePageDraftBody.safeParse({ id: 'abcdefgh12', title: '' });
    expect(formatIssue(r.error!.issues[0]!, 'zh-CN', '', labelsFor('content.savePageDraft')).message).toBe(`页面标题须为1-${LIMITS.content.pageTitleMax}个字符`);
  });
  it("a call button's empty number names the number to call, not an article picture", async () => {
    const { ZSavePageDraftBody } = await import('../content/content-pages.schemas');
    const r = ZSavePageDraftBody.safeParse({ id: 'abcdefgh12', title: 'T', blocks: [{ id: 'b1', type: 'button', label: '打电话', action: 'call', url: '' }] });
    const f = formatIssue(r.error!.issues[0]!, 'zh-CN', '', labelsFor('content.savePageDraft'));
    expect([f.field, f.message]).toEqual(['blocks.0.url', '拨打的电话号码不正确']);
    expect(formatIssue(r.error!.issues[0]!, 'en', '', labelsFor('content.savePageDraft')).message).toBe('number to call is incorrect');
  });
  it('a picture or video block with no file asks for the file, not for a link', async () => {
    const { ZSavePageDraftBody } = await import('../content/content-pages.schemas');
    const r = ZSavePageDraftBody.safeParse({
      id: 'abcdefgh12',
      title: 'T',
      blocks: [
        { id: 'b1', type: 'image', url: '', alt: '' },
        { id: 'b2', type: 'video', url: ' ' },
      ],
    });
    const say = (lang: 'zh-CN' | 'en') => r.error!.issues.map((i) => formatIssue(i, lang, '', labelsFor('content.savePageDraft'))).map((f) => `${f.field}: ${f.message}`);
    expect(say('zh-CN')).toEqual(['blocks.0.url: 请上传图片', 'blocks.1.url: 请选择视频']);
    expect(say('en')).toEqual(['blocks.0.url: Upload a picture', 'blocks.1.url: Choose a video']);
  });
});

describe('field labels of the withdrawal calls (issue 32, item 7)', () => {
  it('a withdrawal amount is refused as the 提现金额, for the wallet and the spokesperson alike', () => {
    for (const call of ['wallet.withdraw', 'wallet.spokespersonCashOut'] as const) {
      expect(formatRule({ rule: 'yuanDecimals' }, 'amountFen', 'zh-CN', labelsFor(call))).toBe('提现金额最多两位小数');
      expect(formatRule({ rule: 'yuanDecimals' }, 'amountFen', 'en', labelsFor(call))).toBe('withdrawal amount allows at most two decimals');
    }
  });
});
