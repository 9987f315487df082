import { describe, expect, it } from 'vitest';
import { mapLinks, searchText } from './map-links';

const point = { lat: 39.908823, lng: 116.39747, name: '星辰科技 A座&B座', address: '北京市东城区长安街1号;3层#301' };
const byService = Object.fromEntries(mapLinks(point, '名片').map((l) => [l.service, new URL(l.url)]));

describe('map deep links', () => {
  it('offers the four services in the chooser order', () => {
    expect(mapLinks(point).map((l) => l.service)).toEqual(['amap', 'baidu', 'tencent', 'apple']);
  });

  it('Amap: marker at lng,lat with the name', () => {
    const u = byService.amap;
    expect(`${u.origin}${u.pathname}`).toBe('https://uri.amap.com/marker');
    expect(u.searchParams.get('position')).toBe('116.39747,39.908823');
    expect(u.searchParams.get('name')).toBe('星辰科技 A座&B座');
    expect(u.searchParams.get('src')).toBe('名片');
  });

  it('Baidu: marker at lat,lng (GCJ-02) with title, content, html output and src', () => {
    const u = byService.baidu;
    expect(`${u.origin}${u.pathname}`).toBe('https://api.map.baidu.com/marker');
    expect(u.searchParams.get('location')).toBe('39.908823,116.39747');
    expect(u.searchParams.get('title')).toBe('星辰科技 A座&B座');
    expect(u.searchParams.get('content')).toBe('北京市东城区长安街1号;3层#301');
    expect(u.searchParams.get('output')).toBe('html');
    expect(u.searchParams.get('coord_type')).toBe('gcj02');
    expect(u.searchParams.get('src')).toBe('名片');
  });

  it('Tencent: one marker parameter of coord, title and addr; text separators stay encoded', () => {
    const u = byService.tencent;
    expect(`${u.origin}${u.pathname}`).toBe('https://apis.map.qq.com/uri/v1/marker');
    expect(u.searchParams.get('referer')).toBe('名片');
    const raw = u.search.match(/marker=([^&]*)/)![1];
    const parts = raw.split(';');
    expect(parts).toHaveLength(3);
    expect(parts[0]).toBe('coord:39.908823,116.39747');
    expect(decodeURIComponent(parts[1])).toBe('title:星辰科技 A座&B座');
    expect(decodeURIComponent(parts[2])).toBe('addr:北京市东城区长安街1号;3层#301');
  });

  it('Apple: ll=lat,lng and the name as the query', () => {
    const u = byService.apple;
    expect(`${u.origin}${u.pathname}`).toBe('https://maps.apple.com/');
    expect(u.searchParams.get('ll')).toBe('39.908823,116.39747');
    expect(u.searchParams.get('q')).toBe('星辰科技 A座&B座');
  });

  it('encodes every piece of user text: no raw &, #, space or CJK reaches any URL', () => {
    for (const { url } of mapLinks(point, '名片')) {
      expect(url).not.toMatch(/[\u4e00-\u9fff #]/);
      expect(url).not.toContain('A座&B');
    }
  });

  it('rounds coordinates to six decimals', () => {
    const [amap] = mapLinks({ ...point, lat: 31.2304161234567, lng: 121.4737010000001 });
    expect(new URL(amap.url).searchParams.get('position')).toBe('121.473701,31.230416');
  });
});

describe('map links for a point without coordinates (chosen without a map service)', () => {
  const unplaced = { lat: null, lng: null, name: '公司', address: '陆家嘴环路1000号 东方明珠', city: '上海市' };
  const links = Object.fromEntries(mapLinks(unplaced, '名片').map((l) => [l.service, new URL(l.url)]));

  it('still offers the four services, each as a place search of the address, never a marker', () => {
    expect(mapLinks(unplaced).map((l) => l.service)).toEqual(['amap', 'baidu', 'tencent', 'apple']);
    for (const { url } of mapLinks(unplaced)) expect(url).not.toMatch(/marker|position=|location=|ll=/);
  });

  it('Amap search: keyword is the city and address, city narrows it', () => {
    const u = links.amap;
    expect(`${u.origin}${u.pathname}`).toBe('https://uri.amap.com/search');
    expect(u.searchParams.get('keyword')).toBe('上海市陆家嘴环路1000号 东方明珠');
    expect(u.searchParams.get('city')).toBe('上海市');
    expect(u.searchParams.get('src')).toBe('名片');
  });

  it('Baidu geocoder with html output; Tencent search with region; Apple q', () => {
    expect(`${links.baidu.origin}${links.baidu.pathname}`).toBe('https://api.map.baidu.com/geocoder');
    expect(links.baidu.searchParams.get('address')).toBe('上海市陆家嘴环路1000号 东方明珠');
    expect(links.baidu.searchParams.get('output')).toBe('html');
    expect(`${links.tencent.origin}${links.tencent.pathname}`).toBe('https://apis.map.qq.com/uri/v1/search');
    expect(links.tencent.searchParams.get('keyword')).toBe('上海市陆家嘴环路1000号 东方明珠');
    expect(links.tencent.searchParams.get('region')).toBe('上海市');
    expect(links.apple.searchParams.get('q')).toBe('上海市陆家嘴环路1000号 东方明珠');
  });

  it('does not repeat a city the address already names, and works without a city', () => {
    expect(searchText({ ...unplaced, address: '上海市浦东新区世纪大道1号' })).toBe('上海市浦东新区世纪大道1号');
    expect(searchText({ ...unplaced, city: undefined })).toBe('陆家嘴环路1000号 东方明珠');
    expect(new URL(mapLinks({ ...unplaced, city: undefined })[0].url).searchParams.has('city')).toBe(false);
  });

  it('one coordinate alone is not a place: a search again', () => {
    expect(mapLinks({ ...unplaced, lat: 31.2 })[0].url).toContain('/search?');
  });

  it('encodes the address: no raw CJK, space, & or # in any URL', () => {
    for (const { url } of mapLinks({ ...unplaced, address: '长安街1号&3层#301' })) expect(url).not.toMatch(/[\u4e00-\u9fff #]|号&/);
  });
});
