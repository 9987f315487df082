import { describe, expect, it } from 'vitest';
import { renderMicroPageNotFound, renderPublishedPage } from '@card/contract';
import { completeMicroPageHead } from './share-shell-micro';

const o = { siteIcon: 'https://card.example/icon.png', siteName: '数字名片', inWeChat: false };
const published = (title: string) =>
  renderPublishedPage({
    page: { kind: 'page', title, content: { blocks: [{ id: 't1', type: 'text', style: 'paragraph', text: '欢迎 & 你好' }] } } as never,
    publicId: 'pubABCDEFGH',
    origin: 'https://card.example',
    lang: 'zh-CN',
    cardPath: '/multipage/card/x',
  });

describe('micro page preview completed', () => {
  it('adds type article, site name, twitter card and the site icon when the page has no picture', () => {
    const html = completeMicroPageHead(published('春茶'), o);
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).not.toContain('content="website"');
    expect(html).toContain('<meta property="og:site_name" content="数字名片">');
    expect(html).toContain('<meta property="og:image" content="https://card.example/icon.png">');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).not.toContain('wx-share');
  });

  it('in WeChat adds the share set-up with the decoded words, still inert', () => {
    const html = completeMicroPageHead(published('</script><b>"春茶"'), { ...o, inWeChat: true });
    const data = JSON.parse(/<script type="application\/json" id="wx-share">([^<]*)<\/script>/.exec(html)![1]!);
    expect(data).toEqual({ title: '</script><b>"春茶"', desc: '欢迎 & 你好', link: 'https://card.example/multipage/p/pubABCDEFGH', imgUrl: 'https://card.example/icon.png' });
    expect(html).toMatch(/<script src="\/multipage\/card-assets\/wx-share\.js"><\/script><\/body>/);
    expect(html).not.toContain('</script><b>');
  });

  it('leaves the not-found page alone', () => {
    const nf = renderMicroPageNotFound('zh-CN');
    expect(completeMicroPageHead(nf, { ...o, inWeChat: true })).toBe(nf);
  });
});
