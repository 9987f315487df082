import { describe, expect, it } from 'vitest';
import { ZMapPointBody, ZUpdateMapPointBody } from './card-style.schemas';

const base = { name: '公司', address: '陆家嘴环路1000号', province: '上海市', city: '上海市' };
const issues = (r: { success: boolean; error?: { issues: { path: (string | number)[] }[] } }) => r.error?.issues.map((i) => i.path.join('.')) ?? [];

describe("a navigation point's coordinates (issue 31: none when no map service knows the place)", () => {
  it('may be left out together: both null, nothing invented', () => {
    const r = ZMapPointBody.safeParse({ ...base, lat: '', lng: '' });
    expect(r.success && [r.data.lat, r.data.lng]).toEqual([null, null]);
    const absent = ZMapPointBody.safeParse(base);
    expect(absent.success && [absent.data.lat, absent.data.lng]).toEqual([null, null]);
  });

  it('are read as numbers at the range edges, and refused one past', () => {
    const ok = ZMapPointBody.safeParse({ ...base, lat: '-90', lng: '180' });
    expect(ok.success && [ok.data.lat, ok.data.lng]).toEqual([-90, 180]);
    expect(issues(ZMapPointBody.safeParse({ ...base, lat: '90.000001', lng: '0' }))).toEqual(['lat']);
    expect(issues(ZMapPointBody.safeParse({ ...base, lat: '0', lng: '-180.5' }))).toEqual(['lng']);
    expect(issues(ZMapPointBody.safeParse({ ...base, lat: 'north', lng: '1' }))).toEqual(['lat']);
  });

  it('one without the other is refused, naming the missing one (update too)', () => {
    expect(issues(ZMapPointBody.safeParse({ ...base, lat: '31.2', lng: '' }))).toEqual(['lng']);
    expect(issues(ZMapPointBody.safeParse({ ...base, lng: '121.5' }))).toEqual(['lat']);
    expect(issues(ZUpdateMapPointBody.safeParse({ ...base, id: 'abcdefgh1234', lat: '', lng: '121.5' }))).toEqual(['lat']);
  });
});
