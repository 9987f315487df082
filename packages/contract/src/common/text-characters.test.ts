import { describe, expect, it } from 'vitest';
import type { ZodTypeAny } from 'zod';
import { ZUpdateNameBody, ZUpdateSignatureBody, ZUpdateTitleBody, ZUpdateProductServiceBody, ZUpdateSocialBody } from '../card/card.schemas';
import { ZAddColumnBody, ZAddHonourBody } from '../card/card-lists.schemas';
import { ZAddLinkSetBody } from '../links/links.schemas';
import { ZSearchMusicsBody } from '../card/card.schemas';
import { fOptText, fText, textCharacterRule } from './form';
import { codeOfRule, formatIssue } from './validation';

/** The catalogue code and field the server answers for a body (first failing rule), or 'accepted'. */
const verdict = (schema: ZodTypeAny, body: unknown) => {
  const res = schema.safeParse(body);
  if (res.success) return 'accepted';
  const issue = formatIssue(res.error.issues[0]!, 'zh-CN');
  return `${codeOfRule(issue.rule)} ${issue.field}`;
};

describe('textCharacterRule', () => {
  it('refuses C0 controls and DEL everywhere, keeps tab', () => {
    for (const c of ['\u0000', '\u0001', '\u0008', '\u000B', '\u000C', '\u000E', '\u001B', '\u001F', '\u007F']) {
      expect(textCharacterRule(`a${c}b`), JSON.stringify(c)).toBe('controlChar');
      expect(textCharacterRule(`a${c}b`, { multiline: true }), JSON.stringify(c)).toBe('controlChar');
    }
    expect(textCharacterRule('a\tb')).toBeNull();
    // The first printable characters past the ranges are plain text.
    expect(textCharacterRule(' ~\u0080\u00a0中文😀')).toBeNull();
  });

  it('refuses CR, LF and Unicode line breaks in a single line, accepts them in a multi-line text', () => {
    for (const c of ['\n', '\r', '\r\n', '\u0085', '\u2028', '\u2029']) {
      expect(textCharacterRule(`a${c}b`), JSON.stringify(c)).toBe('lineBreak');
      expect(textCharacterRule(`a${c}b`, { multiline: true }), JSON.stringify(c)).toBeNull();
    }
  });
});

describe('single-line fields refuse line breaks with TEXT_LINE_BREAK naming the field', () => {
  it('card name, link set name, weibo, search keyword', () => {
    expect(verdict(ZUpdateNameBody, { name: '张\n三' })).toBe('TEXT_LINE_BREAK name');
    expect(verdict(ZUpdateNameBody, { name: '张\r三' })).toBe('TEXT_LINE_BREAK name');
    expect(verdict(ZUpdateNameBody, { name: '张三' })).toBe('accepted');
    expect(verdict(ZAddLinkSetBody, { name: 'a\r\nb' })).toBe('TEXT_LINE_BREAK name');
    expect(verdict(ZUpdateSocialBody, { qq: '', weibo: 'x\ny' })).toBe('TEXT_LINE_BREAK weibo');
    expect(verdict(ZSearchMusicsBody, { keyword: '歌\n曲' })).toBe('TEXT_LINE_BREAK keyword');
    expect(verdict(ZAddColumnBody, { name: '简\n介', content: '' })).toBe('TEXT_LINE_BREAK name');
    expect(verdict(ZAddHonourBody, { title: '一\n等奖', content: '' })).toBe('TEXT_LINE_BREAK title');
  });

  it('a trailing newline is trimmed away, not refused', () => {
    expect(verdict(ZUpdateNameBody, { name: '张三\n' })).toBe('accepted');
  });
});

describe("multi-line fields (the client's textareas) keep line breaks but refuse control characters", () => {
  it.each([
    ['signature', ZUpdateSignatureBody],
    ['title', ZUpdateTitleBody],
    ['productService', ZUpdateProductServiceBody],
  ] as const)('%s', (field, schema) => {
    expect(verdict(schema, { [field]: '第一行\n第二行\r\n第三行' })).toBe('accepted');
    expect(verdict(schema, { [field]: 'before\u0000after' })).toBe(`TEXT_CONTROL_CHAR ${field}`);
  });
  it('column and honour content', () => {
    expect(verdict(ZAddColumnBody, { name: '简介', content: 'a\nb' })).toBe('accepted');
    expect(verdict(ZAddHonourBody, { title: '一等奖', content: 'a\nb' })).toBe('accepted');
    expect(verdict(ZAddHonourBody, { title: '一等奖', content: 'a\u001bb' })).toBe('TEXT_CONTROL_CHAR content');
  });
});

describe('the character rule comes before the length rule, and the length edges stay', () => {
  const name = fText(1, 3);
  const opt = fOptText(3);
  it('at the edge and one past it', () => {
    expect(name.safeParse('abc').success).toBe(true);
    expect(name.safeParse('abcd').success).toBe(false);
    expect(opt.safeParse('abc').success).toBe(true);
    expect(opt.safeParse('abcd').success).toBe(false);
  });
  it('a control character in an over-long text is named as such', () => {
    const res = name.safeParse('ab\u0000cdef');
    expect(res.success).toBe(false);
    expect(formatIssue(res.error!.issues[0]!, 'en').message).toMatch(/control characters/);
  });
});
