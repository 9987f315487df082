import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, type TBlockInput } from '@card/contract';
import { makeTestApp, nextAddress, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { expectCountedPages } from '../helpers/paged';
import { leadForm, newArticleImage, newMicroPage, newUser, type FactoryUser } from '../factories';

let t: TestApp;
let me: FactoryUser;
let other: FactoryUser;

beforeAll(async () => {
  t = await makeTestApp();
  [me, other] = await Promise.all([newUser(t.ctx, { vip: 'active' }), newUser(t.ctx, { vip: 'active' })]);
});
afterAll(async () => {
  await t.close();
});

const text = (id: string, s: string): TBlockInput => ({ id, type: 'text', style: 'paragraph', text: s });
const save = (u: FactoryUser, body: { id: string; title: string; blocks?: TBlockInput[]; pages?: { blocks: TBlockInput[] }[] }) =>
  t.api.content.savePageDraft({ token: u.token, body: body as never });
const lead = (publicId: string, form: Record<string, string>, address = nextAddress()) =>
  t.post('/microPage/submitPageLead.xhtml', { publicId, blockId: 'form1', ...form }, undefined, { remoteAddress: address });

describe('my pages: create, save, publish, offline', () => {
  it('creates a page and a leaflet, saves blocks, publishes (version bumps), takes offline; visitors follow', async () => {
    const p = okOf(await t.api.content.addMicroPage({ token: me.token, body: { title: '春季活动', kind: 'page' } }));
    expect(p).toMatchObject({ state: 'draft', version: 0, draft: { blocks: [] } });
    const img = await newArticleImage(t.ctx, me);
    const blocks: TBlockInput[] = [
      { id: 'h1', type: 'text', style: 'heading', text: '标题' },
      { id: 'im1', type: 'image', url: img, alt: '' },
      { id: 'b1', type: 'button', label: '打电话', action: 'call', url: '138 0013 8000' },
      leadForm(),
      { id: 'm1', type: 'map', name: '门店', address: '北京', lat: 39.9, lng: 116.4 },
      { id: 'p1', type: 'product', name: '套餐', priceFen: 9900, imageUrl: img, description: '' },
    ];
    const saved = okOf(await save(me, { id: p.id, title: '春季活动', blocks }));
    expect(saved.draft.blocks!.map((b) => b.type)).toEqual(['text', 'image', 'button', 'form', 'map', 'product']);
    expect((await t.get(`/multipage/p/${p.publicId}`)).statusCode).toBe(404); // a draft is not public

    const pub = okOf(await t.api.content.publishMicroPage({ token: me.token, body: { id: p.id } }));
    expect(pub).toMatchObject({ state: 'published', version: 1 });
    const page = await t.get(`/multipage/p/${p.publicId}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h2>标题</h2>');
    expect(page.body).toContain('href="tel:13800138000"');
    expect(page.body).toContain('<meta property="og:title" content="春季活动">');
    expect(page.body).toContain('¥99.00');
    expect(page.body).not.toMatch(/<script/);
    // A phone's browser asks for compression and gets the same page, smaller.
    const packed = await t.app.inject({ method: 'GET', url: `/multipage/p/${p.publicId}`, headers: { 'accept-encoding': 'gzip' } });
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(packed.rawPayload).toString('utf8')).toBe(page.body);

    okOf(await t.api.content.offlineMicroPage({ token: me.token, body: { id: p.id } }));
    expect((await t.get(`/multipage/p/${p.publicId}`)).statusCode).toBe(404);
    expect(okOf(await t.api.content.publishMicroPage({ token: me.token, body: { id: p.id } })).version).toBe(2);

    const lf = okOf(await t.api.content.addMicroPage({ token: me.token, body: { title: 'V传单', kind: 'leaflet' } }));
    okOf(await save(me, { id: lf.id, title: 'V传单', pages: [{ blocks: [text('a1', '第一页')] }, { blocks: [text('a2', '第二页')] }] }));
    okOf(await t.api.content.publishMicroPage({ token: me.token, body: { id: lf.id } }));
    const flyer = await t.get(`/multipage/p/${lf.publicId}`);
    expect(flyer.body.match(/<section/g)).toHaveLength(2);
    expect(flyer.body).toContain('scroll-snap-type:x mandatory');

    const list = okOf(await t.api.content.findMyMicroPages({ token: me.token, body: {} }));
    expect(list.items.map((i) => i.id)).toEqual(expect.arrayContaining([p.id, lf.id]));
  });

  it('my pages come a page at a time, each telling the total, also a full page and one past the end', async () => {
    const owner = await newUser(t.ctx, { vip: 'active' });
    for (let i = 0; i < 5; i++) await newMicroPage(t.ctx, owner, { title: `页面${i}` });
    await newMicroPage(t.ctx, other);
    const page = async (pageIndex: number, pageSize: number) => okOf(await t.api.content.findMyMicroPages({ token: owner.token, body: { pageIndex, pageSize } }));
    const seen = await expectCountedPages((i) => page(i, 2), 5, 2);
    expect(new Set(seen.map((x) => x.id)).size).toBe(5);
    expect(await page(1, 5)).toMatchObject({ total: 5, hasMore: false });
    expect(await page(1, 10)).toMatchObject({ total: 5, hasMore: false });
  });

  it('a bad block names its field path and writes nothing', async () => {
    const p = await newMicroPage(t.ctx, me);
    const js = refusalOf(
      await save(me, {
        id: p.id,
        title: 'x',
        blocks: [text('t1', 'a'), text('t2', 'b'), text('t3', 'c'), { id: 'b1', type: 'button', label: '点', action: 'link', url: 'javascript:alert(1)' }],
      }),
    );
    expect(js.field).toBe('blocks.3.url');
    expect(refusalOf(await save(me, { id: p.id, title: 'x', blocks: [{ id: 'x1', type: 'script' } as never] })).field).toBe('blocks.0.type');
    expect(refusalOf(await save(me, { id: p.id, title: 'x', blocks: [text('t1', '字'.repeat(LIMITS.content.paragraphMax + 1))] })).field).toBe('blocks.0.text');
    const tooMany = Array.from({ length: LIMITS.content.blocksPerPageMax + 1 }, (_, i) => text(`t${1000 + i}`, 'a'));
    expect(refusalOf(await save(me, { id: p.id, title: 'x', blocks: tooMany })).field).toBe('blocks');
    expect(refusalOf(await save(me, { id: p.id, title: 'x', blocks: [text('same', 'a'), text('same', 'b')] }))).toMatchObject({ code: 'PAGE_BLOCK_ID_TAKEN', field: 'blocks.1.id' });
    expect(refusalOf(await save(me, { id: p.id, title: 'x', pages: [{ blocks: [] }] }))).toMatchObject({ code: 'PAGE_KIND_MISMATCH', field: 'pages' });
    const theirs = await newArticleImage(t.ctx, other);
    expect(refusalOf(await save(me, { id: p.id, title: 'x', blocks: [text('t1', 'a'), { id: 'i1', type: 'image', url: theirs, alt: '' }] }))).toMatchObject({
      code: 'NOT_FOUND',
      field: 'blocks.1.url',
    });
    expect(refusalOf(await save(me, { id: p.id, title: 'x', blocks: [{ id: 'v1', type: 'video', url: '/files/page-videos/nope.mp4' }] }))).toMatchObject({
      code: 'PAGE_VIDEO_NOT_FOUND',
      field: 'blocks.0.url',
    });
    const row = await t.ctx.db.microPage.findUniqueOrThrow({ where: { id: p.id } });
    expect(JSON.parse(row.draft).blocks).toHaveLength(1); // the factory's draft, untouched
  });

  it("someone else's page is NOT_FOUND for every call and changes nothing; an empty page cannot be published", async () => {
    const p = await newMicroPage(t.ctx, other, { publish: true });
    for (const res of [
      await t.api.content.findMicroPage({ token: me.token, body: { id: p.id } }),
      await save(me, { id: p.id, title: '改', blocks: [] }),
      await t.api.content.publishMicroPage({ token: me.token, body: { id: p.id } }),
      await t.api.content.offlineMicroPage({ token: me.token, body: { id: p.id } }),
      await t.api.content.delMicroPage({ token: me.token, body: { id: p.id } }),
      await t.api.content.findPageLeads({ token: me.token, body: { pageId: p.id } }),
    ])
      expect(refusalOf(res).code).toBe('NOT_FOUND');
    expect(await t.ctx.db.microPage.findUniqueOrThrow({ where: { id: p.id } })).toMatchObject({ title: p.title, state: 'published' });
    const empty = okOf(await t.api.content.addMicroPage({ token: me.token, body: { title: '空', kind: 'page' } }));
    expect(refusalOf(await t.api.content.publishMicroPage({ token: me.token, body: { id: empty.id } }))).toMatchObject({ code: 'PAGE_EMPTY', field: 'blocks' });
  });
});

describe('the public page', () => {
  it("escapes what the owner typed and counts visitors' views, not the owner's", async () => {
    const p = await newMicroPage(t.ctx, me, {
      title: '<b>标题</b>',
      blocks: [text('t1', '<script>alert("x")</script>'), { id: 'b1', type: 'button', label: '"><img src=x onerror=alert(1)>', action: 'card' }],
      publish: true,
    });
    const res = await t.get(`/multipage/p/${p.publicId}`);
    expect(res.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(res.body).toContain('&lt;b&gt;标题&lt;/b&gt;');
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).not.toMatch(/<script/);
    await t.get(`/multipage/p/${p.publicId}`, me.token);
    expect((await t.ctx.db.microPage.findUniqueOrThrow({ where: { id: p.id } })).views).toBe(1);
    const unknown = await t.get('/multipage/p/doesNotExist123');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('页面不存在或已下线');
  });
});

describe('leads', () => {
  it("a visitor's lead reaches the owner (answers, consent text, message in their language); the owner lists and reads it", async () => {
    const p = await newMicroPage(t.ctx, me, { blocks: [leadForm()], publish: true });
    const sent = okOf(await t.api.content.submitPageLead({ body: { publicId: p.publicId, blockId: 'form1', f0: '张三', f1: '139 0013 9000', f2: '想了解', consent: true } }));
    const row = await t.ctx.db.pageLead.findUniqueOrThrow({ where: { id: sent.id } });
    expect(JSON.parse(row.answers)).toEqual([
      { label: '姓名', value: '张三' },
      { label: '手机', value: '13900139000' },
      { label: '留言', value: '想了解' },
    ]);
    expect(row.consent).toBe('同意商家联系我');
    const msg = await t.ctx.db.message.findFirstOrThrow({ where: { userId: me.id, kind: 'system' }, orderBy: { createdAt: 'desc' } });
    expect(msg.title).toBe('微页收到新线索');
    const leads = okOf(await t.api.content.findPageLeads({ token: me.token, body: { pageId: p.id } }));
    expect(leads).toMatchObject({ total: 1, unread: 1 });
    expect(okOf(await t.api.content.findMyMicroPages({ token: me.token, body: {} })).items.find((i) => i.id === p.id)).toMatchObject({ leads: 1, unreadLeads: 1 });
    expect(okOf(await t.api.content.readPageLead({ token: me.token, body: { id: sent.id } }))).toEqual({ unread: 0 });
    expect(refusalOf(await t.api.content.readPageLead({ token: other.token, body: { id: sent.id } })).code).toBe('NOT_FOUND');
  });

  it('refuses a missing consent, a missing required field, a bad phone, an unknown form, an offline page; writes nothing', async () => {
    const p = await newMicroPage(t.ctx, me, { blocks: [leadForm()], publish: true });
    const base = { publicId: p.publicId, blockId: 'form1', f0: '李四', f1: '13900139000' };
    expect(refusalOf(await t.api.content.submitPageLead({ body: base }))).toMatchObject({ code: 'PAGE_LEAD_CONSENT_REQUIRED', field: 'consent' });
    expect(refusalOf(await t.api.content.submitPageLead({ body: { ...base, f0: ' ', consent: true } }))).toMatchObject({ code: 'PAGE_LEAD_FIELD_REQUIRED', field: 'f0' });
    expect(refusalOf(await t.api.content.submitPageLead({ body: { ...base, f1: '12345', consent: true } }))).toMatchObject({ code: 'PAGE_LEAD_PHONE_INVALID', field: 'f1' });
    expect(refusalOf(await t.api.content.submitPageLead({ body: { ...base, blockId: 'nosuch', consent: true } }))).toMatchObject({ code: 'PAGE_FORM_NOT_FOUND', field: 'blockId' });
    const off = await newMicroPage(t.ctx, me, { blocks: [leadForm()] });
    expect(refusalOf(await t.api.content.submitPageLead({ body: { ...base, publicId: off.publicId, consent: true } }))).toMatchObject({ code: 'PAGE_NOT_PUBLISHED', field: 'publicId' });
    expect(await t.ctx.db.pageLead.count({ where: { pageId: p.id } })).toBe(0);
  });

  it('the server-rendered form posts back with a 303 and the page shows the outcome', async () => {
    const p = await newMicroPage(t.ctx, me, { blocks: [leadForm()], publish: true });
    const ok = await lead(p.publicId, { f0: '王五', f1: '13700137000', consent: 'true', via: 'page' });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe(`/multipage/p/${p.publicId}?lead=ok&form=form1#lead-form1`);
    expect((await t.get(ok.headers.location as string)).body).toContain('提交成功');
    const bad = await lead(p.publicId, { f0: '王五', f1: '13700137000', via: 'page' });
    expect(bad.headers.location).toContain('lead=PAGE_LEAD_CONSENT_REQUIRED&field=consent');
    // Without the kept draft the address still names the field: the message sits once, under the consent box.
    const refused = (await t.get(bad.headers.location as string)).body;
    expect(refused.split('请先勾选同意')).toHaveLength(2);
    expect(refused).toMatch(
      /<input type="checkbox" name="consent" value="true" id="form1-consent" aria-invalid="true" aria-describedby="form1-consent-err"[^>]*>[\s\S]*?<\/label><p class="note err" id="form1-consent-err">请先勾选同意/,
    );
    // A refusal that names none of the form's fields stays above the form, once.
    const busy = (await t.get(`/multipage/p/${p.publicId}?lead=PAGE_LEADS_TOO_MANY&form=form1`)).body;
    expect(busy.split('提交太频繁，请稍后再试')).toHaveLength(2);
    expect(busy).toMatch(/<form id="lead-form1"[^>]*><p class="note err" role="alert">提交太频繁，请稍后再试<\/p>/);
  });

  it('a refused lead comes back with what was typed and the message under the field it names (issue 32, item 7)', async () => {
    const p = await newMicroPage(t.ctx, me, { blocks: [leadForm()], publish: true });
    const bad = await lead(p.publicId, { f0: '王<五>', f1: '123', consent: 'true', via: 'page' });
    expect(bad.headers.location).toContain('lead=PAGE_LEAD_PHONE_INVALID&field=f1');
    const kept = bad.cookies.find((c) => c.name === 'lead_draft')!;
    // Kept for this page only, out of the page's scripts' reach, briefly; never in the address.
    expect(kept).toMatchObject({ path: `/multipage/p/${p.publicId}`, httpOnly: true, maxAge: 600 });
    expect(bad.headers.location).not.toContain('123');
    const page = await t.app.inject({ method: 'GET', url: bad.headers.location as string, cookies: { lead_draft: kept.value } });
    expect(page.body).toContain('<input id="form1-f0" value="王&lt;五&gt;"');
    expect(page.body).toMatch(/<input id="form1-f1" value="123" aria-invalid="true" aria-describedby="form1-f1-err"[^>]*><p class="note err" id="form1-f1-err">手机号码不正确<\/p>/);
    // Said once: under the phone it names, not again above the form (two messages read as two problems).
    expect(page.body.split('手机号码不正确')).toHaveLength(2);
    expect(page.body).not.toContain('role="alert"');
    expect(page.body).toContain('name="consent" value="true" checked');
    expect(page.body).not.toMatch(/<script/);
    // Spent: the next answer of the page does not show the draft again.
    expect(page.cookies.find((c) => c.name === 'lead_draft')).toMatchObject({ value: '', maxAge: 0 });
    // A draft of another form, or junk, is ignored; a successful lead leaves no draft behind.
    const other = await t.app.inject({ method: 'GET', url: bad.headers.location as string, cookies: { lead_draft: 'not-json' } });
    expect(other.body).not.toContain('value="123"');
    expect((await lead(p.publicId, { f0: '王五', f1: '13700137000', consent: 'true', via: 'page' })).cookies).toEqual([]);
  });

  it("is rate limited per address: past the hour's budget PAGE_LEADS_TOO_MANY, another address still goes", async () => {
    const p = await newMicroPage(t.ctx, me, { blocks: [leadForm()], publish: true });
    const address = nextAddress();
    const form = { f0: '赵六', f1: '13600136000', consent: 'true' };
    for (let i = 0; i < LIMITS.content.leadsPerAddressPerHour; i++) expect((await lead(p.publicId, form, address)).statusCode).toBe(200);
    const res = await lead(p.publicId, form, address);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'PAGE_LEADS_TOO_MANY' });
    expect((await lead(p.publicId, form)).statusCode).toBe(200);
    expect(await t.ctx.db.pageLead.count({ where: { pageId: p.id } })).toBe(LIMITS.content.leadsPerAddressPerHour + 1);
  });

  it('CSRF: a visitor without the session cookie posts from anywhere; a cookie-bearing post from another site is refused', async () => {
    const p = await newMicroPage(t.ctx, me, { blocks: [leadForm()], publish: true });
    const form = { publicId: p.publicId, blockId: 'form1', f0: '孙七', f1: '13500135000', consent: 'true', via: 'page' };
    const anon = await t.post('/microPage/submitPageLead.xhtml', form, undefined, { remoteAddress: nextAddress(), headers: { origin: 'https://evil.example' } });
    expect(anon.statusCode).toBe(303);
    const forged = await t.post('/microPage/submitPageLead.xhtml', form, undefined, {
      remoteAddress: nextAddress(),
      headers: { origin: 'https://evil.example' },
      cookies: { token: other.token },
    });
    expect(forged.statusCode).toBe(403);
  });
});
