import { describe, expect, it } from 'vitest';
import { LIMITS, ZSaveActivityBody } from '@card/contract';
import { DomainError } from '../../lib/domain-error';
import { assertActivityTimes, assertDeletable, assertPublishable, assertUpdate, endOfChinaToday, listWindow, mapPointOf, parseChinaTime, seatsLeftOf } from './activity-events.rules';

const T = (iso: string) => new Date(iso);
const ms = (d: Date, n: number) => new Date(d.getTime() + n);
function refusal(fn: () => unknown) {
  try {
    fn();
  } catch (e) {
    if (e instanceof DomainError) return { code: e.code, field: e.details?.field };
    throw e;
  }
  return null;
}

describe('China time', () => {
  it('reads dates, datetime-local and "YYYY-MM-DD HH:mm:ss" as UTC+8; ISO with an offset as is', () => {
    expect(parseChinaTime('2030-05-01')).toEqual(T('2030-04-30T16:00:00.000Z'));
    expect(parseChinaTime('2030-05-01', true)).toEqual(T('2030-05-01T15:59:59.999Z'));
    expect(parseChinaTime('2030-05-01T09:30')).toEqual(T('2030-05-01T01:30:00.000Z'));
    expect(parseChinaTime('2030-05-01 23:59:59')).toEqual(T('2030-05-01T15:59:59.000Z'));
    expect(parseChinaTime('2030-05-01T09:30:00Z')).toEqual(T('2030-05-01T09:30:00.000Z'));
  });
  it('refuses dates that do not exist and other text', () => {
    for (const bad of ['2030-02-30', '2030-13-01', '2030-05-01 24:00', '2030-5-1', 'tomorrow', '1714521600']) expect(parseChinaTime(bad)).toBeNull();
  });
  it('the end of today is 23:59:59.999 China time, whichever side of midnight UTC now is', () => {
    expect(endOfChinaToday(T('2030-05-01T15:59:59.999Z'))).toEqual(T('2030-05-01T15:59:59.999Z'));
    expect(endOfChinaToday(T('2030-05-01T16:00:00.000Z'))).toEqual(T('2030-05-02T15:59:59.999Z'));
    expect(endOfChinaToday(T('2030-05-01T00:00:00.000Z'))).toEqual(T('2030-05-01T15:59:59.999Z'));
  });
});

describe('the list window (spec: start 1990-01-01, end today 23:59:59)', () => {
  const now = T('2030-05-01T04:00:00Z');
  it('defaults to 1990-01-01 00:00 China time .. the end of today (23:59:59.999)', () => {
    expect(listWindow({}, now)).toEqual({ from: T('1989-12-31T16:00:00.000Z'), to: T('2030-05-01T15:59:59.999Z') });
  });
  it('a date-only end covers that whole day; start == end is one instant; start after end is refused naming startTime', () => {
    expect(listWindow({ startTime: '2030-01-01', endTime: '2030-01-01' }, now).to).toEqual(T('2030-01-01T15:59:59.999Z'));
    expect(listWindow({ startTime: '2030-01-01 10:00:00', endTime: '2030-01-01 10:00:00' }, now).from).toEqual(T('2030-01-01T02:00:00.000Z'));
    expect(refusal(() => listWindow({ startTime: '2030-01-02', endTime: '2030-01-01' }, now))).toEqual({ code: 'SUBMIT_DATA_ERROR', field: 'startTime' });
    expect(refusal(() => listWindow({ endTime: 'soon' }, now))).toEqual({ code: 'SUBMIT_DATA_ERROR', field: 'endTime' });
  });
});

describe('the time window of an activity', () => {
  const now = T('2030-05-01T00:00:00Z');
  const start = T('2030-05-02T00:00:00Z');
  it('start == end refused, end one ms after start accepted', () => {
    expect(refusal(() => assertActivityTimes({ startTime: start, endTime: start, signUpEnd: null }, now))).toEqual({ code: 'ACTIVITY_END_NOT_AFTER_START', field: 'endTime' });
    expect(refusal(() => assertActivityTimes({ startTime: start, endTime: ms(start, 1), signUpEnd: null }, now))).toBeNull();
  });
  it('an end now or in the past refused, one ms ahead accepted', () => {
    expect(refusal(() => assertActivityTimes({ startTime: ms(now, -10), endTime: now, signUpEnd: null }, now))).toEqual({ code: 'ACTIVITY_END_PASSED', field: 'endTime' });
    expect(refusal(() => assertActivityTimes({ startTime: ms(now, -10), endTime: ms(now, 1), signUpEnd: null }, now))).toBeNull();
  });
  it('sign-up end at the end accepted, one ms later refused', () => {
    const endTime = ms(start, 3_600_000);
    expect(refusal(() => assertActivityTimes({ startTime: start, endTime, signUpEnd: endTime }, now))).toBeNull();
    expect(refusal(() => assertActivityTimes({ startTime: start, endTime, signUpEnd: ms(endTime, 1) }, now))).toEqual({ code: 'ACTIVITY_SIGNUP_AFTER_END', field: 'signUpEnd' });
  });
  it('a map point is both coordinates or none', () => {
    expect(mapPointOf(undefined, undefined)).toEqual({ lat: null, lng: null });
    expect(mapPointOf(31.2, 121.5)).toEqual({ lat: 31.2, lng: 121.5 });
    expect(refusal(() => mapPointOf(31.2, undefined))).toEqual({ code: 'ACTIVITY_MAP_POINT_HALF', field: 'lng' });
    expect(refusal(() => mapPointOf(undefined, 121.5))).toEqual({ code: 'ACTIVITY_MAP_POINT_HALF', field: 'lat' });
  });
});

describe("fee and capacity (the contract's ranges) and what a published one may change", () => {
  const body = { title: '发布会', startTime: '2030-05-02 09:00', endTime: '2030-05-02 18:00', address: '上海', capacity: 0 };
  const fieldOf = (b: object) => {
    const r = ZSaveActivityBody.safeParse(b);
    return r.success ? null : r.error.issues[0]!.path.join('.');
  };
  it('fee 0 (free), 1, the cap accepted; -1 and cap+1 refused naming feeFen', () => {
    for (const feeFen of [0, 1, LIMITS.activity.feeMaxFen]) expect(fieldOf({ ...body, feeFen })).toBeNull();
    for (const feeFen of [-1, LIMITS.activity.feeMaxFen + 1, 1.5]) expect(fieldOf({ ...body, feeFen })).toBe('feeFen');
  });
  it('capacity 0 (unlimited) .. cap accepted; -1 and cap+1 refused naming capacity', () => {
    for (const capacity of [0, 1, LIMITS.activity.capacityMax]) expect(fieldOf({ ...body, feeFen: 0, capacity })).toBeNull();
    for (const capacity of [-1, LIMITS.activity.capacityMax + 1]) expect(fieldOf({ ...body, feeFen: 0, capacity })).toBe('capacity');
  });
  it('title 1..30 characters (30 Chinese accepted, 31 refused)', () => {
    expect(fieldOf({ ...body, feeFen: 0, title: '活'.repeat(LIMITS.activity.titleMax) })).toBeNull();
    expect(fieldOf({ ...body, feeFen: 0, title: '活'.repeat(LIMITS.activity.titleMax + 1) })).toBe('title');
    expect(fieldOf({ ...body, feeFen: 0, title: ' ' })).toBe('title');
  });

  const now = T('2030-05-01T00:00:00Z');
  const live = { status: 'ACTIVE', startTime: T('2030-05-02T00:00:00Z'), endTime: T('2030-05-03T00:00:00Z'), signUpEnd: null, deletedAt: null, feeFen: 1_000, enrolled: 3 };
  it('the fee is fixed once someone holds a seat; unchanged passes; a draft with nobody may change it', () => {
    expect(refusal(() => assertUpdate(live, { feeFen: 2_000, capacity: 0 }, 3, now))).toEqual({ code: 'ACTIVITY_FEE_LOCKED', field: 'feeFen' });
    expect(refusal(() => assertUpdate({ ...live, enrolled: 0 }, { feeFen: 2_000, capacity: 0 }, 1, now))).toEqual({ code: 'ACTIVITY_FEE_LOCKED', field: 'feeFen' });
    expect(refusal(() => assertUpdate(live, { feeFen: 1_000, capacity: 0 }, 3, now))).toBeNull();
    expect(refusal(() => assertUpdate({ ...live, status: 'draft', enrolled: 0 }, { feeFen: 0, capacity: 0 }, 0, now))).toBeNull();
  });
  it('capacity not below the enrolled: equal passes, one less refused, 0 (unlimited) passes', () => {
    expect(refusal(() => assertUpdate(live, { feeFen: 1_000, capacity: 3 }, 3, now))).toBeNull();
    expect(refusal(() => assertUpdate(live, { feeFen: 1_000, capacity: 2 }, 3, now))).toEqual({ code: 'ACTIVITY_CAPACITY_BELOW_ENROLLED', field: 'capacity' });
    expect(refusal(() => assertUpdate(live, { feeFen: 1_000, capacity: 0 }, 3, now))).toBeNull();
  });
  it('a cancelled or ended activity is not edited; publishing only drafts; deleting only what is not live', () => {
    expect(refusal(() => assertUpdate({ ...live, status: 'cancelled' }, { feeFen: 1_000, capacity: 0 }, 0, now))?.code).toBe('ACTIVITY_NOT_EDITABLE');
    expect(refusal(() => assertUpdate(live, { feeFen: 1_000, capacity: 0 }, 0, ms(live.endTime, 1)))?.code).toBe('ACTIVITY_NOT_EDITABLE');
    expect(refusal(() => assertPublishable(live, now))?.code).toBe('ACTIVITY_NOT_DRAFT');
    expect(refusal(() => assertPublishable({ ...live, status: 'draft' }, now))).toBeNull();
    expect(refusal(() => assertPublishable({ ...live, status: 'draft' }, live.endTime))?.code).toBe('ACTIVITY_END_PASSED');
    expect(refusal(() => assertDeletable(live, now))?.code).toBe('ACTIVITY_STILL_LIVE');
    expect(refusal(() => assertDeletable(live, live.endTime))?.code).toBe('ACTIVITY_STILL_LIVE');
    expect(refusal(() => assertDeletable(live, ms(live.endTime, 1)))).toBeNull();
    expect(refusal(() => assertDeletable({ ...live, status: 'draft' }, now))).toBeNull();
    expect(refusal(() => assertDeletable({ ...live, status: 'cancelled' }, now))).toBeNull();
  });
  it('seats left: null when unlimited, never negative', () => {
    expect(seatsLeftOf({ capacity: 0, enrolled: 5 })).toBeNull();
    expect(seatsLeftOf({ capacity: 5, enrolled: 4 })).toBe(1);
    expect(seatsLeftOf({ capacity: 5, enrolled: 7 })).toBe(0);
  });
});
