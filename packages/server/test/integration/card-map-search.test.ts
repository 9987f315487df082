import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, vcardPath } from '@card/contract';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf } from '../helpers/client';
import { newUser, type FactoryUser } from '../factories';
import { amapMaps } from '../../src/providers/maps-amap';
import type { MapsProvider } from '../../src/providers/maps';

let t: TestApp;
let me: FactoryUser;
let offline: MapsProvider;
/** A fake AMap web service on 127.0.0.1: answers like the real one, records what it was asked. */
let fake: Server;
let fakeUrl = '';
const asked: URL[] = [];
let fakeDown = false;

beforeAll(async () => {
  t = await makeTestApp();
  me = await newUser(t.ctx);
  offline = t.ctx.providers.maps;
  fake = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    asked.push(url);
    res.setHeader('content-type', 'application/json');
    if (fakeDown) {
      res.statusCode = 502;
      res.end('{}');
      return;
    }
    if (url.searchParams.get('key') !== 'test-key') {
      res.end(JSON.stringify({ status: '0', info: 'INVALID_USER_KEY', infocode: '10001' }));
      return;
    }
    if (url.pathname === '/v3/assistant/inputtips') {
      res.end(
        JSON.stringify({
          status: '1',
          count: '3',
          tips: [
            { name: '腾讯大厦', district: '广东省深圳市南山区', address: '深南大道10000号', location: '113.934528,22.540503' },
            { name: '深南大道(公交线路)', district: '广东省深圳市', address: [], location: [] },
            { name: '中环广场', district: '香港特别行政区中西区', address: '皇后大道中99号', location: '114.158,22.282' },
          ],
        }),
      );
    } else if (url.pathname === '/v3/geocode/regeo') {
      res.end(JSON.stringify({ status: '1', regeocode: { formatted_address: '北京市东城区东华门街道天安门', addressComponent: { province: '北京市', city: [], township: '东华门街道' } } }));
    } else {
      res.statusCode = 404;
      res.end('{}');
    }
  });
  await new Promise<void>((ok) => fake.listen(0, '127.0.0.1', ok));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  await new Promise((ok) => fake.close(ok));
});

const search = (keyword: string, token = me.token, city = '') => t.api.card.searchAddress({ body: { keyword, city }, token });
const reverse = (lat: number, lng: number, token = me.token) => t.api.card.reverseGeocode({ body: { lat, lng }, token });
const withAmap = (key = 'test-key') => {
  t.ctx.providers.maps = amapMaps({ key, baseUrl: fakeUrl });
};
const useOffline = () => {
  t.ctx.providers.maps = offline;
};

describe('offline (no map key): the area list answers', () => {
  it('a city name, short or full, gives its province and city and no coordinates (a centre is not the place)', async () => {
    const { places, detailed } = okOf(await search('深圳'));
    expect(detailed).toBe(false);
    expect(places[0]).toEqual({ name: '深圳市', address: '广东省深圳市', province: '广东省', city: '深圳市', lat: null, lng: null, mapImageUrl: '' });
    expect(okOf(await search('广东深圳南山区科技园')).places[0]).toMatchObject({ city: '深圳市', lat: null, lng: null });
    // "上海 东方明珠" used to save Shanghai's centre (31.23, 121.474) as the point: now only the city is known.
    expect(okOf(await search('上海 东方明珠')).places[0]).toMatchObject({ city: '上海市', lat: null, lng: null });
  });
  it("a point saved with the typed address and no coordinates: the visitor's card and vCard carry the address, no GEO", async () => {
    const owner = await newUser(t.ctx);
    const body = { name: '总部', address: '陆家嘴环路1000号 东方明珠', province: '上海市', city: '上海市', lat: '', lng: '' };
    const added = okOf(await t.api.card.addMapPoint({ body, token: owner.token }));
    expect(added).toMatchObject({ address: '陆家嘴环路1000号 东方明珠', lat: null, lng: null });
    okOf(await t.api.card.setNavigationPoint({ body: { id: added.id }, token: owner.token }));
    const vcard = await t.app.inject({ method: 'GET', url: vcardPath(owner.phoneIdEcr) });
    expect(vcard.statusCode).toBe(200);
    expect(vcard.body).toContain('陆家嘴环路1000号');
    expect(vcard.body).not.toContain('GEO:');
  });
  it('coordinates pasted by the owner are kept; one without the other is refused naming the missing one, nothing written', async () => {
    const owner = await newUser(t.ctx);
    const kept = okOf(
      await t.api.card.addMapPoint({ body: { name: '门店', address: '世纪大道1号', province: '上海市', city: '上海市', lat: '31.2397', lng: '121.4998' }, token: owner.token }),
    );
    expect(kept).toMatchObject({ lat: 31.2397, lng: 121.4998 });
    const half = await t.api.card.addMapPoint({ body: { name: '半个', address: '世纪大道2号', province: '上海市', city: '上海市', lat: '31.2397', lng: '' }, token: owner.token });
    expect(half.body).toMatchObject({ errors: [{ field: 'lng', message: '经度不能为空' }] });
    expect(okOf(await t.api.card.findMapPointList({ body: {}, token: owner.token })).points.map((p) => p.name)).toEqual(['门店']);
  });
  it('a province alone lists its cities, at most LIMITS.card.mapResultsMax', async () => {
    const { places } = okOf(await search('广东'));
    expect(places).toHaveLength(LIMITS.card.mapResultsMax);
    expect(places.every((p) => p.province === '广东省')).toBe(true);
  });
  it('a municipality and a Hong Kong district are found', async () => {
    expect(okOf(await search('北京')).places[0]).toMatchObject({ province: '北京市', city: '北京市', address: '北京市' });
    expect(okOf(await search('湾仔')).places[0]).toMatchObject({ province: '香港特别行政区', city: '湾仔区' });
  });
  it('nothing found is an empty list; an empty keyword is refused with its catalogue code', async () => {
    expect(okOf(await search('火星基地')).places).toEqual([]);
    const res = await search('  ');
    expect(res.body).toMatchObject({ code: 'KEYWORD_EMPTY', errors: [{ field: 'keyword', message: '搜索地址不能为空' }] });
  });
  it('the current location becomes the nearest city, at the point given', async () => {
    expect(okOf(await reverse(31.2397, 121.4998))).toMatchObject({ province: '上海市', city: '上海市', lat: 31.2397, lng: 121.4998 });
    expect(okOf(await reverse(22.5405, 113.9345))).toMatchObject({ province: '广东省', city: '深圳市' });
  });
  it('a point outside every area (Paris) is refused with a clear message, never a 5xx', async () => {
    const res = await reverse(48.8566, 2.3522);
    expect(res.status).toBeLessThan(500);
    expect(res.body).toMatchObject({ code: 'MAP_POINT_OUTSIDE', msg: '该位置不在可选的省市范围内，请选择省市或搜索地址' });
  });
  it('needs a session', async () => {
    expect((await t.api.card.searchAddress({ body: { keyword: '深圳', city: '' } })).body).toMatchObject({ status: 302 });
  });
});

describe('with an AMap key: the web service answers (a fake one on 127.0.0.1)', () => {
  it('input tips become places in our area list, with a map image; tips without a location are left out', async () => {
    withAmap();
    try {
      const { places, detailed } = okOf(await search('腾讯大厦', me.token, '深圳市'));
      expect(detailed).toBe(true);
      expect(places).toHaveLength(2);
      expect(places[0]).toMatchObject({ name: '腾讯大厦', address: '广东省深圳市南山区深南大道10000号', province: '广东省', city: '深圳市', lat: 22.540503, lng: 113.934528 });
      // Our Hong Kong list has districts: AMap's "香港特别行政区中西区" lands on ours.
      expect(places[1]).toMatchObject({ province: '香港特别行政区', city: '中西区' });
      const image = new URL(places[0]!.mapImageUrl);
      expect(image.pathname).toBe('/v3/staticmap');
      expect(image.searchParams.get('location')).toBe('113.934528,22.540503');
      expect(image.searchParams.get('zoom')).toBe(String(LIMITS.card.mapImage.zoom));
      const tips = asked.find((u) => u.pathname === '/v3/assistant/inputtips')!;
      expect(Object.fromEntries(tips.searchParams)).toMatchObject({ keywords: '腾讯大厦', city: '深圳市', citylimit: 'true', key: 'test-key' });
    } finally {
      useOffline();
    }
  });
  it('reverse lookup: a municipality answered with an empty city is its own city', async () => {
    withAmap();
    try {
      expect(okOf(await reverse(39.9087, 116.3975))).toMatchObject({
        name: '东华门街道',
        address: '北京市东城区东华门街道天安门',
        province: '北京市',
        city: '北京市',
        lat: 39.9087,
        lng: 116.3975,
      });
      expect(asked.at(-1)!.searchParams.get('location')).toBe('116.397500,39.908700');
    } finally {
      useOffline();
    }
  });
  it('a refused key or a service that is down falls back to the offline list', async () => {
    withAmap('wrong-key');
    try {
      expect(okOf(await search('深圳'))).toMatchObject({ detailed: false, places: [{ city: '深圳市', mapImageUrl: '' }] });
      fakeDown = true;
      withAmap();
      expect(okOf(await reverse(22.5405, 113.9345))).toMatchObject({ city: '深圳市', mapImageUrl: '' });
    } finally {
      fakeDown = false;
      useOffline();
    }
  });
});

describe('lookups are rate-limited per user', () => {
  it(`lookup ${LIMITS.card.mapLookupsPerMinute + 1} within a minute is refused with a retry time; another user is unaffected; the next minute is open`, async () => {
    const busy = await newUser(t.ctx);
    const calm = await newUser(t.ctx);
    t.clock.advance(60_000 - (t.clock.now().getTime() % 60_000) + 1); // the start of a fresh window
    for (let i = 0; i < LIMITS.card.mapLookupsPerMinute; i++) expect((await search('深圳', busy.token)).body).toMatchObject({ status: 200 });
    const refused = await reverse(22.54, 114.06, busy.token);
    expect(refused.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', data: { retryAfterSeconds: expect.any(Number) } });
    expect((await search('深圳', calm.token)).body).toMatchObject({ status: 200 });
    t.clock.advance(60_000);
    expect((await search('深圳', busy.token)).body).toMatchObject({ status: 200 });
  });
});
