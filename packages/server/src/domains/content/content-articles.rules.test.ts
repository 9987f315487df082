import { describe, expect, it } from 'vitest';
import { LIMITS, ZAddArticleBody, ZAddArticleFoldBody } from '@card/contract';
import {
  assertArticleRoom,
  assertFoldEmpty,
  assertFoldRoom,
  assertSortComplete,
  canWrite,
  companyReadable,
  countsAsView,
  foldUrl,
  imagesOf,
  keywordsOf,
  mirrorShowsArticles,
  ownerOf,
  sameOwner,
  textsOf,
  visibleTo,
} from './content-articles.rules';

const L = LIMITS.content;
const code = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (e) {
    return (e as { code: string }).code;
  }
};
const article = (over: Record<string, unknown> = {}) => ({ title: '标题', paragraphs: [{ type: 'text', text: '正文' }], ...over });
const ok = (over: Record<string, unknown>) => ZAddArticleBody.safeParse(article(over)).success;

describe('lengths at the edge and one past', () => {
  it('title, summary, paragraph text, paragraphs, keywords, fold name', () => {
    expect(ok({ title: 'a'.repeat(L.articleTitleMax) })).toBe(true);
    expect(ok({ title: 'a'.repeat(L.articleTitleMax + 1) })).toBe(false);
    expect(ok({ title: '' })).toBe(false);
    expect(ok({ summary: '摘'.repeat(L.articleSummaryMax) })).toBe(true);
    expect(ok({ summary: '摘'.repeat(L.articleSummaryMax + 1) })).toBe(false);
    expect(ok({ paragraphs: [{ type: 'text', text: '字'.repeat(L.articleParagraphTextMax) }] })).toBe(true);
    expect(ok({ paragraphs: [{ type: 'text', text: '字'.repeat(L.articleParagraphTextMax + 1) }] })).toBe(false);
    expect(ok({ paragraphs: [{ type: 'text', text: '第一行\n第二行' }] })).toBe(true);
    expect(ok({ paragraphs: Array(L.articleParagraphsMax).fill({ type: 'text', text: 'x' }) })).toBe(true);
    expect(ok({ paragraphs: Array(L.articleParagraphsMax + 1).fill({ type: 'text', text: 'x' }) })).toBe(false);
    expect(ok({ paragraphs: [] })).toBe(false);
    expect(ok({ paragraphs: [{ type: 'html', html: '<script>' }] })).toBe(false);
    expect(ok({ keywords: Array(L.articleKeywordsMax).fill('k') })).toBe(true);
    expect(ok({ keywords: Array(L.articleKeywordsMax + 1).fill('k') })).toBe(false);
    expect(ok({ keywords: ['k'.repeat(L.articleKeywordMax)] })).toBe(true);
    expect(ok({ keywords: ['k'.repeat(L.articleKeywordMax + 1)] })).toBe(false);
    expect(ZAddArticleFoldBody.safeParse({ name: '夹'.repeat(L.articleFoldNameMax) }).success).toBe(true);
    expect(ZAddArticleFoldBody.safeParse({ name: '夹'.repeat(L.articleFoldNameMax + 1) }).success).toBe(false);
  });

  it('folds and articles per owner: the last one fits, one past is refused', () => {
    expect(code(() => assertFoldRoom(L.articleFoldsMax - 1))).toBeNull();
    expect(code(() => assertFoldRoom(L.articleFoldsMax))).toBe('ARTICLE_FOLDS_FULL');
    expect(code(() => assertArticleRoom(L.articlesMax - 1))).toBeNull();
    expect(code(() => assertArticleRoom(L.articlesMax))).toBe('ARTICLES_FULL');
  });
});

describe('keywords', () => {
  it('a form sends them comma-joined, JSON as an array; stored trimmed, lower-cased, each once', () => {
    expect(ZAddArticleBody.parse(article({ keywords: 'Tea, 茶叶 ,tea' })).keywords).toEqual(['Tea', '茶叶', 'tea']);
    expect(keywordsOf(['Tea', '茶叶', 'tea', ' TEA '])).toEqual(['tea', '茶叶']);
    expect(ok({ keywords: ['a,b'] })).toBe(false);
    expect(ok({ keywords: ['a，b'] })).toBe(false);
  });
});

describe('fold url rewrite', () => {
  it('points at the visitor fold page with the card, both escaped', () => {
    expect(foldUrl('fold_1234', 'card-5678')).toBe('/multipleWdy/micro/show/fold?foldId=fold_1234&phoneIdEcr=card-5678');
    expect(foldUrl('a&b', 'c=d')).toBe('/multipleWdy/micro/show/fold?foldId=a%26b&phoneIdEcr=c%3Dd');
  });
});

describe('who sees what', () => {
  it("a sub card shows its master's articles only while bound and not switched off", () => {
    expect(mirrorShowsArticles('bound', undefined)).toBe(true);
    expect(mirrorShowsArticles('bound', true)).toBe(true);
    expect(mirrorShowsArticles('bound', false)).toBe(false);
    expect(mirrorShowsArticles('forbidden', true)).toBe(false);
    expect(mirrorShowsArticles(null, undefined)).toBe(false);
  });
  it("hidden articles only for their owner; company ones only for members; the owner's read is no view", () => {
    expect(visibleTo({ userId: 'u', state: 'published' }, null)).toBe(true);
    expect(visibleTo({ userId: 'u', state: 'hidden' }, null)).toBe(false);
    expect(visibleTo({ userId: 'u', state: 'hidden' }, 'v')).toBe(false);
    expect(visibleTo({ userId: 'u', state: 'hidden' }, 'u')).toBe(true);
    expect(companyReadable({ companyId: null }, null)).toBe(true);
    expect(companyReadable({ companyId: 'c' }, null)).toBe(false);
    expect(companyReadable({ companyId: 'c' }, { companyId: 'd' })).toBe(false);
    expect(companyReadable({ companyId: 'c' }, { companyId: 'c' })).toBe(true);
    expect(countsAsView('u', 'u')).toBe(false);
    expect(countsAsView('u', null)).toBe(true);
  });
  it('writes: own rows by their owner, company rows by any admin of that company', () => {
    const admin = { userId: 'a', companyId: 'c', companyRole: 'admin' };
    const member = { userId: 'm', companyId: 'c', companyRole: 'member' };
    expect(canWrite(admin, { userId: 'a', companyId: null })).toBe(true);
    expect(canWrite(admin, { userId: 'x', companyId: null })).toBe(false);
    expect(canWrite(admin, { userId: 'x', companyId: 'c' })).toBe(true);
    expect(canWrite(admin, { userId: 'x', companyId: 'd' })).toBe(false);
    expect(canWrite(member, { userId: 'm', companyId: 'c' })).toBe(false);
    expect(ownerOf(admin, 'company')).toEqual({ userId: 'a', companyId: 'c' });
    expect(code(() => ownerOf(member, 'company'))).toBe('NO_PERMISSION');
    expect(code(() => ownerOf({ userId: 'z', companyId: null, companyRole: null }, 'company'))).toBe('ARTICLE_NO_COMPANY');
    expect(sameOwner({ userId: 'a', companyId: null }, { userId: 'a', companyId: 'c' })).toBe(false);
    expect(sameOwner({ userId: 'a', companyId: 'c' }, { userId: 'b', companyId: 'c' })).toBe(true);
  });
});

describe('folds and texts', () => {
  it('a fold with articles is not deleted; an order names every fold once', () => {
    expect(code(() => assertFoldEmpty(1))).toBe('ARTICLE_FOLD_NOT_EMPTY');
    expect(code(() => assertFoldEmpty(0))).toBeNull();
    expect(code(() => assertSortComplete(['b', 'a'], ['a', 'b']))).toBeNull();
    expect(code(() => assertSortComplete(['a', 'a'], ['a', 'b']))).toBe('ARTICLE_FOLD_SORT_MISMATCH');
    expect(code(() => assertSortComplete(['a'], ['a', 'b']))).toBe('ARTICLE_FOLD_SORT_MISMATCH');
    expect(code(() => assertSortComplete(['a', 'c'], ['a', 'b']))).toBe('ARTICLE_FOLD_SORT_MISMATCH');
  });
  it('every text others read is filtered, every image checked', () => {
    const paragraphs = [
      { type: 'text' as const, text: 'p1' },
      { type: 'image' as const, url: 'u1' },
    ];
    expect(textsOf({ title: 't', summary: 's', paragraphs, keywords: ['k'] })).toEqual([
      ['title', 't'],
      ['summary', 's'],
      ['paragraphs', 'p1'],
      ['keywords', 'k'],
    ]);
    expect(imagesOf(paragraphs)).toEqual(['u1']);
  });
});
