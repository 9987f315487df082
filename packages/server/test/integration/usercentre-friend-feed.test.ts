import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { okOf, refusalOf, testClient } from '../helpers/client';
import { copyBaseDatabase } from '../helpers/database';
import type { Db } from '../../src/db';
import { friendFeedService } from '../../src/domains/usercentre/friend-feed.service';
import { newActivity, newArticle, newMicroPage, newMicroVideo, newProduct, newShop, newUser, type FactoryUser } from '../factories';

/**
 * 好友动态 (issue 31, item 8): what the caller's exchanged contacts published, newest first across kinds, keyset-paged;
 * never non-contacts' or the caller's own items; an author whose dynamic switch is off, or who hid a kind's module,
 * is left out; only what visitors of each area may see.
 */
let t: Awaited<ReturnType<typeof buildApp>>;
let api: ReturnType<typeof testClient>;
beforeAll(async () => {
  t = await buildApp({ config: { databaseUrl: copyBaseDatabase(), logLevel: 'silent' } });
  await t.app.ready();
  api = testClient(t.app);
});
afterAll(async () => {
  await t.app.close();
});

const MIN = 60_000;
const ago = (m: number) => new Date(t.ctx.clock.now().getTime() - m * MIN);
/** An accepted exchange as network-exchange.service writes it: a Contact of source exchange on each side. */
async function exchanged(a: FactoryUser, b: FactoryUser) {
  for (const [o, c] of [
    [a, b],
    [b, a],
  ] as const) {
    await t.ctx.db.contact.create({ data: { id: t.ctx.ids.id(), ownerId: o.id, contactId: c.id, source: 'exchange', createdAt: t.ctx.clock.now() } });
  }
}
const feed = async (u: FactoryUser, body: { cursor?: string; pageSize?: number } = {}) => okOf(await api.usercentre.findFriendDynamics({ body, token: u.token }));
const titles = (p: { items: { title: string }[] }) => p.items.map((i) => i.title);

describe("the friends' updates feed", () => {
  let me: FactoryUser;
  let friend: FactoryUser;
  let other: FactoryUser;
  let stranger: FactoryUser;
  beforeAll(async () => {
    me = await newUser(t.ctx, { name: '读者' });
    friend = await newUser(t.ctx, { name: '张三' });
    other = await newUser(t.ctx, { name: '李四' });
    stranger = await newUser(t.ctx, { name: '陌生人' });
    await exchanged(me, friend);
    await exchanged(me, other);
    await exchanged(friend, stranger);
    await t.ctx.db.user.update({ where: { id: friend.id }, data: { avatarUrl: '/files/avatars/f.webp' } });
  });

  it("lists each kind contacts published, newest first, with the author's card and the item's public screen", async () => {
    const c = t.ctx;
    const artAt = ago(50);
    const art = await newArticle(c, friend, { title: '文章', createdAt: artAt });
    const vid = await newMicroVideo(c, other, { title: '视频', createdAt: ago(40) });
    const shop = await newShop(c, friend);
    const pro = await newProduct(c, shop, { name: '商品', createdAt: ago(30) });
    const act = await newActivity(c, other, { title: '活动', publishedAt: ago(20) });
    const page = await newMicroPage(c, friend, { title: '传单', kind: 'leaflet', publish: true });
    await c.db.microPage.update({ where: { id: page.id }, data: { publishedAt: ago(10), coverUrl: '/files/c.png' } });
    await newArticle(c, stranger, { title: '陌生人的文章', createdAt: ago(5) });
    await newArticle(c, me, { title: '我自己的文章', createdAt: ago(5) });

    const p = await feed(me);
    expect(titles(p)).toEqual(['传单', '活动', '商品', '视频', '文章']);
    expect(p).toMatchObject({ hasMore: false, nextCursor: null, total: null });
    const by = Object.fromEntries(p.items.map((i) => [i.kind, i]));
    expect(by.article).toMatchObject({
      id: art.id,
      cover: null,
      author: { phoneIdEcr: friend.phoneIdEcr, name: '张三', avatarUrl: '/files/avatars/f.webp' },
      spa: true,
      path: `/multipleWdy/micro/show/article?articleId=${encodeURIComponent(art.id)}&phoneIdEcr=${encodeURIComponent(friend.phoneIdEcr)}`,
      at: artAt.toISOString(),
    });
    expect(by.microPage).toMatchObject({ path: `/p/${page.publicId}`, spa: false, cover: '/files/c.png' });
    expect(by.video).toMatchObject({ id: vid.id, path: `/microvideo/shortVideo/${vid.id}`, author: { name: '李四' } });
    expect(by.product).toMatchObject({ id: pro.id, path: `/vshop/product/${pro.id}` });
    expect(by.activity).toMatchObject({ id: act.id, path: `/activity/detail/${act.id}` });
    // The stranger is the friend's contact, not mine: their item is in the friend's feed, never in mine; mine is in
    // the friend's feed (we exchanged), the friend's own items are not.
    expect(titles(await feed(friend)).sort()).toEqual(['我自己的文章', '陌生人的文章'].sort());
  });

  it('leaves out hidden, unpublished, deleted, taken-down and closed-shop items', async () => {
    const c = t.ctx;
    const before = titles(await feed(me));
    await newArticle(c, friend, { title: '隐藏文章', hidden: true });
    await newMicroPage(c, friend, { title: '草稿微页' });
    await newMicroVideo(c, friend, { title: '隐藏视频', hidden: true });
    await newMicroVideo(c, friend, { title: '草稿视频', state: 'draft' });
    await newMicroVideo(c, friend, { title: '违规视频', takenDown: 'violation' });
    const deleted = await newMicroVideo(c, friend, { title: '删除视频' });
    await c.db.microVideo.update({ where: { id: deleted.id }, data: { deletedByOwnerAt: c.clock.now() } });
    const shop = await c.db.shop.findUniqueOrThrow({ where: { userId: friend.id } });
    await newProduct(c, shop, { name: '下架商品', onShelf: false });
    await newProduct(c, shop, { name: '删除商品', deleted: true });
    await newActivity(c, friend, { title: '草稿活动', status: 'draft' });
    await newActivity(c, friend, { title: '取消活动', status: 'cancelled' });
    await newActivity(c, friend, { title: '报名页', kind: 'form' });
    expect(titles(await feed(me))).toEqual(before);
    // A closed shop shows none of its products.
    await c.db.shop.update({ where: { id: shop.id }, data: { closed: true } });
    expect(titles(await feed(me))).toEqual(before.filter((x) => x !== '商品'));
    await c.db.shop.update({ where: { id: shop.id }, data: { closed: false } });
  });

  it('leaves out a kind whose module the author hid, and an author whose switch is off', async () => {
    const c = t.ctx;
    await c.db.userModule.update({ where: { userId_moduleId: { userId: other.id, moduleId: 54 } }, data: { visible: false } });
    expect(titles(await feed(me))).toEqual(['传单', '活动', '商品', '文章']);
    await c.db.userModule.update({ where: { userId_moduleId: { userId: other.id, moduleId: 54 } }, data: { visible: true } });
    // The author turns the switch off through its own call: everything of theirs leaves everyone's feed.
    okOf(await api.usercentre.noAcceptDynamic({ body: {}, token: friend.token }));
    expect(titles(await feed(me))).toEqual(['活动', '视频']);
    okOf(await api.usercentre.openDynamic({ body: {}, token: friend.token }));
    expect(titles(await feed(me))).toEqual(['传单', '活动', '商品', '视频', '文章']);
    // The reader's own switch does not hide what they read.
    okOf(await api.usercentre.noAcceptDynamic({ body: {}, token: me.token }));
    expect(titles(await feed(me))).toHaveLength(5);
    okOf(await api.usercentre.openDynamic({ body: {}, token: me.token }));
  });

  it('pages stably across kinds when items share a time, and refuses a bad cursor naming the field', async () => {
    const c = t.ctx;
    const reader = await newUser(c);
    const a = await newUser(c);
    const b = await newUser(c);
    await exchanged(reader, a);
    await exchanged(reader, b);
    const same = ago(100);
    const shop = await newShop(c, b);
    for (let i = 0; i < 4; i++) {
      await newArticle(c, a, { title: `a${i}`, createdAt: same });
      await newMicroVideo(c, b, { title: `v${i}`, createdAt: same });
      await newProduct(c, shop, { name: `p${i}`, createdAt: same });
    }
    await newArticle(c, a, { title: '最新', createdAt: ago(1) });
    const whole = await feed(reader, { pageSize: 50 });
    expect(whole.items).toHaveLength(13);
    expect(whole.items[0].title).toBe('最新');
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let n = 0; n < 10; n++) {
      const p = await feed(reader, { pageSize: 3, ...(cursor ? { cursor } : {}) });
      seen.push(...p.items.map((i) => `${i.kind}:${i.id}`));
      // A new item appears at the top while reading: it never shifts the pages after.
      if (n === 0) await newArticle(c, a, { title: '更新', createdAt: c.clock.now() });
      if (!p.hasMore) break;
      cursor = p.nextCursor!;
    }
    expect(seen).toEqual(whole.items.map((i) => `${i.kind}:${i.id}`));
    expect(new Set(seen).size).toBe(13);

    expect(refusalOf(await api.usercentre.findFriendDynamics({ body: { cursor: 'garbage' }, token: reader.token }))).toMatchObject({ code: 'CURSOR_INVALID', field: 'cursor' });
    // A cursor of another feed (the messages) is refused too.
    const other = Buffer.from(JSON.stringify({ v: 1, l: 'messages', t: Date.now(), i: 'abc' })).toString('base64url');
    expect(refusalOf(await api.usercentre.findFriendDynamics({ body: { cursor: other }, token: reader.token }))).toMatchObject({ code: 'CURSOR_INVALID', field: 'cursor' });
    expect(refusalOf(await api.usercentre.findFriendDynamics({ body: { cursor: 'a b' }, token: reader.token }))).toMatchObject({ field: 'cursor' });
    // Signed out: refused, nothing read.
    expect(refusalOf(await api.usercentre.findFriendDynamics({ body: {} })).code).toBe('NOT_LOGGED_IN');
  });

  it('is empty for a user with no contacts', async () => {
    expect(await feed(await newUser(t.ctx))).toEqual({ items: [], total: null, hasMore: false, nextCursor: null });
  });

  it('reads a page in the same few queries however many contacts publish (never one per contact)', async () => {
    const c = t.ctx;
    const queriesFor = async (contacts: number) => {
      const reader = await newUser(c);
      for (let i = 0; i < contacts; i++) {
        const u = await newUser(c);
        await exchanged(reader, u);
        await newArticle(c, u, { title: `文${i}` });
        await newMicroVideo(c, u, { title: `视${i}` });
      }
      let n = 0;
      const counted = new Proxy(c.db, {
        get(target, prop, receiver) {
          const v = Reflect.get(target, prop, receiver) as unknown;
          if (typeof prop !== 'string' || prop.startsWith('$') || !v || typeof v !== 'object' || !('findMany' in v)) return v;
          return new Proxy(v, {
            get: (d, op) => {
              const fn = Reflect.get(d, op) as unknown;
              return typeof fn === 'function'
                ? (...a: unknown[]) => {
                    n += 1;
                    return (fn as (...x: unknown[]) => unknown).apply(d, a);
                  }
                : fn;
            },
          });
        },
      }) as Db;
      const page = await friendFeedService({ ...c, db: counted }).feed(reader.id, { pageSize: 10 });
      expect(page.items).toHaveLength(Math.min(10, contacts * 2));
      return n;
    };
    const few = await queriesFor(2);
    expect(few).toBeLessThanOrEqual(9);
    expect(await queriesFor(12)).toBe(few);
  });
});
