import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { LIMITS } from '@card/contract';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { testEngine } from '../helpers/database';
import { newCustomPicture, newNicknameCustom, newPendant, newUser, wearPendant, type FactoryUser } from '../factories';
import { seedProgrammePersona } from '../../src/domains/programme/persona/persona.seed';

/**
 * Persona part (issue 18) through the typed client on a real database: pendants (VIP to wear, shown on the card only
 * while the owner is VIP), and avatar-nickname customs (own ids only, batch delete all-or-nothing, one default that
 * is applied to the card through the card and user-centre services).
 */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const api = () => t.api.programme;
const cardOf = async (u: FactoryUser) => okOf(await t.api.card.findMpBasicById({ params: { phoneIdEcr: u.phoneIdEcr } }));
const myCard = async (u: FactoryUser) => okOf(await t.api.card.findMyCard({ token: u.token }));

function png(color: [number, number, number]) {
  const p = new PNG({ width: 40, height: 40 });
  for (let i = 0; i < 40 * 40; i++) p.data.set([...color, 255], i * 4);
  return PNG.sync.write(p);
}
function uploadPicture(u: FactoryUser, bytes: Buffer) {
  const boundary = `----psTest${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  return t.app.inject({
    method: 'POST',
    url: '/acc/uploadAvatarNicknamePicture.xhtml',
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: u.token },
  });
}

describe(`avatar pendants (${testEngine()})`, () => {
  it('the seeded catalogue lists 8 drawn pendants to anyone signed in; a category narrows it', async () => {
    await seedProgrammePersona(t.ctx.db, t.ctx.providers.storage);
    const plain = await newUser(t.ctx);
    const list = okOf(await api().findAvatarPendantList({ token: plain.token, body: {} }));
    expect(list.items.filter((p) => p.id.startsWith('pendant') && p.nameZh !== '测试挂件').length).toBe(8);
    expect(list).toMatchObject({ isVip: false, currentId: null, shown: false, phoneIdEcr: plain.phoneIdEcr });
    const first = list.items.find((p) => p.id === 'pendantGoldFrame')!;
    expect((await t.app.inject({ method: 'GET', url: first.imageUrl })).statusCode).toBe(200);
    const festival = okOf(await api().findAvatarPendantList({ token: plain.token, body: { category: 'festival' } }));
    expect(festival.items.every((p) => p.category === 'festival')).toBe(true);
    expect(refusalOf(await api().findAvatarPendantList({ token: plain.token, body: { category: 'nope' as never } }))).toMatchObject({ field: 'category' });
  });

  it('a non-VIP cannot wear one (MODULE_LOCKED, nothing written); a VIP wears one and visitors see it on the card', async () => {
    const pendant = await newPendant(t.ctx);
    const plain = await newUser(t.ctx);
    expect(refusalOf(await api().setAvatarPendant({ token: plain.token, body: { pendantId: pendant.id } })).code).toBe('MODULE_LOCKED');
    expect(await t.ctx.db.personaUserState.findUnique({ where: { userId: plain.id } })).toBeNull();

    const vip = await newUser(t.ctx, { vip: 'active' });
    const worn = okOf(await api().setAvatarPendant({ token: vip.token, body: { pendantId: pendant.id } }));
    expect(worn.currentId).toBe(pendant.id);
    expect(worn.imageUrl).toBe(t.ctx.providers.storage.urlOf(pendant.imageUrl));
    expect(okOf(await api().findAvatarPendantList({ token: vip.token, body: {} }))).toMatchObject({ currentId: pendant.id, shown: true, isVip: true });
    expect((await cardOf(vip)).pendantUrl).toBe(worn.imageUrl);
    expect((await myCard(vip)).pendantUrl).toBe(worn.imageUrl);
    // (The public card page drawing it over the avatar is the browser journey's: e2e/programme-persona.e2e.ts.)

    okOf(await api().cancelAvatarPendant({ token: vip.token, body: {} }));
    expect((await cardOf(vip)).pendantUrl).toBeUndefined();
    expect(okOf(await api().cancelAvatarPendant({ token: vip.token, body: {} }))).toEqual({ currentId: null, imageUrl: '' });
  });

  it('a withdrawn or unknown pendant answers PENDANT_NOT_FOUND; withdrawing a worn one takes it off the card', async () => {
    const vip = await newUser(t.ctx, { vip: 'active' });
    const hidden = await newPendant(t.ctx, { hidden: true });
    expect(refusalOf(await api().setAvatarPendant({ token: vip.token, body: { pendantId: hidden.id } }))).toMatchObject({ code: 'PENDANT_NOT_FOUND', field: 'pendantId' });
    expect(refusalOf(await api().setAvatarPendant({ token: vip.token, body: { pendantId: 'pendantNoSuchOne' } }))).toMatchObject({ code: 'PENDANT_NOT_FOUND' });
    expect(refusalOf(await api().setAvatarPendant({ token: vip.token, body: { pendantId: 'x' } }))).toMatchObject({ field: 'pendantId' });
    const shown = await newPendant(t.ctx);
    okOf(await api().setAvatarPendant({ token: vip.token, body: { pendantId: shown.id } }));
    await t.ctx.db.personaPendant.update({ where: { id: shown.id }, data: { hidden: true } });
    expect((await cardOf(vip)).pendantUrl).toBeUndefined();
  });

  it('when VIP lapses the pendant stops showing (the choice is kept) and shows again on renewal', async () => {
    const vip = await newUser(t.ctx, { vip: 'active' });
    const pendant = await newPendant(t.ctx);
    okOf(await api().setAvatarPendant({ token: vip.token, body: { pendantId: pendant.id } }));
    expect((await cardOf(vip)).pendantUrl).toBeTruthy();
    const day = 86_400_000;
    await t.ctx.db.user.update({ where: { id: vip.id }, data: { vipExpiresAt: new Date(t.ctx.clock.now().getTime() - day) } });
    expect((await cardOf(vip)).pendantUrl).toBeUndefined();
    expect(okOf(await api().findAvatarPendantList({ token: vip.token, body: {} }))).toMatchObject({ currentId: pendant.id, shown: false, isVip: false });
    // A lapsed VIP may still take it off, not put another on.
    expect(refusalOf(await api().setAvatarPendant({ token: vip.token, body: { pendantId: pendant.id } })).code).toBe('MODULE_LOCKED');
    await t.ctx.db.user.update({ where: { id: vip.id }, data: { vipExpiresAt: new Date(t.ctx.clock.now().getTime() + day) } });
    expect((await cardOf(vip)).pendantUrl).toBeTruthy();
    // A pendant written for a non-VIP (e.g. VIP lapsed between reads) is not shown either.
    const plain = await newUser(t.ctx);
    await wearPendant(t.ctx, plain, pendant.id);
    expect((await cardOf(plain)).pendantUrl).toBeUndefined();
  });
});

describe(`avatar-nickname customs (${testEngine()})`, () => {
  it('upload a picture, add pairs (own picture only, nickname rules, sensitive words), list them', async () => {
    const me = await newUser(t.ctx);
    const other = await newUser(t.ctx);
    const res = await uploadPicture(me, png([200, 30, 30]));
    const url: string = res.json().resultSets.url;
    expect(url).toMatch(/^\/files\/persona-avatars\/[A-Za-z0-9_-]+\.webp$/);
    const a = okOf(await api().addAvatarNicknameCustom({ token: me.token, body: { nickname: '商务张', avatarUrl: url } }));
    const b = okOf(await api().addAvatarNicknameCustom({ token: me.token, body: { nickname: '生活张', avatarUrl: url } }));
    expect(a).toMatchObject({ nickname: '商务张', avatarUrl: url, isDefault: false });
    // Newest first; two added in the same millisecond may come either way.
    const listed = okOf(await api().findAvatarNicknameCustom({ token: me.token, body: {} }));
    expect(listed.max).toBe(LIMITS.programmePersona.maxCustoms);
    expect(listed.items.map((x) => x.id).sort()).toEqual([a.id, b.id].sort());

    const othersPicture = await newCustomPicture(t.ctx, other);
    expect(refusalOf(await api().addAvatarNicknameCustom({ token: me.token, body: { nickname: '甲', avatarUrl: othersPicture } }))).toMatchObject({
      code: 'PERSONA_AVATAR_INVALID',
      field: 'avatarUrl',
    });
    expect(refusalOf(await api().addAvatarNicknameCustom({ token: me.token, body: { nickname: '甲', avatarUrl: 'https://evil.example/a.png' } }))).toMatchObject({
      code: 'PERSONA_AVATAR_INVALID',
      field: 'avatarUrl',
    });
    expect(refusalOf(await api().addAvatarNicknameCustom({ token: me.token, body: { nickname: '名'.repeat(31), avatarUrl: url } }))).toMatchObject({ field: 'nickname', rule: 'length' });
    await t.ctx.db.sensitiveWord.create({ data: { word: '敏感昵称词' } });
    try {
      expect(refusalOf(await api().addAvatarNicknameCustom({ token: me.token, body: { nickname: '我是敏感昵称词', avatarUrl: url } }))).toMatchObject({
        code: 'SENSITIVE_WORDS',
        field: 'nickname',
      });
    } finally {
      await t.ctx.db.sensitiveWord.delete({ where: { word: '敏感昵称词' } });
    }
    expect(await t.ctx.db.personaNicknameCustom.count({ where: { userId: me.id } })).toBe(2);
  });

  it(`at most ${LIMITS.programmePersona.maxCustoms}: the next answers PERSONA_CUSTOMS_FULL, also when added at once`, async () => {
    const me = await newUser(t.ctx);
    const url = await newCustomPicture(t.ctx, me);
    for (let i = 0; i < LIMITS.programmePersona.maxCustoms - 2; i++) await newNicknameCustom(t.ctx, me, { avatarUrl: url });
    const answers = await Promise.all(Array.from({ length: 4 }, (_, i) => api().addAvatarNicknameCustom({ token: me.token, body: { nickname: `并发${i}`, avatarUrl: url } })));
    expect(answers.filter((r) => r.status === 200 && (r.body as { status: number }).status === 200).length).toBe(2);
    expect(answers.filter((r) => (r.body as { status: number }).status !== 200).map((r) => refusalOf(r).code)).toEqual(['PERSONA_CUSTOMS_FULL', 'PERSONA_CUSTOMS_FULL']);
    expect(await t.ctx.db.personaNicknameCustom.count({ where: { userId: me.id } })).toBe(LIMITS.programmePersona.maxCustoms);
  });

  it('batch delete is all or nothing: one foreign id answers not found and deletes none; own ids go with their unused pictures', async () => {
    const me = await newUser(t.ctx);
    const other = await newUser(t.ctx);
    const [a, b, c] = [await newNicknameCustom(t.ctx, me), await newNicknameCustom(t.ctx, me), await newNicknameCustom(t.ctx, me)];
    const theirs = await newNicknameCustom(t.ctx, other);
    expect(refusalOf(await api().batchDelAvatarNicknameCustom({ token: me.token, body: { ids: [a.id, theirs.id] } }))).toMatchObject({ code: 'PERSONA_CUSTOM_NOT_FOUND', field: 'ids' });
    expect(await t.ctx.db.personaNicknameCustom.count({ where: { id: { in: [a.id, theirs.id] } } })).toBe(2);
    expect(refusalOf(await api().batchDelAvatarNicknameCustom({ token: me.token, body: { ids: '' as never } }))).toMatchObject({ field: 'ids' });

    okOf(await api().setDefaultAvatarNicknameCustom({ token: me.token, body: { id: a.id } }));
    expect(okOf(await api().batchDelAvatarNicknameCustom({ token: me.token, body: { ids: `${a.id},${b.id}` as never } }))).toEqual({ deleted: 2 });
    const left = okOf(await api().findAvatarNicknameCustom({ token: me.token, body: {} }));
    expect(left.items.map((x) => x.id)).toEqual([c.id]);
    expect(left.items[0]!.isDefault).toBe(false);
    expect(await t.ctx.db.storedFile.count({ where: { key: t.ctx.providers.storage.keyOf(a.avatarUrl)! } })).toBe(0);
    expect(await t.ctx.db.personaNicknameCustom.count({ where: { id: theirs.id } })).toBe(1);
  });

  it("set default: someone else's id is not found; one's own becomes the only default and the card shows its name and avatar", async () => {
    const me = await newUser(t.ctx);
    const other = await newUser(t.ctx);
    const theirs = await newNicknameCustom(t.ctx, other);
    expect(refusalOf(await api().setDefaultAvatarNicknameCustom({ token: me.token, body: { id: theirs.id } }))).toMatchObject({ code: 'PERSONA_CUSTOM_NOT_FOUND', field: 'id' });
    const work = await newNicknameCustom(t.ctx, me, { nickname: '工作名片' });
    const life = await newNicknameCustom(t.ctx, me, { nickname: '生活名片' });
    const set = okOf(await api().setDefaultAvatarNicknameCustom({ token: me.token, body: { id: work.id } }));
    expect(set).toMatchObject({ name: '工作名片', custom: { id: work.id, isDefault: true } });
    expect(set.avatarUrl).toMatch(/^\/files\/avatars\//);
    expect(await cardOf(me)).toMatchObject({ name: '工作名片', avatarUrl: set.avatarUrl });
    okOf(await api().setDefaultAvatarNicknameCustom({ token: me.token, body: { id: life.id } }));
    const list = okOf(await api().findAvatarNicknameCustom({ token: me.token, body: {} }));
    expect(list.items.filter((x) => x.isDefault).map((x) => x.id)).toEqual([life.id]);
    const card = await cardOf(me);
    expect(card.name).toBe('生活名片');
    // The card's avatar is its own copy: the previous copy went, the customs' pictures stay.
    expect(card.avatarUrl).not.toBe(set.avatarUrl);
    expect(await t.ctx.db.storedFile.count({ where: { key: t.ctx.providers.storage.keyOf(set.avatarUrl)! } })).toBe(0);
    expect(await t.ctx.db.storedFile.count({ where: { key: t.ctx.providers.storage.keyOf(work.avatarUrl)! } })).toBe(1);
    // The home's user block (the management centre) shows the new name.
    expect(okOf(await t.api.usercentre.userInfo({ token: me.token }))).toMatchObject({ name: '生活名片', avatarUrl: card.avatarUrl });
  });

  it('concurrent set-defaults leave exactly one default, and the card shows that one', async () => {
    const me = await newUser(t.ctx);
    const rows = [];
    for (let i = 0; i < 4; i++) rows.push(await newNicknameCustom(t.ctx, me, { nickname: `昵称${i}` }));
    const answers = await Promise.all(rows.map((r) => api().setDefaultAvatarNicknameCustom({ token: me.token, body: { id: r.id } })));
    for (const a of answers) okOf(a);
    const list = okOf(await api().findAvatarNicknameCustom({ token: me.token, body: {} }));
    const defaults = list.items.filter((x) => x.isDefault);
    expect(defaults.length).toBe(1);
    expect((await cardOf(me)).name).toBe(defaults[0]!.nickname);
  });
});
