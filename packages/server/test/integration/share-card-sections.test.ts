import { beforeAll, describe, expect, it } from 'vitest';
import { MODULES } from '@card/contract';
import type { AppContext } from '../../src/context';
import type { Db } from '../../src/db';
import type { CardSectionSpec } from '../../src/core/card-sections';
import { sharedCache } from '../../src/core/read-cache';
import { cardSectionsRepository } from '../../src/domains/share/card-sections.repository';
import { appServingBuild, SHELL_HTML } from '../helpers/client-build';
import { okOf, refusalOf, testClient } from '../helpers/client';
import {
  newActivity,
  newAlbum,
  newArticle,
  newCase,
  newCircle,
  newCompany,
  newExchange,
  newLinkSet,
  newMicroPage,
  newMicroVideo,
  newProduct,
  newShop,
  newUser,
  type FactoryUser,
} from '../factories';

/**
 * The public card as the hub (issue 31, item 2): sections for the owner's published content, kept in the card page's
 * cache with what drops it derived from what each section reads; and a hidden phone shown to contacts who exchanged
 * cards with the owner (unless the owner turned that off), never to anyone else, also not through the shared cache.
 */
const t = appServingBuild({ 'index.html': SHELL_HTML });
let api: ReturnType<typeof testClient>;
beforeAll(() => {
  api = testClient(t.app, { origin: t.ctx.config.publicOrigin });
});

const page = async (owner: { phoneIdEcr: string }, token?: string) =>
  (await t.app.inject({ method: 'GET', url: `/multipage/card/${owner.phoneIdEcr}`, remoteAddress: '192.0.2.31', headers: token ? { authorization: token } : {} })).body;
const itemsOf = (html: string, key: string) => {
  const sec = new RegExp(`data-testid="card-sec-${key}">([\\s\\S]*?)</section>`).exec(html)?.[1] ?? '';
  return [...sec.matchAll(/<a class="sec-item" href="([^"]+)"[\s\S]*?<span class="sec-title">([^<]*)<\/span>/g)].map((m) => `${m[2]} ${m[1].replace(/&amp;/g, '&')}`);
};

describe("the owner's content sections", () => {
  let owner: FactoryUser;
  beforeAll(async () => {
    owner = await newUser(t.ctx, { name: '内容主人' });
  });

  it('shows each kind the owner published, newest first, each item opening its public page; nothing unpublished', async () => {
    const c = t.ctx;
    const day = (n: number) => new Date(c.clock.now().getTime() - n * 86_400_000);
    const a1 = await newArticle(c, owner, { title: '旧文章', createdAt: day(3) });
    const a2 = await newArticle(c, owner, { title: '新文章', createdAt: day(1) });
    await newArticle(c, owner, { title: '隐藏文章', hidden: true });
    const page1 = await newMicroPage(c, owner, { title: '春季传单', kind: 'leaflet', publish: true });
    await newMicroPage(c, owner, { title: '草稿微页' });
    const v = await newMicroVideo(c, owner, { title: '新品视频' });
    await newMicroVideo(c, owner, { title: '隐藏视频', hidden: true });
    await newMicroVideo(c, owner, { title: '草稿视频', state: 'draft' });
    const k = await newCase(c, owner, { title: '客厅案例' });
    await newCase(c, owner, { title: '审核中案例', state: 'auditing' });
    const circle = await newCircle(c, owner, { name: '读书会' });
    await newCircle(c, owner, { name: '已解散', state: 'dissolved' });

    const html = await page(owner);
    const id = owner.phoneIdEcr;
    expect(itemsOf(html, 'articles')).toEqual([
      `新文章 /multipage/multipleWdy/micro/show/article?articleId=${a2.id}&phoneIdEcr=${id}`,
      `旧文章 /multipage/multipleWdy/micro/show/article?articleId=${a1.id}&phoneIdEcr=${id}`,
    ]);
    expect(itemsOf(html, 'microPages')).toEqual([`春季传单 /multipage/p/${page1.publicId}`]);
    expect(itemsOf(html, 'videos')).toEqual([`新品视频 /multipage/microvideo/shortVideo/${v.id}`]);
    expect(itemsOf(html, 'cases')).toEqual([`客厅案例 /multipage/designCase/showCase/${k.id}`]);
    expect(itemsOf(html, 'circles')).toEqual([`读书会 /multipage/circle/CircleJoinInfo/${circle.id}`]);
    expect(html).toContain(`href="/multipage/microvideo/card/${id}" data-testid="section-more"`);
    expect(html).not.toContain('data-testid="section-edit"');
    // Each item's page is really there for a visitor (the article's shell answers with the article's title).
    expect((await t.app.inject({ method: 'GET', url: `/multipage/p/${page1.publicId}` })).statusCode).toBe(200);
  });

  it('keeps the page cached, and a published article or a hidden module changes the page served next', async () => {
    const before = await page(owner);
    expect(await page(owner)).toBe(before); // the shared copy
    okOf(await api.content.addArticle({ token: owner.token, body: { title: '刚发布', paragraphs: [{ type: 'text', text: '正文' }] } }));
    expect(itemsOf(await page(owner), 'articles')[0]).toMatch(/^刚发布 /);
    expect(itemsOf(await page(owner), 'articles')).toHaveLength(3); // LIMITS.share.cardSectionItems

    const layout = (hiddenIds: number[]) => ({ topIds: [4], mainIds: MODULES.map((m) => m.id).filter((id) => id !== 4 && id !== 62), bottomIds: [62], hiddenIds });
    okOf(await api.usercentre.updateCenterModule({ token: owner.token, body: layout([54, 52]) }));
    const hidden = await page(owner);
    expect(hidden).not.toContain('card-sec-videos');
    expect(hidden).not.toContain('card-sec-cases');
    expect(hidden).toContain('card-sec-articles');
    okOf(await api.usercentre.updateCenterModule({ token: owner.token, body: layout([55]) })); // the call takes at least one id per list
    expect(await page(owner)).toContain('card-sec-videos');
  });

  it('serves a card edit and a new mobile on the very next page (the card view the page is made of is one of its reads)', async () => {
    const u = await newUser(t.ctx);
    await page(u);
    expect(await page(u)).not.toContain('页面缓存测试');
    await t.ctx.db.card.update({ where: { userId: u.id }, data: { name: '页面缓存测试' } });
    expect(await page(u)).toContain('页面缓存测试');
    await t.ctx.db.cardMobile.create({ data: { id: `m-${u.id}`, userId: u.id, number: '13610000099', sort: 9 } });
    expect(await page(u)).toContain('13610000099');
  });

  it('shows the owner an 编辑 link on each section, to its management screen', async () => {
    const html = await page(owner, owner.token);
    for (const [key, href] of [
      ['articles', '/multipage/mini/articles'],
      ['microPages', '/multipage/acc/acc_home_edit'],
      ['videos', '/multipage/microvideo/manageVideo'],
      ['cases', '/multipage/designCase/myCase'],
      ['circles', '/multipage/circle/MyOrganizations'],
    ]) {
      expect(html).toContain(`<a class="sec-edit" href="${href}" data-testid="section-edit" data-section="${key}">编辑</a>`);
    }
    expect(await page(owner)).not.toContain('section-edit');
  });

  it('drops the cached sections on writes of every model a section reads (derived from the loads, nested relations included)', async () => {
    const full = await newUser(t.ctx);
    await newLinkSet(t.ctx, full, { links: 1 });
    await newAlbum(t.ctx, full, { photos: 1 });
    const shop = await newShop(t.ctx, full);
    await newProduct(t.ctx, shop);
    await newActivity(t.ctx, full);
    await newArticle(t.ctx, full);
    await newMicroPage(t.ctx, full, { publish: true });
    await newMicroVideo(t.ctx, full);
    await newCase(t.ctx, full);
    await newCircle(t.ctx, full);
    const owner = { id: full.id, phoneIdEcr: full.phoneIdEcr };
    const read = new Set<string>();
    const hidden = cardSectionsRepository(recording(t.ctx.db, read));
    await hidden.hiddenModules(full.id);
    expect([...read]).toEqual(['UserModule']);
    // The page's cache holds the sections, and what drops them is what their loads read.
    await page(full);
    const held = sharedCache(t.ctx.db, 'share.pageExtras', { maxEntries: 1 }).modelsHeld();
    // Every section the areas contribute (core/card-sections.ts), collected by the app from their manifests.
    expect(Object.keys(t.ctx.cardSections).sort()).toEqual(['activities', 'albums', 'articles', 'cases', 'circles', 'links', 'microPages', 'shop', 'videos']);
    for (const [key, spec] of Object.entries(t.ctx.cardSections)) {
      const seen = new Set<string>();
      const db = recording(t.ctx.db, seen);
      const value = await (spec as CardSectionSpec<unknown, AppContext>).load({ ...t.ctx, db } as AppContext, owner);
      expect(value, key).toBeTruthy();
      expect(seen.size, key).toBeGreaterThan(0);
      expect(
        [...seen].filter((m) => !held.has(m)),
        key,
      ).toEqual([]);
    }
    for (const m of ['UserModule', 'Article', 'MicroPage', 'MicroVideo', 'DesignCase', 'Circle', 'MiniLink', 'Photo']) expect(held).toContain(m);
  });
});

/**
 * The database seen through a recorder of every model a call reads: its delegate (`db.microVideo` → MicroVideo) and
 * the relations its select, include and where walk into (`links: { select }` on LinkSet → MiniLink), from Prisma's
 * own data model, so a section that starts reading a related model through a nested select is caught too.
 */
function recording(db: Db, seen: Set<string>): Db {
  const model = (db as unknown as { _runtimeDataModel: { models: Record<string, { fields: { name: string; kind: string; type: string }[] }> } })._runtimeDataModel;
  const walk = (name: string, args: unknown) => {
    seen.add(name);
    if (!args || typeof args !== 'object') return;
    for (const part of ['select', 'include', 'where'] as const) {
      const obj = (args as Record<string, unknown>)[part];
      if (!obj || typeof obj !== 'object') continue;
      for (const [field, v] of Object.entries(obj)) {
        const rel = model.models[name]?.fields.find((f) => f.name === field && f.kind === 'object');
        if (rel && v) walk(rel.type, part === 'where' ? { where: v } : v);
      }
    }
  };
  return new Proxy(db, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (typeof prop !== 'string' || prop.startsWith('$') || !value || typeof value !== 'object' || !('findFirst' in value)) return value;
      const name = prop[0]!.toUpperCase() + prop.slice(1);
      return new Proxy(value, {
        get(d, op) {
          const fn = Reflect.get(d, op) as unknown;
          return typeof fn === 'function'
            ? (args: unknown) => {
                walk(name, args);
                return (fn as (a: unknown) => unknown).call(d, args);
              }
            : fn;
        },
      });
    },
  });
}

describe('a hidden phone and contacts who exchanged cards', () => {
  let owner: FactoryUser;
  let contact: FactoryUser;
  let stranger: FactoryUser;
  const privacy = (token: string, over: Record<string, boolean> = {}) =>
    api.usercentre.updateUserPrivacy({
      token,
      body: { allowStrangerSearch: true, allowColleagueView: true, hidePhone: true, showInMobileSite: true, ...over },
    });
  const apiCard = async (token?: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: `/acc/${owner.phoneIdEcr}/findMpBasicById.xhtml`,
        payload: '',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { authorization: token } : {}) },
      })
    ).json().resultSets;
  const tel = () => `tel:${owner.phone}`;

  beforeAll(async () => {
    owner = await newUser(t.ctx, { name: '隐私主人' });
    contact = await newUser(t.ctx, { name: '老朋友' });
    stranger = await newUser(t.ctx, { name: '陌生人' });
    await newExchange(t.ctx, contact, owner, 'accepted');
    await newExchange(t.ctx, stranger, owner, 'pending');
  });

  it('is on by default and shown with the other switches', async () => {
    expect(okOf(await api.usercentre.findPrivacySet({ token: owner.token }))).toMatchObject({ hidePhone: false, showPhoneToExchanged: true, lockedByCompany: false });
  });

  it('shows the hidden phone to the exchanged contact only, in the page and the API, and the shared page never holds it', async () => {
    okOf(await privacy(owner.token));
    // A stranger signed in first: the shared copy for signed-in visitors is made without the phone.
    expect(await page(owner, stranger.token)).not.toContain(tel());
    const mine = await page(owner, contact.token);
    expect(mine).toContain(tel());
    expect(mine).not.toContain('data-testid="phone-hidden"');
    // After the contact's visit, strangers (signed in or not) still get the page without it.
    expect(await page(owner, stranger.token)).not.toContain(tel());
    expect(await page(owner)).not.toContain(tel());
    expect(await page(owner)).toContain('data-testid="phone-hidden"');
    expect((await apiCard(contact.token)).mobiles).toEqual([owner.phone]);
    expect((await apiCard(stranger.token)).mobiles).toEqual([]);
    expect((await apiCard()).mobiles).toEqual([]);
    // The app's detail of another user follows the same rule.
    const detail = async (token: string) => okOf(await api.usercentre.getUserInfoDetail({ token, body: { phoneIdEcr: owner.phoneIdEcr } })).mobile;
    expect(await detail(contact.token)).toBe(owner.phone);
    expect(await detail(stranger.token)).toBeNull();
  });

  it('hides it from the contact too once the owner turns the option off', async () => {
    okOf(await privacy(owner.token, { showPhoneToExchanged: false }));
    expect(await page(owner, contact.token)).not.toContain(tel());
    expect((await apiCard(contact.token)).mobiles).toEqual([]);
    expect(okOf(await api.usercentre.getUserInfoDetail({ token: contact.token, body: { phoneIdEcr: owner.phoneIdEcr } })).mobile).toBeNull();
    okOf(await privacy(owner.token, { showPhoneToExchanged: true }));
    expect(await page(owner, contact.token)).toContain(tel());
  });

  it('a caller sending only the four older switches leaves the option as it is', async () => {
    okOf(await privacy(owner.token, { showPhoneToExchanged: false }));
    expect(okOf(await privacy(owner.token)).showPhoneToExchanged).toBe(false);
    okOf(await privacy(owner.token, { showPhoneToExchanged: true }));
  });

  it('refuses bad input with the catalogue message naming the field, and a company that locks privacy', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/acc/updateUserPrivacy.xhtml',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: owner.token, 'accept-language': 'zh-CN' },
      payload: new URLSearchParams({ allowStrangerSearch: 'true', allowColleagueView: 'true', hidePhone: 'true', showInMobileSite: 'true', showPhoneToExchanged: 'maybe' }).toString(),
    });
    expect(res.statusCode).toBeLessThan(500);
    const body = res.json();
    expect(body.status).not.toBe(200);
    expect(body.code).toBe('SUBMIT_DATA_ERROR');
    expect(body.errors).toEqual([expect.objectContaining({ field: 'showPhoneToExchanged', rule: 'boolean' })]);
    expect(body.msg).toContain('向已交换名片的联系人显示手机号');
    expect(okOf(await api.usercentre.findPrivacySet({ token: owner.token })).showPhoneToExchanged).toBe(true);

    const locked = await newUser(t.ctx);
    await newCompany(t.ctx, { lockPrivacy: true, members: [{ id: locked.id, role: 'member' }] });
    expect(refusalOf(await privacy(locked.token, { showPhoneToExchanged: false }))).toMatchObject({ code: 'COMPANY_NOT_ALLOWED' });
    expect(okOf(await api.usercentre.findPrivacySet({ token: locked.token })).showPhoneToExchanged).toBe(true);
  });
});
