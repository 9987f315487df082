import { describe, expect, it } from 'vitest';
import { AVATAR_PERSON_GLYPH, LIMITS, cardPageTextsOf, type TCardView } from '@card/contract';
import { avatarStandIn, renderCardBody, scriptTexts, type CardPageInput } from './card-page';

const evil = '<img src=x onerror=alert(1)>';
const card: TCardView = {
  phoneIdEcr: 'cardAAAAAAAAAAAAAAAA',
  name: evil,
  avatarUrl: 'javascript:alert(1)',
  company: 'A&B',
  department: '',
  position: '',
  taxNumber: '',
  mobiles: ['13800138000'],
  phoneHidden: false,
  landline: '',
  fax: '',
  email: 'a@b.cn',
  qq: '',
  weibo: '',
  wechatQrUrl: '',
  signature: '',
  productService: `line1\n${evil}`,
  title: '',
  themeId: 'no-such-theme',
  backgroundUrl: 'https://x.cn/a.png") ; background:url(evil',
  music: null,
  columns: [{ id: 'c1', name: evil, content: evil }],
  honours: [{ id: 'h1', title: evil, content: '', imageUrl: '', awardedOn: '2025-01' }],
  navPoint: { id: 'p1', name: 'A&B 大厦', address: '路"1"号', province: '', city: '', lat: 39.9, lng: 116.4 },
  isVip: true,
  isOwner: false,
};
const base: CardPageInput = {
  card,
  linkSets: [
    {
      id: 's1',
      name: '我的链接',
      links: [
        { id: 'l1', title: evil, url: 'https://a.cn/?q=1&r=2' },
        { id: 'l2', title: 'bad', url: 'javascript:alert(1)' },
      ],
    },
  ],
  albums: [
    {
      id: 'a1',
      name: evil,
      photos: [
        { id: 'p1', url: '/files/albums/a.webp', thumbs: {} },
        { id: 'p2', url: 'javascript:x', thumbs: {} },
      ],
    },
  ],
  texts: cardPageTextsOf('zh-CN'),
  viewer: { loggedIn: false, isOwner: false, rank: null },
  inWeChat: false,
  paths: { qrCode: '/multipage/stc/mpQrCode', register: '/multipage/acc/register', downloadCenter: '/d' },
};

describe('server-rendered public card', () => {
  const html = renderCardBody(base);

  it('renders user text inert: no tag from user content survives', () => {
    expect(html).not.toContain('<img src=x');
    expect(html.match(/&lt;img src=x onerror=alert\(1\)&gt;/g)!.length).toBeGreaterThanOrEqual(4);
  });

  it('renders micro links through the counting redirect, escaped, and drops anything not http(s)', () => {
    expect(html).toContain('<a href="/fun/link/l1" target="_blank" rel="noopener noreferrer nofollow ugc" data-testid="mini-link">&lt;img');
    expect(html.match(/data-testid="mini-link"/g)).toHaveLength(1);
  });

  it("shows a master's pushes in their own section (issue 31): titled with where they come from, inert, links straight and http(s) only", () => {
    const mirrored = renderCardBody({
      ...base,
      mirror: {
        from: evil,
        contents: [
          { contentType: 'basic', basic: { company: evil, productService: evil, taxNumber: 'T1', landline: '021-1', fax: '' } },
          {
            contentType: 'links',
            links: [
              {
                name: evil,
                links: [
                  { title: 'M', url: 'https://a.cn/?q=1&r=2' },
                  { title: 'bad', url: 'javascript:alert(1)' },
                ],
              },
            ],
          },
        ],
      },
    });
    const section = /<section class="card-section" data-testid="card-mirror">.*?<\/section>/s.exec(mirrored)![0];
    expect(section).toContain('<h3>来自 &lt;img src=x onerror=alert(1)&gt;</h3>');
    expect(section).not.toContain('<img src=x');
    expect(section).toContain('<a href="https://a.cn/?q=1&amp;r=2" target="_blank"');
    expect(section.match(/data-testid="mirror-link"/g)).toHaveLength(1);
    // the card's own fields are the card's: no tax number of the master's among them
    expect(/<dl class="card-fields" data-testid="card-fields">.*?<\/dl>/s.exec(mirrored)![0]).not.toContain('T1');
    expect(html).not.toContain('card-mirror');
  });

  it('offers an own avatar in sized variants and leaves a WeChat avatar as it is', () => {
    const own = renderCardBody({ ...base, card: { ...card, avatarUrl: '/files/avatars/u.webp' } });
    expect(own).toContain('<img src="/files/avatars/u.webp?w=160" srcset="/files/avatars/u.webp?w=320 2x, /files/avatars/u.webp?w=480 3x" alt="" width="144" height="144">');
    const wx = renderCardBody({ ...base, card: { ...card, avatarUrl: 'https://thirdwx.qlogo.cn/a/132' } });
    expect(wx).toContain('<img src="https://thirdwx.qlogo.cn/a/132" alt="" width="144" height="144">');
  });

  it('shows open albums with their photos, names escaped, unsafe photo URLs dropped', () => {
    // Sized variants for 1x/2x/3x screens (issue 35): the 120 px tile takes the 160 px one, 320 and 480 on denser screens.
    expect(html).toContain(
      '<img src="/files/albums/a.webp?w=160" srcset="/files/albums/a.webp?w=320 2x, /files/albums/a.webp?w=480 3x" alt="" width="240" height="240" loading="lazy" data-testid="album-photo">',
    );
    expect(html.match(/data-testid="album-photo"/g)).toHaveLength(1);
    expect(html).toContain('<h4>&lt;img src=x');
  });

  it('drops unsafe avatar and background URLs and unknown themes', () => {
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('background-image');
    expect(html).toContain('data-theme="classic"');
  });

  it('shows visible phones as tel: links, and only the hint when the phone is hidden', () => {
    expect(html).toContain('<a href="tel:13800138000" data-testid="mobile">13800138000</a>');
    const hidden = renderCardBody({ ...base, card: { ...card, mobiles: [], phoneHidden: true } });
    expect(hidden).toContain('data-testid="phone-hidden"');
    expect(hidden).not.toContain('tel:13800138000');
  });

  it('offers the four map services with encoded links in a hidden chooser', () => {
    expect(html).toContain('data-sheet hidden');
    for (const s of ['amap', 'baidu', 'tencent', 'apple']) expect(html).toContain(`data-map="${s}"`);
    expect(html).toContain('name=A%26B%20%E5%A4%A7%E5%8E%A6');
    expect(html).not.toContain('A&B 大厦&');
  });

  it('a navigation point without coordinates opens each map app by a search of its address, never a marker', () => {
    const unplaced = renderCardBody({
      ...base,
      card: { ...card, navPoint: { id: 'p2', name: '总部', address: '陆家嘴环路1000号', province: '上海市', city: '上海市', lat: null, lng: null } },
    });
    const hrefs = [...unplaced.matchAll(/href="([^"]+)"[^>]*data-map="(\w+)"/g)].map((m) => [m[2], new URL(m[1]!.replaceAll('&amp;', '&'))] as const);
    expect(hrefs.map(([s]) => s)).toEqual(['amap', 'baidu', 'tencent', 'apple']);
    const by = Object.fromEntries(hrefs);
    expect(`${by.amap!.origin}${by.amap!.pathname}`).toBe('https://uri.amap.com/search');
    expect(by.amap!.searchParams.get('keyword')).toBe('上海市陆家嘴环路1000号');
    expect(by.baidu!.searchParams.get('address')).toBe('上海市陆家嘴环路1000号');
    expect(by.tencent!.searchParams.get('keyword')).toBe('上海市陆家嘴环路1000号');
    expect(by.apple!.searchParams.get('q')).toBe('上海市陆家嘴环路1000号');
    expect(unplaced).not.toMatch(/amap\.com\/marker|baidu\.com\/marker|v1\/marker|apple\.com\/\?ll=/);
  });

  it('links the vCard for a normal browser; inside WeChat the button opens the save guide, which still offers it', () => {
    expect(html).toContain('href="/stc/cardAAAAAAAAAAAAAAAA/card.vcf"');
    expect(html).not.toContain('data-testid="wechat-hint"');
    const wx = renderCardBody({ ...base, inWeChat: true });
    expect(wx).toMatch(/<button[^>]*data-testid="save-contact" data-hint="download"/);
    expect(wx).toContain('data-testid="wechat-hint" data-kind="share" hidden');
    expect(wx).toContain('data-testid="wechat-hint" data-kind="download" hidden');
    expect(wx).toMatch(/<a class="btn btn-primary" href="\/stc\/cardAAAAAAAAAAAAAAAA\/card.vcf"[^>]*data-testid="save-guide-vcard"/);
    expect(wx).not.toMatch(/>请在浏览器中打开</);
  });

  it('invites a logged-out visitor, says nothing to a logged-in one, shows the owner their rank', () => {
    expect(html).toContain('data-testid="visitor-bar"');
    expect(renderCardBody({ ...base, viewer: { loggedIn: true, isOwner: false, rank: null } })).not.toContain('viewer-bar');
    const owner = renderCardBody({ ...base, viewer: { loggedIn: true, isOwner: true, rank: { rank: 2, total: 9, visits: 5, days: 7 } } });
    expect(owner).toContain('近7天访问 5 次，排名第 2 / 9');
    // 导出名片 (issue 34) for the owner only, where the app's exports screen is served.
    const withExports = { ...base, paths: { ...base.paths, exports: '/multipage/stc/cardExports' } };
    expect(renderCardBody({ ...withExports, viewer: { loggedIn: true, isOwner: true, rank: null } })).toMatch(
      /<a href="\/multipage\/stc\/cardExports" data-testid="open-exports">导出名片<\/a>/,
    );
    expect(renderCardBody(withExports)).not.toContain('open-exports');
  });
});

describe('avatar stand-in', () => {
  it('draws the initials of a real name in SVG (a Chinese name\'s given name), and a silhouette for a masked phone (never "1")', () => {
    expect(avatarStandIn('李四')).toMatch(/^<svg [^>]*data-testid="avatar-initials".*>李四<\/text><\/svg>$/);
    expect(avatarStandIn('张三丰')).toContain('>三丰</text>');
    expect(avatarStandIn('anna li')).toContain('>AL</text>');
    expect(avatarStandIn('139****5679')).toContain('avatar-placeholder');
    expect(avatarStandIn('139****5679').startsWith('<svg')).toBe(true);
    // The icon set's person glyph (the app draws the same through lucide-react), and no digit of the masked phone.
    expect(avatarStandIn('139****5679')).toContain(AVATAR_PERSON_GLYPH);
    expect(avatarStandIn('139****5679')).not.toMatch(/\d<\/text>|>1</);
    expect(avatarStandIn('')).toContain('avatar-placeholder');
  });
  it('draws no markup from the name: only letters become initials, escaped', () => {
    expect(avatarStandIn('<script>')).toContain('>S</text>');
    expect(avatarStandIn('<>&"')).toContain('avatar-placeholder');
  });
});

describe('complaint link on the card page (customer service, issue 17)', () => {
  const withComplaint = { ...base, paths: { ...base.paths, complaint: '/multipage/customer/client/complaint' } };
  it('offers visitors 投诉 about this card; the owner gets none', () => {
    expect(renderCardBody(withComplaint)).toContain('href="/multipage/customer/client/complaint?target=cardAAAAAAAAAAAAAAAA" data-testid="card-complaint">投诉</a>');
    expect(renderCardBody({ ...withComplaint, viewer: { loggedIn: true, isOwner: true, rank: null } })).not.toContain('card-complaint');
  });
});

describe('exchange and collect on the card page (issue 31)', () => {
  it("a visitor gets 交换名片 and 收藏, both leading to the app's screen of this card; the owner gets neither", () => {
    const withExchange = { ...base, paths: { ...base.paths, exchange: '/multipage/rel/exchangeCard' } };
    const visitor = renderCardBody(withExchange);
    expect(visitor).toContain(`href="/multipage/rel/exchangeCard?phoneIdEcr=${card.phoneIdEcr}" data-testid="exchange-card"`);
    expect(visitor).toContain(`href="/multipage/rel/exchangeCard?phoneIdEcr=${card.phoneIdEcr}#collect" data-testid="collect-card"`);
    expect(visitor).toContain('交换名片');
    const owner = renderCardBody({ ...withExchange, viewer: { ...withExchange.viewer, isOwner: true } });
    expect(owner).not.toContain('data-testid="exchange-card"');
    expect(owner).not.toContain('data-testid="collect-card"');
  });
});

describe('visitor radar on the card page', () => {
  const withAsk = { ...base, paths: { ...base.paths, advisory: '/multipage/accessRadar/advisory' } };
  it('offers visitors the consultation link; the owner gets none', () => {
    expect(renderCardBody(withAsk)).toContain('href="/multipage/accessRadar/advisory/cardAAAAAAAAAAAAAAAA" data-testid="advisory"');
    expect(renderCardBody({ ...withAsk, viewer: { loggedIn: true, isOwner: true, rank: null } })).not.toContain('data-testid="advisory"');
  });
  it("offers visitors 留下我的名片 (share back, issue 34) as a plain link to the app's form; the owner gets none", () => {
    const withShareBack = { ...base, paths: { ...base.paths, shareBack: '/multipage/rel/shareBack' } };
    expect(renderCardBody(withShareBack)).toContain('href="/multipage/rel/shareBack/cardAAAAAAAAAAAAAAAA" data-testid="share-back">留下我的名片</a>');
    expect(renderCardBody({ ...withShareBack, viewer: { loggedIn: true, isOwner: true, rank: null } })).not.toContain('data-testid="share-back"');
  });
  it("gives the beacon the card id for visitors only (the owner's actions are never sent)", () => {
    expect(scriptTexts(cardPageTextsOf('zh-CN'), card).radar).toEqual({ url: '/accessRadar/beacon.xhtml', id: card.phoneIdEcr, max: LIMITS.network.beaconActionsMax });
    expect(scriptTexts(cardPageTextsOf('zh-CN'), { ...card, isOwner: true })).not.toHaveProperty('radar');
  });
});

describe("the owner's shop and activities on the card page", () => {
  const withPaths = { ...base, paths: { ...base.paths, vshop: '/multipage/vshop/home', catering: '/multipage/catering/home', activities: '/multipage/activity/list' } };
  it('shows no section when the owner has neither', () => {
    expect(renderCardBody({ ...withPaths, modules: { shop: null, activities: 0 } })).not.toContain('card-more');
  });
  it('links a retail shop to its waterfall and a catering shop to its page, with the shop name escaped', () => {
    const retail = renderCardBody({ ...withPaths, modules: { shop: { name: evil, kind: 'retail' }, activities: 0 } });
    expect(retail).toContain('href="/multipage/vshop/home/cardAAAAAAAAAAAAAAAA" data-testid="card-vshop"');
    expect(retail).not.toContain(evil);
    const catering = renderCardBody({ ...withPaths, modules: { shop: { name: '小馆', kind: 'catering' }, activities: 0 } });
    expect(catering).toContain('href="/multipage/catering/home/cardAAAAAAAAAAAAAAAA"');
    expect(catering).toContain('餐饮');
  });
  it('links the current activities with their count', () => {
    const html = renderCardBody({ ...withPaths, modules: { shop: null, activities: 3 } });
    expect(html).toContain('href="/multipage/activity/list/cardAAAAAAAAAAAAAAAA" data-testid="card-activities"><span>活动</span><span class="muted">3</span>');
  });
});

describe("the owner's content sections on the card page (issue 31)", () => {
  const item = (title: string, href: string, cover = '') => ({ title, cover, href });
  const content: CardPageInput['content'] = [
    {
      key: 'articles',
      items: [item(evil, '/multipage/multipleWdy/micro/show/article?articleId=a1&phoneIdEcr=x', '/files/a.webp')],
      more: '/multipage/multipleWdy/micro/show/articles?phoneIdEcr=x',
    },
    { key: 'microPages', items: [item('春季传单', '/multipage/p/pub1', 'javascript:alert(1)')], more: null },
    { key: 'videos', items: [item('视频', '/multipage/microvideo/shortVideo/v1')], more: '/multipage/microvideo/card/x' },
    { key: 'cases', items: [item('案例', '/multipage/designCase/showCase/c1')], more: '/multipage/designCase/cases/x' },
    { key: 'circles', items: [item('圈子"A"', '/multipage/circle/CircleJoinInfo/k1')], more: null },
  ];
  const edit = {
    links: '/multipage/themes/linkSets',
    albums: '/multipage/photo/albums',
    articles: '/multipage/mini/articles',
    microPages: '/multipage/acc/acc_home_edit',
    videos: '/multipage/microvideo/manageVideo',
    cases: '/multipage/designCase/myCase',
    circles: '/multipage/circle/MyOrganizations',
    shop: '/multipage/shop/manage',
    activities: '/multipage/activity/index',
  };
  const visitor = renderCardBody({ ...base, content, edit });
  const owner = renderCardBody({
    ...base,
    content,
    edit,
    card: { ...card, isOwner: true },
    viewer: { loggedIn: true, isOwner: true, rank: null },
    modules: { shop: { name: '店', kind: 'retail' }, activities: 1 },
    paths: { ...base.paths, vshop: '/v', activities: '/a' },
  });

  it('shows each section that has items, titled in the page language, each item linking to its public page', () => {
    for (const k of ['articles', 'microPages', 'videos', 'cases', 'circles']) expect(visitor).toContain(`data-testid="card-sec-${k}"><h3>`);
    expect(visitor).toContain('<h3>文章</h3>');
    expect(visitor).toContain('<h3>微页与V传单</h3>');
    expect(visitor).toContain('href="/multipage/multipleWdy/micro/show/article?articleId=a1&amp;phoneIdEcr=x" data-testid="section-item"');
    expect(visitor).toContain('href="/multipage/p/pub1" data-testid="section-item"');
    expect(visitor.match(/data-testid="section-item"/g)).toHaveLength(5);
    expect(renderCardBody({ ...base, content, edit, texts: cardPageTextsOf('en') })).toContain('<h3>Micro pages and leaflets</h3>');
  });

  it('leaves out a section absent from the input (no items, or a module the owner hid)', () => {
    const none = renderCardBody({ ...base, edit });
    expect(none).not.toContain('card-sec-');
    const some = renderCardBody({ ...base, content: content.filter((s) => s.key !== 'videos'), edit });
    expect(some).not.toContain('card-sec-videos');
    expect(some).toContain('card-sec-cases');
  });

  it('escapes titles and keeps only our files or http(s) pictures', () => {
    expect(visitor).not.toContain('<img src=x');
    expect(visitor).toContain('<span class="sec-title">&lt;img src=x onerror=alert(1)&gt;</span>');
    expect(visitor).toContain('<span class="sec-title">圈子&quot;A&quot;</span>');
    expect(visitor).toContain('<img src="/files/a.webp?w=160" alt="" width="84" height="84" loading="lazy">');
    expect(visitor).not.toContain('javascript:');
  });

  it('offers "see all" where the owner has a list for visitors, and none for micro pages and circles', () => {
    expect(visitor).toContain('<a class="sec-more" href="/multipage/microvideo/card/x" data-testid="section-more">查看全部</a>');
    expect(visitor.match(/data-testid="section-more"/g)).toHaveLength(3);
  });

  it('shows "编辑" to the owner on every section, leading to its management screen; visitors never see it', () => {
    expect(visitor).not.toContain('section-edit');
    for (const [k, href] of Object.entries(edit)) {
      if (k === 'links' || k === 'albums') continue;
      expect(owner).toContain(`<a class="sec-edit" href="${href}" data-testid="section-edit" data-section="${k}">编辑</a>`);
    }
    expect(owner).toContain('data-section="links"');
    expect(owner).toContain('data-section="albums"');
  });
});
