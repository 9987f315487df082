import { describe, expect, it } from 'vitest';
import { fillIndexShell, previewImage, type ShellPage } from './share-shell-head';
import { activityContent, articleContent, beijingDay, caseContent, circleContent, productContent, reportContent, shopContent, shortText, videoContent } from './share-shell.rules';

const owner = { name: '张三', avatarUrl: '/files/avatars/a.png', phoneIdEcr: 'abcdefgh1234' };
const video = { title: '新品', intro: '', coverUrl: '/files/v.jpg', state: 'published', hidden: false, takenDownAt: null, deletedByOwnerAt: null };

describe('which items visitors may preview', () => {
  it('a video: published, shown, not taken down, not deleted', () => {
    expect(videoContent(video, owner, 'zh-CN')).toMatchObject({ title: '新品', description: '张三的微视频', image: '/files/v.jpg' });
    for (const bad of [{ state: 'draft' }, { hidden: true }, { takenDownAt: new Date() }, { deletedByOwnerAt: new Date() }]) {
      expect(videoContent({ ...video, ...bad }, owner, 'zh-CN')).toBeNull();
    }
  });

  it('a product: on the shelf, not deleted, its shop open; the price leads the description', () => {
    const p = { name: '茶', intro: '', coverUrl: '/files/p.jpg', priceFen: 1990, onShelf: true, deletedAt: null, shop: { name: '小店', closed: false } };
    expect(productContent(p, owner)?.description).toBe('¥19.90 · 小店');
    expect(productContent({ ...p, onShelf: false }, owner)).toBeNull();
    expect(productContent({ ...p, deletedAt: new Date() }, owner)).toBeNull();
    expect(productContent({ ...p, shop: { name: '小店', closed: true } }, owner)).toBeNull();
    expect(productContent({ ...p, shop: null }, owner)).toBeNull();
  });

  it('a shop: open; none or closed is no preview', () => {
    const s = { name: '小店', intro: '', logoUrl: '', kind: 'catering', closed: false };
    expect(shopContent(s, owner, 'zh-CN')?.description).toBe('张三的餐饮店');
    expect(shopContent(s, owner, 'en')?.description).toBe("张三's restaurant");
    expect(shopContent({ ...s, closed: true }, owner, 'zh-CN')).toBeNull();
    expect(shopContent(null, owner, 'zh-CN')).toBeNull();
  });

  it('an activity or registration page: anything but a draft or a deleted one; day in Beijing time', () => {
    const a = { kind: 'activity', title: '发布会', intro: '', coverUrl: '', status: 'ACTIVE', deletedAt: null, startTime: new Date('2026-04-30T17:00:00Z'), address: '上海' };
    expect(activityContent(a, owner, 'zh-CN')?.description).toBe('2026-05-01 · 上海');
    expect(activityContent({ ...a, startTime: null, address: '' }, owner, 'zh-CN')?.description).toBe('张三邀请你报名');
    expect(activityContent({ ...a, status: 'cancelled' }, owner, 'zh-CN')).not.toBeNull();
    expect(activityContent({ ...a, status: 'draft' }, owner, 'zh-CN')).toBeNull();
    expect(activityContent({ ...a, deletedAt: new Date() }, owner, 'zh-CN')).toBeNull();
    expect(beijingDay(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
  });

  it('an article: published and not a company centre article; summary, else its first paragraph; cover, else first image', () => {
    const body = JSON.stringify([
      { type: 'image', url: '/files/i.png' },
      { type: 'text', text: '第一段\n正文' },
    ]);
    const a = { title: '文章', summary: '', coverUrl: null, body, state: 'published', companyId: null };
    expect(articleContent(a, owner)).toMatchObject({ description: '第一段 正文', image: '/files/i.png' });
    expect(articleContent({ ...a, state: 'hidden' }, owner)).toBeNull();
    expect(articleContent({ ...a, companyId: 'c1' }, owner)).toBeNull();
    expect(articleContent({ ...a, body: 'not json' }, owner)?.description).toBe('');
  });

  it('a design case: approved (normal) and shown only', () => {
    const c = { title: '客厅', description: '', coverUrl: null, images: '["/files/c1.jpg"]', state: 'normal', hidden: false };
    expect(caseContent(c, owner, 'zh-CN')).toMatchObject({ image: '/files/c1.jpg', description: '张三的设计案例' });
    for (const state of ['auditing', 'forbidden', 'appealing']) expect(caseContent({ ...c, state }, owner, 'zh-CN')).toBeNull();
    expect(caseContent({ ...c, hidden: true }, owner, 'zh-CN')).toBeNull();
  });

  it('a circle: normal or warned; banned and dissolved are not previewed', () => {
    const c = { name: '读书会', description: '每周一本', avatarUrl: null, state: 'normal', memberCount: 1 };
    expect(circleContent(c, owner, 'zh-CN')).toMatchObject({ title: '邀请你加入「读书会」', description: '1 位成员 · 每周一本' });
    expect(circleContent(c, owner, 'en')?.description).toBe('1 member · 每周一本');
    expect(circleContent({ ...c, state: 'warned' }, owner, 'zh-CN')).not.toBeNull();
    for (const state of ['banned', 'dissolved']) expect(circleContent({ ...c, state }, owner, 'zh-CN')).toBeNull();
  });

  it('an annual report names its owner and year, and nothing of the figures', () => {
    expect(reportContent({ year: 2025 }, owner, 'zh-CN')).toMatchObject({ title: '张三的 2025 年度报告', image: '', ownerAvatar: owner.avatarUrl });
    expect(reportContent({ year: 2025 }, null, 'zh-CN')).toBeNull();
  });

  it('descriptions are one line of at most 120 characters', () => {
    expect(shortText('a\n\n b')).toBe('a b');
    const long = shortText('字'.repeat(200));
    expect([...long]).toHaveLength(120);
    expect(long.endsWith('…')).toBe(true);
  });
});

const page = (over: Partial<ShellPage> = {}): ShellPage => ({
  content: { title: '新品', description: '好看', image: '/files/v.jpg', ownerAvatar: '/files/a.png' },
  ogType: 'video.other',
  url: 'https://card.example/multipage/microvideo/shortVideo/v1',
  origin: 'https://card.example',
  siteIcon: 'https://card.example/icon.png',
  siteName: '数字名片',
  lang: 'zh-CN',
  inWeChat: false,
  links: { home: '/multipage/acc/acc_home', register: '/multipage/acc/register' },
  ...over,
});
const INDEX =
  '<!doctype html><html lang="zh-CN"><head><title>名片</title>\n<!--app-head-->\n<script type="module" src="/multipage/assets/app.js"></script></head><body><div id="root"><!--app-shell-->x<!--/app-shell--></div></body></html>';

describe('the shell page', () => {
  it('picks the item picture, else the owner avatar, else the site icon; always absolute', () => {
    expect(previewImage(page())).toBe('https://card.example/files/v.jpg');
    expect(previewImage(page({ content: { ...page().content, image: '' } }))).toBe('https://card.example/files/a.png');
    expect(previewImage(page({ content: { ...page().content, image: 'builtin:x', ownerAvatar: '' } }))).toBe('https://card.example/icon.png');
  });

  it('keeps the app (its scripts and loading shell) and adds title, tags and the noscript block', () => {
    const html = fillIndexShell(INDEX, page());
    expect(html).toContain('<title>新品</title>');
    expect(html).toContain('<script type="module" src="/multipage/assets/app.js"></script>');
    expect(html).toContain('<!--app-shell-->x<!--/app-shell-->');
    for (const tag of [
      'og:type" content="video.other',
      'og:title" content="新品',
      'og:description" content="好看',
      'og:image" content="https://card.example/files/v.jpg',
      'og:url" content="https://card.example/multipage/microvideo/shortVideo/v1',
      'og:site_name" content="数字名片',
      'twitter:card" content="summary_large_image',
    ]) {
      expect(html).toContain(tag);
    }
    expect(html).toMatch(/<div id="root"><noscript>.*<h1[^>]*>新品<\/h1>.*href="\/multipage\/acc\/register".*<\/noscript><!--app-shell-->/s);
    expect(html).not.toContain('wx-share');
  });

  it('in WeChat adds the share data, the JS-SDK and the served share script', () => {
    const html = fillIndexShell(INDEX, page({ inWeChat: true }));
    const data = JSON.parse(/<script type="application\/json" id="wx-share">([^<]*)<\/script>/.exec(html)![1]!);
    expect(data).toEqual({ title: '新品', desc: '好看', link: 'https://card.example/multipage/microvideo/shortVideo/v1', imgUrl: 'https://card.example/files/v.jpg' });
    expect(html).toMatch(/jweixin-1\.6\.0\.js"><\/script><script src="\/multipage\/card-assets\/wx-share\.js"><\/script><\/body>/);
  });

  it('escapes user content everywhere it goes', () => {
    const evil = '</title><script>alert(1)</script>"\'&';
    const html = fillIndexShell(INDEX, page({ inWeChat: true, content: { title: evil, description: evil, image: '', ownerAvatar: '' } }));
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;</title>');
    expect(html).toContain('\\u003c/title\\u003e\\u003cscript\\u003e');
  });
});
