import { describe, expect, it } from 'vitest';
import type { ZodTypeAny } from 'zod';
import { formatIssue, isHttpUrl, labelsFor, LIMITS, ZAddLinkSetBody, ZAddMiniLinkBody, ZSortLinkSetsBody, ZSortMiniLinksBody } from '@card/contract';
import { DomainError } from '../../lib/domain-error';
import {
  assertRoomFor,
  checkOrder,
  checkSchedule,
  clickDay,
  isRepeatClick,
  lastDays,
  linkVisibleAt,
  nextScheduleChange,
  nextSort,
  safeRedirectTarget,
  visibleSets,
  zeroFilled,
} from './links.rules';
import { clickBatchStatements } from './links.repository';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e instanceof DomainError ? { code: e.code, field: e.details?.field } : e;
  }
  return 'no error';
};
const SET = 'setAAAAAAAAAAAAAAAAAAA';
/** The first field message a body gets, worded as the server sends it (zh-CN). */
const refusal = (schema: ZodTypeAny, body: unknown) => {
  const res = schema.safeParse(body);
  return res.success ? null : formatIssue(res.error.issues[0], 'zh-CN', '', labelsFor('links'));
};
const link = (url: string) => refusal(ZAddMiniLinkBody, { setId: SET, title: '官网', url });

describe('limits', () => {
  it(`set ${LIMITS.links.setsMax} fits, one more does not`, () => {
    expect(() => assertRoomFor(LIMITS.links.setsMax - 1, LIMITS.links.setsMax, 'LINK_SETS_FULL')).not.toThrow();
    expect(codeOf(() => assertRoomFor(LIMITS.links.setsMax, LIMITS.links.setsMax, 'LINK_SETS_FULL'))).toMatchObject({ code: 'LINK_SETS_FULL' });
  });
  it(`link ${LIMITS.links.linksPerSetMax} fits in a set, one more does not`, () => {
    expect(() => assertRoomFor(LIMITS.links.linksPerSetMax - 1, LIMITS.links.linksPerSetMax, 'LINK_SET_LINKS_FULL')).not.toThrow();
    expect(codeOf(() => assertRoomFor(LIMITS.links.linksPerSetMax, LIMITS.links.linksPerSetMax, 'LINK_SET_LINKS_FULL'))).toMatchObject({ code: 'LINK_SET_LINKS_FULL' });
  });
  it('the limits are the ones the module promises', () => {
    expect(LIMITS.links).toMatchObject({ setsMax: 10, linksPerSetMax: 20, setNameMax: 10, linkTitleMax: 20, urlMax: 500 });
  });
  it('a set name is 1-10 characters, counted as people count them', () => {
    expect(refusal(ZAddLinkSetBody, { name: '链'.repeat(10) })).toBeNull();
    expect(refusal(ZAddLinkSetBody, { name: '😀'.repeat(10) })).toBeNull();
    expect(refusal(ZAddLinkSetBody, { name: '链'.repeat(11) })).toMatchObject({ field: 'name', message: '链接分组名称须为1-10个字符' });
    expect(refusal(ZAddLinkSetBody, { name: '   ' })).toMatchObject({ field: 'name', rule: 'length' });
  });
  it('a link title is 1-20 characters', () => {
    expect(refusal(ZAddMiniLinkBody, { setId: SET, title: '标'.repeat(20), url: 'https://a.cn' })).toBeNull();
    expect(refusal(ZAddMiniLinkBody, { setId: SET, title: '标'.repeat(21), url: 'https://a.cn' })).toMatchObject({ field: 'title', message: '链接标题须为1-20个字符' });
    expect(refusal(ZAddMiniLinkBody, { setId: SET, title: '', url: 'https://a.cn' })).toMatchObject({ field: 'title', rule: 'length' });
  });
  it('a sort lists at most as many ids as the limit allows', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `id${String(i).padStart(8, '0')}`).join(',');
    expect(refusal(ZSortLinkSetsBody, { ids: ids(LIMITS.links.setsMax) })).toBeNull();
    expect(refusal(ZSortLinkSetsBody, { ids: ids(LIMITS.links.setsMax + 1) })).toMatchObject({ field: 'ids', rule: 'listSize' });
    expect(refusal(ZSortMiniLinksBody, { setId: SET, ids: ids(LIMITS.links.linksPerSetMax) })).toBeNull();
    expect(refusal(ZSortMiniLinksBody, { setId: SET, ids: ids(LIMITS.links.linksPerSetMax + 1) })).toMatchObject({ field: 'ids', rule: 'listSize' });
  });
  it('new items go after the last', () => {
    expect(nextSort([])).toBe(0);
    expect(nextSort([0, 7, 3])).toBe(8);
  });
});

describe('link address', () => {
  it('accepts absolute http and https addresses', () => {
    for (const url of ['http://example.com', 'https://example.com/a/b?x=1#top', 'HTTPS://EXAMPLE.COM', 'https://例子.中国/路径', 'http://127.0.0.1:8080/']) {
      expect(link(url), url).toBeNull();
    }
    expect(ZAddMiniLinkBody.parse({ setId: SET, title: '官网', url: '  https://a.cn/x  ' }).url).toBe('https://a.cn/x');
  });
  it('refuses script, data, ftp and relative addresses with the link message', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript://example.com/%0aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://example.com/f',
      '/themes/x',
      'example.com',
      '//example.com',
      'https:example.com',
      'https://',
      'https://exa mple.com',
      'http://a.cn/\u0000x',
      'mailto:a@b.cn',
    ]) {
      expect(link(url), url).toMatchObject({ field: 'url', rule: 'url', message: '链接地址须为有效链接' });
    }
  });
  it('is required', () => {
    expect(link('')).toMatchObject({ field: 'url', rule: 'required' });
  });
  it(`is at most ${LIMITS.links.urlMax} characters`, () => {
    const of = (n: number) => `https://a.cn/${'x'.repeat(n - 'https://a.cn/'.length)}`;
    expect(of(500)).toHaveLength(500);
    expect(link(of(500))).toBeNull();
    expect(link(of(501))).toMatchObject({ field: 'url', rule: 'maxLength', message: '链接地址最多500个字符' });
  });
  it('the predicate agrees with the schema', () => {
    expect(isHttpUrl('https://a.cn')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
  });
});

describe('order', () => {
  const owned = ['aaaaaaaa', 'bbbbbbbb', 'cccccccc'];
  it("accepts a permutation of the owner's ids", () => {
    expect(checkOrder(['cccccccc', 'aaaaaaaa', 'bbbbbbbb'], owned)).toEqual(['cccccccc', 'aaaaaaaa', 'bbbbbbbb']);
  });
  it("a foreign id is NOT_FOUND, even alongside all of the owner's", () => {
    expect(codeOf(() => checkOrder(['cccccccc', 'aaaaaaaa', 'zzzzzzzz'], owned))).toEqual({ code: 'NOT_FOUND', field: 'ids' });
    expect(codeOf(() => checkOrder([...owned, 'zzzzzzzz'], owned))).toEqual({ code: 'NOT_FOUND', field: 'ids' });
  });
  it('a missing or repeated id is a mismatch', () => {
    expect(codeOf(() => checkOrder(['cccccccc', 'aaaaaaaa'], owned))).toEqual({ code: 'LINK_SORT_MISMATCH', field: 'ids' });
    expect(codeOf(() => checkOrder(['cccccccc', 'aaaaaaaa', 'aaaaaaaa'], owned))).toEqual({ code: 'LINK_SORT_MISMATCH', field: 'ids' });
  });
});

describe('what visitors see', () => {
  it('keeps the order, drops empty sets and nothing but id, title and url leaves', () => {
    const stored = [
      {
        id: 's1',
        name: '常用',
        links: [
          { id: 'l2', title: 'B', url: 'https://b.cn', sort: 0 },
          { id: 'l1', title: 'A', url: 'https://a.cn', sort: 1 },
        ],
      },
      { id: 's2', name: '空的', links: [] },
      { id: 's3', name: '其他', links: [{ id: 'l3', title: 'C', url: 'https://c.cn' }] },
    ];
    expect(visibleSets(stored, new Date())).toEqual([
      {
        id: 's1',
        name: '常用',
        links: [
          { id: 'l2', title: 'B', url: 'https://b.cn' },
          { id: 'l1', title: 'A', url: 'https://a.cn' },
        ],
      },
      { id: 's3', name: '其他', links: [{ id: 'l3', title: 'C', url: 'https://c.cn' }] },
    ]);
  });
});

const at = (iso: string) => new Date(iso);
const ON = at('2026-03-01T01:00:00Z');
const OFF = at('2026-03-02T01:00:00Z');
const ms = (d: Date, by: number) => new Date(d.getTime() + by);

describe('schedule: visible while enabled and onAt <= now < offAt', () => {
  const link = { enabled: true, onAt: ON, offAt: OFF };
  it('is hidden just before onAt, visible exactly at onAt', () => {
    expect(linkVisibleAt(link, ms(ON, -1))).toBe(false);
    expect(linkVisibleAt(link, ON)).toBe(true);
  });
  it('is visible just before offAt, hidden exactly at offAt', () => {
    expect(linkVisibleAt(link, ms(OFF, -1))).toBe(true);
    expect(linkVisibleAt(link, OFF)).toBe(false);
  });
  it('either time may be missing; switched off hides it whatever the times', () => {
    expect(linkVisibleAt({ enabled: true, onAt: null, offAt: OFF }, ms(ON, -1e9))).toBe(true);
    expect(linkVisibleAt({ enabled: true, onAt: ON, offAt: null }, ms(OFF, 1e9))).toBe(true);
    expect(linkVisibleAt({ enabled: false, onAt: null, offAt: null }, ON)).toBe(false);
  });
  it('visitors get only visible links; a set left empty by the schedule is left out', () => {
    const sets = [
      {
        id: 's1',
        name: 'A',
        links: [
          { id: 'l1', title: 'x', url: 'https://x.cn', ...link },
          { id: 'l2', title: 'y', url: 'https://y.cn', enabled: false },
        ],
      },
    ];
    expect(visibleSets(sets, ON)).toEqual([{ id: 's1', name: 'A', links: [{ id: 'l1', title: 'x', url: 'https://x.cn' }] }]);
    expect(visibleSets(sets, OFF)).toEqual([]);
  });
  it('the next change is the nearest future on/off time of a switched-on link', () => {
    const sets = [
      {
        id: 's',
        name: 'n',
        links: [
          { id: 'a', title: 'a', url: 'https://a.cn', enabled: true, onAt: ON, offAt: OFF },
          { id: 'b', title: 'b', url: 'https://b.cn', enabled: false, onAt: ms(ON, -5), offAt: null },
        ],
      },
    ];
    expect(nextScheduleChange(sets, ms(ON, -10))).toEqual(ON);
    expect(nextScheduleChange(sets, ON)).toEqual(OFF);
    expect(nextScheduleChange(sets, OFF)).toBeNull();
  });
});

describe('checkSchedule', () => {
  const now = at('2026-03-01T00:00:00Z');
  const DAY = 86_400_000;
  it('takes off after on, either alone, an on time in the past', () => {
    expect(() => checkSchedule(ON, OFF, now)).not.toThrow();
    expect(() => checkSchedule(null, OFF, now)).not.toThrow();
    expect(() => checkSchedule(ms(now, -DAY), null, now)).not.toThrow();
    expect(() => checkSchedule(null, null, now)).not.toThrow();
  });
  it('refuses off equal to or before on', () => {
    expect(codeOf(() => checkSchedule(ON, ON, now))).toEqual({ code: 'LINK_SCHEDULE_ORDER', field: 'offAt' });
    expect(codeOf(() => checkSchedule(OFF, ON, now))).toEqual({ code: 'LINK_SCHEDULE_ORDER', field: 'offAt' });
  });
  it('refuses an off time at or before now', () => {
    expect(codeOf(() => checkSchedule(null, now, now))).toEqual({ code: 'LINK_SCHEDULE_RANGE', field: 'offAt' });
    expect(() => checkSchedule(null, ms(now, 1), now)).not.toThrow();
  });
  it(`takes times up to ${LIMITS.links.scheduleAheadDaysMax} days ahead, not one millisecond more`, () => {
    const edge = ms(now, LIMITS.links.scheduleAheadDaysMax * DAY);
    expect(() => checkSchedule(edge, null, now)).not.toThrow();
    expect(() => checkSchedule(null, edge, now)).not.toThrow();
    expect(codeOf(() => checkSchedule(ms(edge, 1), null, now))).toEqual({ code: 'LINK_SCHEDULE_RANGE', field: 'onAt' });
    expect(codeOf(() => checkSchedule(null, ms(edge, 1), now))).toEqual({ code: 'LINK_SCHEDULE_RANGE', field: 'offAt' });
  });
});

describe('clicks', () => {
  const W = LIMITS.links.clickRepeatSeconds * 1000;
  it(`a click within ${LIMITS.links.clickRepeatSeconds}s of the last counted one repeats it; at the window's end it counts`, () => {
    expect(isRepeatClick(undefined, 5)).toBe(false);
    expect(isRepeatClick(1000, 1000)).toBe(true);
    expect(isRepeatClick(1000, 1000 + W - 1)).toBe(true);
    expect(isRepeatClick(1000, 1000 + W)).toBe(false);
  });
  it('counts on the China-time day: 15:59:59.999Z is still that day, 16:00Z is the next', () => {
    expect(clickDay(at('2026-03-01T15:59:59.999Z'))).toBe('2026-03-01');
    expect(clickDay(at('2026-03-01T16:00:00.000Z'))).toBe('2026-03-02');
  });
  it('the last n China days end today, oldest first, and are zero-filled', () => {
    const now = at('2026-03-01T16:30:00Z'); // 00:30 on 2 March in China
    expect(lastDays(now, 7)).toEqual(['2026-02-24', '2026-02-25', '2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(lastDays(now, 30)).toHaveLength(30);
    expect(
      zeroFilled(
        ['2026-03-01', '2026-03-02'],
        [
          { day: '2026-03-02', clicks: 2 },
          { day: '2026-03-02', clicks: 3 },
          { day: '2026-02-01', clicks: 9 },
        ],
      ),
    ).toEqual([
      { day: '2026-03-01', clicks: 0 },
      { day: '2026-03-02', clicks: 5 },
    ]);
  });
  it('redirects only to http(s) addresses', () => {
    expect(safeRedirectTarget('https://a.cn/x')).toBe('https://a.cn/x');
    for (const u of ['javascript:alert(1)', '//evil.cn', 'data:text/html,x', 'https://a.cn/\nx'.replace('\\n', '\n')]) expect(safeRedirectTarget(u), u).toBeNull();
  });
});

describe('a batch of clicks', () => {
  it('writes the day rows only: never MiniLink, whose writes would empty every cached public card page', () => {
    for (const engine of ['sqlite', 'postgres'] as const) {
      const statements = clickBatchStatements(engine, [{ linkId: 'l1', ownerId: 'u1', day: '2026-11-24', clicks: 2 }]);
      expect(statements).toHaveLength(1);
      expect(statements[0]!.sql).toMatch(/^INSERT INTO "MiniLinkClickDay"/);
      expect(statements[0]!.sql).not.toMatch(/"MiniLink"/);
    }
  });
});
