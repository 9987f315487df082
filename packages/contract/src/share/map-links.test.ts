import { describe, expect, it } from 'vitest';
import { mapLinks } from './map-links';

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
