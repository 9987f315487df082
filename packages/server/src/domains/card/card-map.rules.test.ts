import { describe, expect, it } from 'vitest';
import { DOMESTIC_AREAS } from './card-map-regions';
import { CITY_CENTRES } from './area-centres';
import { AREA_RADIUS_KM, cityPlaces, placeInArea } from './card-map.rules';
import { DomainError } from '../../lib/domain-error';
import { distanceKm } from '../../lib/geo';

const places = cityPlaces();
const at = (lat: number, lng: number, province = '', city = '') => ({ name: 'x', address: 'x', province, city, lat, lng });

describe('city centres', () => {
  it('every listed city has a centre, and no centre names a city the list lacks', () => {
    const listed = DOMESTIC_AREAS.flatMap(([p, cs]) => cs.map((c) => `${p}/${c}`));
    const centred = Object.entries(CITY_CENTRES).flatMap(([p, cs]) => Object.keys(cs).map((c) => `${p}/${c}`));
    expect(centred.sort()).toEqual(listed.sort());
    expect(places).toHaveLength(listed.length);
  });
  it("each centre lies in China's bounding box (a swapped lat/lng would not)", () => {
    for (const p of places) {
      expect(p.lat, p.city).toBeGreaterThan(16);
      expect(p.lat, p.city).toBeLessThan(54);
      expect(p.lng, p.city).toBeGreaterThan(73);
      expect(p.lng, p.city).toBeLessThan(135);
    }
  });
  it('known distances: Beijing to Shanghai is about 1070 km', () => {
    const bj = places.find((p) => p.city === '北京市')!;
    const sh = places.find((p) => p.city === '上海市')!;
    expect(distanceKm(bj.lat, bj.lng, sh.lat, sh.lng)).toBeGreaterThan(1030);
    expect(distanceKm(bj.lat, bj.lng, sh.lat, sh.lng)).toBeLessThan(1110);
  });
});

describe("placing a provider's place in our area list", () => {
  it('keeps a province and city that are ours', () => {
    expect(placeInArea(at(22.54, 113.93, '广东省', '深圳市'), places)).toMatchObject({ province: '广东省', city: '深圳市' });
  });
  it('moves any other naming to the nearest listed city', () => {
    expect(placeInArea(at(22.282, 114.158, '香港特别行政区', ''), places)).toMatchObject({ city: '中西区' });
    expect(placeInArea(at(24.7, 113.6, '广东省', '乐昌市'), places)).toMatchObject({ province: '广东省', city: '韶关市' });
  });
  it(`refuses a point farther than ${AREA_RADIUS_KM} km from every centre`, () => {
    expect(() => placeInArea(at(48.8566, 2.3522), places)).toThrow(DomainError);
  });
});
