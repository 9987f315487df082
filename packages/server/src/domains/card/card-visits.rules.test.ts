import { LIMITS } from '@card/contract';
import { describe, expect, it } from 'vitest';
import { countsAsVisit, deviceOf, newVisitsOf, visitDedupStart, visitMemoryKey, visitorKeyOf, type VisitRow } from './card-visits.rules';

const MIN = 60_000;
const WINDOW = LIMITS.card.visitDedupMinutes * MIN;
const t0 = new Date('2026-03-01T04:00:00Z');
const visit = (id: string, ms: number, over: Partial<VisitRow> = {}): VisitRow => ({ id, ownerId: 'o1', visitorId: null, visitorKey: 'k1', createdAt: new Date(t0.getTime() + ms), ...over });

describe('visitorKeyOf', () => {
  it('counts the signed-in user first, then the visitor cookie, then the address', () => {
    expect(visitorKeyOf('u1', '1.2.3.4', 'v1')).toBe(visitorKeyOf('u1', '9.9.9.9', null));
    expect(visitorKeyOf(null, '1.2.3.4', 'v1')).toBe(visitorKeyOf(null, '9.9.9.9', 'v1'));
    expect(visitorKeyOf(null, '1.2.3.4', 'v1')).not.toBe(visitorKeyOf(null, '1.2.3.4', 'v2'));
    expect(visitorKeyOf(null, '1.2.3.4')).not.toBe(visitorKeyOf(null, '1.2.3.5'));
  });
  it('keeps no address in the key, and a user id cannot pose as a visitor id', () => {
    expect(visitorKeyOf(null, '1.2.3.4')).not.toContain('1.2.3.4');
    expect(visitorKeyOf('x', 'a')).not.toBe(visitorKeyOf(null, 'a', 'x'));
  });
});

describe('visitDedupStart and newVisitsOf', () => {
  it('starts the window LIMITS.card.visitDedupMinutes before now', () => {
    expect(visitDedupStart(t0).getTime()).toBe(t0.getTime() - WINDOW);
  });
  it("drops a repeat exactly at the window's end and keeps one a millisecond past it", () => {
    expect(newVisitsOf([visit('a', 0), visit('b', WINDOW)]).map((v) => v.id)).toEqual(['a']);
    expect(newVisitsOf([visit('a', 0), visit('b', WINDOW + 1)]).map((v) => v.id)).toEqual(['a', 'b']);
  });
  it('measures from the last kept visit, sorts by time, and keeps other visitors and other cards apart', () => {
    const rows = newVisitsOf([visit('late', WINDOW + 1), visit('mid', WINDOW / 2), visit('first', 0), visit('other', 1, { visitorKey: 'k2' }), visit('card2', 2, { ownerId: 'o2' })]);
    expect(rows.map((v) => v.id)).toEqual(['first', 'other', 'card2', 'late']);
  });
});

describe('countsAsVisit', () => {
  it("never counts the owner's own view; counts anyone else, also signed out", () => {
    expect(countsAsVisit('o1', 'o1')).toBe(false);
    expect(countsAsVisit('o1', 'u2')).toBe(true);
    expect(countsAsVisit('o1', null)).toBe(true);
  });
});

describe('deviceOf', () => {
  it('names the device by the first matching system', () => {
    expect(deviceOf('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('ipad');
    expect(deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) MicroMessenger/8.0')).toBe('iphone');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 12; HarmonyOS) AppleWebKit')).toBe('harmony');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('android');
    expect(deviceOf('Mozilla/5.0 (Windows NT 10.0) WindowsWechat')).toBe('wechat');
    expect(deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('windows');
    expect(deviceOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)')).toBe('mac');
    expect(deviceOf('Mozilla/5.0 (X11; Linux x86_64)')).toBe('linux');
    expect(deviceOf('curl/8.0')).toBe('other');
  });
  it('is null without a user agent, and reads only the first 512 characters', () => {
    expect(deviceOf(undefined)).toBeNull();
    expect(deviceOf('   ')).toBeNull();
    expect(deviceOf(`${'x'.repeat(511)} iPhone`)).toBe('other');
    expect(deviceOf(`${'x'.repeat(504)} iPhone`)).toBe('iphone');
  });
});

describe('visitMemoryKey', () => {
  it('is two 32-bit numbers, the same for the same pair and different for another owner or visitor', () => {
    const k = visitMemoryKey('o1', 'k1');
    expect(k).toHaveLength(2);
    expect(visitMemoryKey('o1', 'k1')).toEqual(k);
    expect(visitMemoryKey('o2', 'k1')).not.toEqual(k);
    expect(visitMemoryKey('o1', 'k2')).not.toEqual(k);
  });
});
