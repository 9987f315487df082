import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { CARD_LAYOUTS, cardPreviewPath, publicCardPath, THEMES } from '@card/contract';
import { appServingBuild } from '../helpers/client-build';
import { okOf, refusalOf, testClient } from '../helpers/client';
import { newColumn, newCompany, newHonour, newMapPoint, newUser, type FactoryUser } from '../factories';
import { newMusicTrack } from '../factories/video-material';

/**
 * Card layouts (issue 35, item 3): choosing one (with the server's rules: the company layout needs a company, a
 * company's lock leaves its members that layout only), the company admin's brand, the English fields, and the page
 * of every layout with every theme, each at most 10 kB gzip with the client's stylesheets inline (minified as built).
 */
const client = path.resolve(__dirname, '../../../client');
// The page's shell as the build makes it: the client's index.html linking the app's stylesheet, and the manifest
// naming the card route's stylesheet. The stand-in for the app's stylesheet is every stylesheet of the client (more
// than the build's entry carries), so the page's cut to the rules it uses (page-css.rules.ts) is what keeps it small,
// not a short stand-in. The build also minifies: dropping comments and runs of white space stands in for it here.
const minified = (css: string) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    .trim();
const source = (file: string) => fs.readFileSync(path.join(client, 'src', file), 'utf8');
const everyStylesheet = (fs.readdirSync(path.join(client, 'src'), { recursive: true }) as string[])
  .filter((f) => f.endsWith('.css') && !f.endsWith(path.join('share', 'share.css')))
  .sort()
  .map((f) => source(f).replace(/@import[^;]+;/g, ''));
const t = appServingBuild({
  'assets/app.css': minified(everyStylesheet.join('\n')),
  'assets/share.css': minified(source('features/share/share.css')),
  'index.html': fs.readFileSync(path.join(client, 'index.html'), 'utf8').replace('</head>', '<link rel="stylesheet" crossorigin href="/multipage/assets/app.css">\n</head>'),
  '.vite/manifest.json': JSON.stringify({ 'src/app/routes/card/public-card.tsx': { file: 'assets/public-card.js', css: ['assets/share.css'] } }),
});
let api: ReturnType<typeof testClient>;
beforeAll(() => {
  api = testClient(t.app, { origin: t.ctx.config.publicOrigin });
});

const page = async (owner: { phoneIdEcr: string }) => (await t.app.inject({ method: 'GET', url: publicCardPath(owner.phoneIdEcr) })).body;
const layoutOfPage = (html: string) => /data-layout="([^"]+)"/.exec(html)?.[1];

describe('choosing a layout', () => {
  let me: FactoryUser;
  beforeAll(async () => {
    me = await newUser(t.ctx, { name: '林晓' });
  });

  it('saves a layout and the page shows it; the list tells what is chosen and shown', async () => {
    expect(okOf(await api.card.updateMpLayout({ body: { layoutId: 'split' }, token: me.token }))).toEqual({ layoutId: 'split' });
    const list = okOf(await api.card.getMpLayoutList({ token: me.token }));
    expect(list).toMatchObject({ current: 'split', shown: 'split', company: null });
    expect(list.layouts.map((l) => l.id)).toEqual([...CARD_LAYOUTS]);
    expect(list.layouts.find((l) => l.id === 'company')).toEqual({ id: 'company', allowed: false, refusal: 'needsCompany' });
    const html = await page(me);
    expect(layoutOfPage(html)).toBe('split');
    expect(html).toContain('.card.layout-split .card-head');
    // Only the shown layout's rules go with the page.
    expect(html).not.toContain('.card.layout-minimal');
  });

  it('refuses an unknown layout, and the company layout without a company, naming the field and the rule', async () => {
    const unknown = refusalOf(await api.card.updateMpLayout({ body: { layoutId: 'fancy' as 'classic' }, token: me.token }));
    expect(unknown.field).toBe('layoutId');
    const noCompany = refusalOf(await api.card.updateMpLayout({ body: { layoutId: 'company' }, token: me.token }));
    expect(noCompany).toMatchObject({ code: 'CARD_LAYOUT_NEEDS_COMPANY', field: 'layoutId', msg: '企业版式仅供公司成员使用，请先加入或创建公司' });
    const en = await t.app.inject({
      method: 'POST',
      url: '/themes/updateMpLayout.xhtml',
      payload: 'layoutId=company',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: me.token, cookie: 'lang=en' },
    });
    expect(en.json().msg).toBe('The company layout is for members of a company: join or create one first');
    expect((await t.ctx.db.card.findUnique({ where: { userId: me.id } }))?.layoutId).toBe('split');
  });

  it('the bilingual layout shows the English name, title and company beside the Chinese ones', async () => {
    expect(okOf(await api.card.updateMpEnglish({ body: { nameEn: 'Lin <Xiao>', positionEn: 'Sales Director', companyEn: 'Galaxy Tech' }, token: me.token }))).toEqual({
      nameEn: 'Lin <Xiao>',
      positionEn: 'Sales Director',
      companyEn: 'Galaxy Tech',
    });
    okOf(await api.card.updateMpLayout({ body: { layoutId: 'bilingual' }, token: me.token }));
    const html = await page(me);
    expect(html).toMatch(
      /<div class="lay-en" lang="en" data-testid="card-english"><p class="lay-en-name" data-testid="card-name-en">Lin &lt;Xiao&gt;<\/p><p>Sales Director<\/p><p>Galaxy Tech<\/p><\/div>/,
    );
  });

  it('the preview shows a draft layout without saving it, and never a layout the owner may not choose', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${cardPreviewPath(me.phoneIdEcr)}?layout=minimal`, headers: { authorization: me.token } });
    expect(layoutOfPage(res.body)).toBe('minimal');
    const company = await t.app.inject({ method: 'GET', url: `${cardPreviewPath(me.phoneIdEcr)}?layout=company`, headers: { authorization: me.token } });
    expect(layoutOfPage(company.body)).toBe('bilingual');
    expect((await t.ctx.db.card.findUnique({ where: { userId: me.id } }))?.layoutId).toBe('bilingual');
  });
});

describe('the company layout and its lock', () => {
  let admin: FactoryUser;
  let member: FactoryUser;
  beforeAll(async () => {
    admin = await newUser(t.ctx, { name: '王总' });
    member = await newUser(t.ctx, { name: '陈员工' });
    await newCompany(t.ctx, {
      name: '星河科技有限公司',
      members: [
        { id: admin.id, role: 'admin' },
        { id: member.id, role: 'member' },
      ],
    });
  });

  it('only an admin sets the brand; colours are #RRGGBB or empty, named when wrong', async () => {
    expect(refusalOf(await api.card.updateCompanyBrand({ body: { primary: '#0a3d62', secondary: '', lockLayout: true }, token: member.token })).code).toBe('NO_PERMISSION');
    expect(refusalOf(await api.card.updateCompanyBrand({ body: { primary: '#0a3d6', secondary: '', lockLayout: false }, token: admin.token }))).toMatchObject({
      code: 'COMPANY_BRAND_COLOR_INVALID',
      field: 'primary',
    });
    expect(refusalOf(await api.card.updateCompanyBrand({ body: { primary: '#0a3d62', secondary: 'blue', lockLayout: false }, token: admin.token }))).toMatchObject({
      code: 'COMPANY_BRAND_COLOR_INVALID',
      field: 'secondary',
    });
    expect(okOf(await api.card.updateCompanyBrand({ body: { primary: '#0A3D62', secondary: '#3c6382', lockLayout: false }, token: admin.token }))).toEqual({
      name: '星河科技有限公司',
      logoUrl: '',
      colors: ['#0a3d62', '#3c6382'],
      lockLayout: false,
    });
  });

  it('a member chooses the company layout: the page carries the company name and colours', async () => {
    okOf(await api.card.updateMpLayout({ body: { layoutId: 'company' }, token: member.token }));
    const html = await page(member);
    expect(layoutOfPage(html)).toBe('company');
    expect(html).toContain('data-testid="card-brand"');
    expect(html).toContain('星河科技有限公司');
    expect(html).toContain('--card-head:linear-gradient(135deg,#0a3d62 0%,#0a3d62 45%,#3c6382 100%)');
  });

  it("the lock forces the company layout on members' pages and refuses any other choice", async () => {
    okOf(await api.card.updateMpLayout({ body: { layoutId: 'minimal' }, token: member.token }));
    expect(layoutOfPage(await page(member))).toBe('minimal');
    okOf(await api.card.updateCompanyBrand({ body: { primary: '#0a3d62', secondary: '#3c6382', lockLayout: true }, token: admin.token }));
    // The member's saved choice stays; the page shows the company's layout while the lock holds.
    expect(layoutOfPage(await page(member))).toBe('company');
    expect(okOf(await api.card.getMpLayoutList({ token: member.token }))).toMatchObject({ current: 'minimal', shown: 'company' });
    const refused = refusalOf(await api.card.updateMpLayout({ body: { layoutId: 'split' }, token: member.token }));
    expect(refused).toMatchObject({ code: 'CARD_LAYOUT_LOCKED', field: 'layoutId', msg: '公司已锁定企业版式，成员只能使用企业版式' });
    okOf(await api.card.updateMpLayout({ body: { layoutId: 'company' }, token: member.token }));
    okOf(await api.card.updateCompanyBrand({ body: { primary: '#0a3d62', secondary: '#3c6382', lockLayout: false }, token: admin.token }));
    expect(layoutOfPage(await page(member))).toBe('company');
  });

  it('a member who leaves the company is back to the classic layout', async () => {
    await t.ctx.db.user.update({ where: { id: member.id }, data: { companyId: null, companyRole: null } });
    expect(layoutOfPage(await page(member))).toBe('classic');
  });
});

describe('every layout with every theme', () => {
  it('renders and stays at most 10 kB gzip (HTML with its inline CSS)', async () => {
    const owner = await newUser(t.ctx, { name: '欧阳明轩' });
    const company = await newCompany(t.ctx, { name: '深圳星河智能科技有限公司', members: [{ id: owner.id, role: 'admin' }] });
    await t.ctx.db.company.update({ where: { id: company.id }, data: { brandPrimary: '#7b1fa2', brandSecondary: '#ab47bc' } });
    await t.ctx.db.card.update({
      where: { userId: owner.id },
      data: {
        company: '深圳星河智能科技有限公司',
        position: '华南区销售总监',
        department: '销售部',
        email: 'mingxuan@example.com',
        landline: '0755-88886666',
        title: '十年智能硬件渠道经验，专注企业数字化',
        signature: '让每一次相遇都有回响',
        nameEn: 'Ouyang Mingxuan',
        positionEn: 'Sales Director, South China',
        companyEn: 'Shenzhen Galaxy AI',
      },
    });
    const sizes: string[] = [];
    for (const layoutId of CARD_LAYOUTS) {
      for (const themeId of THEMES) {
        await t.ctx.db.card.update({ where: { userId: owner.id }, data: { layoutId, themeId } });
        const res = await t.app.inject({ method: 'GET', url: publicCardPath(owner.phoneIdEcr) });
        expect(res.statusCode).toBe(200);
        expect(layoutOfPage(res.body)).toBe(layoutId);
        expect(res.body).toContain(`theme-${themeId} layout-${layoutId}`);
        const gz = gzipSync(res.body).length;
        if (themeId === 'classic') sizes.push(`${layoutId} ${(gz / 1024).toFixed(2)} kB`);
        expect(gz, `${layoutId} × ${themeId}`).toBeLessThanOrEqual(10 * 1024);
      }
    }
    console.log(`card page gzip per layout (HTML + inline CSS): ${sizes.join(', ')}`);
  });
});

describe("the demo's card, every section filled", () => {
  // What the bench measures (scripts/bench/card-layouts.mjs) is the seeded demo card: music, navigation point, product
  // line, columns, honours and every contact field. Built here from factories, a little fuller than the demo (two of
  // each list), so a layout that only fits an empty card fails here and not first on the bench.
  it('each layout stays at most 10 kB gzip with the rules the page uses', async () => {
    const owner = await newUser(t.ctx, { name: '张三', vip: 'active' });
    // A company of theirs, so the company layout is theirs to show too.
    await newCompany(t.ctx, { name: '星辰科技有限公司', members: [{ id: owner.id, role: 'admin' }] });
    const music = await newMusicTrack(t.ctx);
    await newMapPoint(t.ctx, owner, { name: '星辰科技总部', navigation: true });
    for (const name of ['公司简介', '服务案例']) await newColumn(t.ctx, owner, { name, content: '专注企业数字化营销十年，服务三百余家客户。' });
    for (const title of ['年度最佳销售', '优秀团队奖']) await newHonour(t.ctx, owner, { title });
    await t.ctx.db.card.update({
      where: { userId: owner.id },
      data: {
        company: '星辰科技有限公司',
        department: '市场部',
        position: '市场总监',
        email: 'zhangsan@example.com',
        landline: '010-88886666',
        qq: '10001',
        weibo: 'zhangsan',
        signature: '用心连接每一位客户',
        title: '您身边的数字名片顾问',
        productService: '数字名片定制、私域营销方案、企业官网建设。',
        nameEn: 'Zhang San',
        positionEn: 'Marketing Director',
        companyEn: 'Star Tech',
        musicId: music.id,
        themeId: 'business',
      },
    });
    const sizes: string[] = [];
    for (const layoutId of CARD_LAYOUTS) {
      await t.ctx.db.card.update({ where: { userId: owner.id }, data: { layoutId } });
      const html = await page(owner);
      expect(layoutOfPage(html)).toBe(layoutId);
      for (const section of ['card-nav', 'card-product', 'card-column', 'card-honours', 'card-fields', 'music-toggle']) expect(html).toContain(`data-testid="${section}"`);
      // The rules the page uses are there, the app's others are not.
      expect(html).toContain('.share-btn{');
      expect(html).not.toContain('.topbar-title{');
      const gz = gzipSync(html, { level: 9 }).length;
      sizes.push(`${layoutId} ${(gz / 1024).toFixed(2)} kB`);
      expect(gz, layoutId).toBeLessThanOrEqual(10 * 1024);
    }
    console.log(`filled card page gzip per layout: ${sizes.join(', ')}`);
  });
});
