import { describe, expect, it } from 'vitest';
import type { TCardView } from '@card/contract';
import { escapeHtml, renderCardHead } from './card-head';
import { fillShell, makeShell } from './page-shell';

const evil = '</script><script>alert(1)</script>';
const card: TCardView = {
  phoneIdEcr: 'evilCard000000000001',
  name: evil,
  avatarUrl: '',
  company: 'A&B "Co" <Ltd>',
  department: '',
  position: `O'Brien`,
  taxNumber: '',
  mobiles: [],
  phoneHidden: true,
  landline: '',
  fax: '',
  email: '',
  qq: '',
  weibo: '',
  wechatQrUrl: '',
  signature: '\u2028x',
  productService: '',
  title: '',
  themeId: 'classic',
  backgroundUrl: '',
  music: null,
  columns: [],
  honours: [],
  navPoint: null,
  isVip: false,
  isOwner: false,
};
const input = { card, link: 'https://c.example/multipage/card/evilCard000000000001', image: 'https://c.example/stc/mpQrCode.xhtml?a=1&b=2', avatar: '', siteName: '名片' };
const INDEX = '<!doctype html><html><head><title>名片</title>\n<!--app-head-->\n</head><body><div id="root"></div></body></html>';

const shell = makeShell(INDEX, '', { qrCode: '/q', register: '/r', downloadCenter: '/d' });
const page = (head: string, title: string) => fillShell(shell, { lang: 'zh-CN', title, head, body: '', script: '' });

describe('page shell', () => {
  it("drops the app's loading shell from #root, so the server fills #root with the card alone", () => {
    const withShell = INDEX.replace('<div id="root"></div>', '<div id="root"><!--app-shell--><div class="app-shell">…</div><!--/app-shell--></div>');
    const filled = fillShell(makeShell(withShell, '', shell.paths), { lang: 'zh-CN', title: 't', head: '', body: '<p>card</p>', script: '' });
    expect(filled).toContain('<div id="root"><p>card</p></div>');
    expect(filled).not.toContain('app-shell');
  });
});

describe('public card head', () => {
  const html = page(renderCardHead(input), card.name);

  it('escapes a script-closing name everywhere: title, meta attributes and JSON-LD', () => {
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('<meta property="og:title" content="&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;" />');
    // Exactly one script element opens and closes: the JSON-LD's own.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('keeps the JSON-LD valid JSON that decodes back to the exact name', () => {
    const json = html.match(/<script type="application\/ld\+json">([^<]*)<\/script>/)![1];
    const data = JSON.parse(json);
    expect(data).toMatchObject({ '@type': 'ProfilePage', mainEntity: { '@type': 'Person', name: evil, jobTitle: `O'Brien`, worksFor: { '@type': 'Organization', name: 'A&B "Co" <Ltd>' } } });
    expect(json).toContain('\\u003c/script\\u003e');
    expect(json).not.toMatch(/[<>&\u2028]/);
  });

  it('writes the Open Graph profile tags with escaped values', () => {
    expect(html).toContain('<meta property="og:type" content="profile" />');
    expect(html).toContain(`<meta property="og:description" content="O&#39;Brien · A&amp;B &quot;Co&quot; &lt;Ltd&gt; · \u2028x" />`);
    expect(html).toContain('<meta property="og:image" content="https://c.example/stc/mpQrCode.xhtml?a=1&amp;b=2" />');
    expect(html).toContain('<meta property="og:url" content="https://c.example/multipage/card/evilCard000000000001" />');
  });

  it('leaves hidden contact data out of the JSON-LD and adds visible ones', () => {
    const shown = renderCardHead({ ...input, card: { ...card, mobiles: ['13800138000'], email: 'a@b.cn' }, avatar: 'https://c.example/a.jpg' });
    const data = JSON.parse(shown.match(/ld\+json">([^<]*)</)![1]);
    expect(data.mainEntity).toMatchObject({ telephone: '13800138000', email: 'a@b.cn', image: 'https://c.example/a.jpg' });
    const none = JSON.parse(renderCardHead(input).match(/ld\+json">([^<]*)</)![1]);
    expect(none.mainEntity.telephone).toBeUndefined();
    expect(none.mainEntity.email).toBeUndefined();
  });

  it('escapes the five HTML specials and does not treat $ patterns in names specially', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(page('$&$1', '$`')).toContain('<title>$`</title>\n$&$1\n');
  });
});
