import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/app';
import { newAlbum, newLinkSet, newUser, randomMobile } from './index';

/** The factories produce users the real app accepts, in the VIP / unlock / role state asked for. */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const lockOf = async (token: string, moduleId: number) => {
  const body = (await t.get(`/fun/0/findSystemModuleIsLock.xhtml?moduleId=${moduleId}`, token)).json();
  expect(body.status, JSON.stringify(body)).toBe(200);
  return body.resultSets[0].locked as boolean;
};

describe('newUser', () => {
  it('gives a session the real app accepts, with the card named as asked', async () => {
    const u = await newUser(t.ctx, { name: '张三' });
    const body = (await t.post('/acc/0/findMpBasicById.xhtml', {}, u.token)).json();
    expect(body.status).toBe(200);
    expect(JSON.stringify(body.resultSets)).toContain('张三');
    expect(u.phone).toMatch(/^1[3-9]\d{9}$/);
  });

  it('sets the VIP state: active and temporary unlock an advanced module, expired and none do not', async () => {
    const MIRROR = 36; // an advanced module
    expect(await lockOf((await newUser(t.ctx, { vip: 'active' })).token, MIRROR)).toBe(false);
    expect(await lockOf((await newUser(t.ctx, { vip: 'temporary' })).token, MIRROR)).toBe(false);
    expect(await lockOf((await newUser(t.ctx, { vip: 'expired' })).token, MIRROR)).toBe(true);
    expect(await lockOf((await newUser(t.ctx)).token, MIRROR)).toBe(true);
    expect(await lockOf((await newUser(t.ctx, { unlockedModules: [MIRROR] })).token, MIRROR)).toBe(false);
  });

  it('stores company role and roles', async () => {
    const u = await newUser(t.ctx, { companyRole: 'admin', roles: ['customerService'] });
    const row = await t.ctx.db.user.findUniqueOrThrow({ where: { id: u.id }, select: { companyId: true, companyRole: true, roles: { select: { role: true } } } });
    expect(row).toEqual({ companyId: u.companyId, companyRole: 'admin', roles: [{ role: 'customerService' }] });
  });

  it('makes random valid phones, not sequential ones', () => {
    const phones = new Set(Array.from({ length: 200 }, randomMobile));
    expect(phones.size).toBeGreaterThan(195);
    for (const p of phones) expect(p).toMatch(/^1[3-9]\d{9}$/);
  });
});

describe('area factories', () => {
  it('newAlbum and newLinkSet make rows the owner sees through the real calls', async () => {
    const u = await newUser(t.ctx, { vip: 'active' });
    const album = await newAlbum(t.ctx, u, { photos: 2 });
    const photos = (await t.post('/photo/findAlbumPhotos.xhtml', { albumId: album.id }, u.token)).json();
    expect(photos.status, JSON.stringify(photos)).toBe(200);
    expect(JSON.stringify(photos.resultSets)).toContain(album.photoIds[1]);
    const set = await newLinkSet(t.ctx, u, { links: 1 });
    const links = (await t.post('/themes/findFolderInnerMiniLinks.xhtml', { setId: set.id }, u.token)).json();
    expect(JSON.stringify(links.resultSets)).toContain(set.linkIds[0]);
  });
});
