import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let me: { token: string; phoneIdEcr: string };
let other: { token: string; phoneIdEcr: string };
beforeAll(async () => {
  t = await makeTestApp();
  me = await t.register('13640000001');
  other = await t.register('13640000002');
});
afterAll(async () => {
  await t.close();
});

const hq = { name: '总部', address: '深南大道1号', province: '广东省', city: '深圳市', lat: '22.5431', lng: '114.0579' };
const list = async (token: string) => (await t.post('/fun/findMapPointList.xhtml', {}, token)).json().resultSets as { points: { id: string; name: string }[]; navPointId: string | null };
const publicNav = async () => (await t.post(`/fun/${me.phoneIdEcr}/findNavigationPointByIdEcr.xhtml`)).json().resultSets;

describe('domestic areas', () => {
  it('lists the provincial-level divisions including Hong Kong, Macau and Taiwan', async () => {
    const res = (await t.post('/map/findDomesticAreaCity.xhtml')).json().resultSets;
    expect(res.provinces).toHaveLength(34);
    expect(res.provinces).toEqual(expect.arrayContaining(['北京市', '广东省', '新疆维吾尔自治区', '香港特别行政区', '澳门特别行政区', '台湾省']));
    expect(res.cities).toEqual([]);
  });
  it('lists the cities of a province; an unknown province is refused', async () => {
    const gd = (await t.post('/map/findDomesticAreaCity.xhtml', { province: '广东省' })).json().resultSets.cities;
    expect(gd).toEqual(expect.arrayContaining(['广州市', '深圳市', '东莞市']));
    expect(gd).toHaveLength(21);
    expect((await t.post('/map/findDomesticAreaCity.xhtml', { province: '火星' })).json().code).toBe('CARD_AREA_UNKNOWN');
  });
});

describe('map points and the navigation point', () => {
  it('adds a point with numbers for lat/lng', async () => {
    const p = (await t.post('/fun/addMapPoint.xhtml', hq, me.token)).json().resultSets;
    expect(p).toMatchObject({ name: '总部', province: '广东省', city: '深圳市', lat: 22.5431, lng: 114.0579 });
    expect((await list(me.token)).points).toHaveLength(1);
  });

  it('refuses a latitude out of range, a city of another province, and a missing address', async () => {
    expect((await t.post('/fun/addMapPoint.xhtml', { ...hq, lat: '90.5' }, me.token)).json().errors[0]).toMatchObject({ field: 'lat', rule: 'range' });
    expect((await t.post('/fun/addMapPoint.xhtml', { ...hq, lng: '-181' }, me.token)).json().errors[0]).toMatchObject({ field: 'lng', rule: 'range' });
    expect((await t.post('/fun/addMapPoint.xhtml', { ...hq, city: '杭州市' }, me.token)).json()).toMatchObject({ code: 'CARD_AREA_UNKNOWN', errors: [{ field: 'city' }] });
    expect((await t.post('/fun/addMapPoint.xhtml', { ...hq, address: '' }, me.token)).json().errors[0]).toMatchObject({ field: 'address' });
    expect((await list(me.token)).points).toHaveLength(1);
  });

  it("updates its own point; someone else's id is NOT_FOUND for every change, and nothing changes", async () => {
    const [p] = (await list(me.token)).points;
    const upd = await t.post('/fun/updateMapPoint.xhtml', { ...hq, id: p.id, name: '深圳总部' }, me.token);
    expect(upd.json().resultSets).toMatchObject({ id: p.id, name: '深圳总部' });
    expect((await t.post('/fun/updateMapPoint.xhtml', { ...hq, id: p.id, name: '偷改' }, other.token)).json().code).toBe('NOT_FOUND');
    expect((await t.post('/fun/delMapPoint.xhtml', { id: p.id }, other.token)).json().code).toBe('NOT_FOUND');
    expect((await t.post('/fun/setNavigationPoint.xhtml', { id: p.id }, other.token)).json().code).toBe('NOT_FOUND');
    expect((await list(me.token)).points[0]).toMatchObject({ id: p.id, name: '深圳总部' });
    expect((await list(other.token)).navPointId).toBeNull();
  });

  it('chooses the navigation point; the public call and the public card show it', async () => {
    expect(await publicNav()).toBeNull();
    const [p] = (await list(me.token)).points;
    expect((await t.post('/fun/setNavigationPoint.xhtml', { id: p.id }, me.token)).json().resultSets).toEqual({ navPointId: p.id });
    expect((await list(me.token)).navPointId).toBe(p.id);
    expect(await publicNav()).toMatchObject({ id: p.id, name: '深圳总部', lat: 22.5431 });
    const card = (await t.post(`/acc/${me.phoneIdEcr}/findMpBasicById.xhtml`)).json().resultSets;
    expect(card.navPoint).toMatchObject({ name: '深圳总部', city: '深圳市' });
  });

  it('an unknown card is NOT_FOUND on the public call', async () => {
    expect((await t.post('/fun/AAAAAAAAAAAAAAAAAAAAAA/findNavigationPointByIdEcr.xhtml')).json().code).toBe('NOT_FOUND');
  });

  it("deleting the navigation point clears the card's choice", async () => {
    const second = (await t.post('/fun/addMapPoint.xhtml', { ...hq, name: '分部', province: '北京市', city: '北京市', lat: '39.9', lng: '116.4' }, me.token)).json().resultSets;
    const nav = (await list(me.token)).navPointId!;
    expect((await t.post('/fun/delMapPoint.xhtml', { id: nav }, me.token)).json().resultSets).toEqual({ id: nav });
    expect(await list(me.token)).toEqual({ points: [expect.objectContaining({ id: second.id })], navPointId: null });
    expect(await publicNav()).toBeNull();
  });

  it('clears the navigation point with an empty id', async () => {
    const [p] = (await list(me.token)).points;
    await t.post('/fun/setNavigationPoint.xhtml', { id: p.id }, me.token);
    expect((await t.post('/fun/setNavigationPoint.xhtml', { id: '' }, me.token)).json().resultSets).toEqual({ navPointId: null });
    expect(await publicNav()).toBeNull();
  });
});
