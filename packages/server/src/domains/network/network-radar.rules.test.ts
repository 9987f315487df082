import { describe, expect, it } from 'vitest';
import { LIMITS, ZRadarBeaconBody } from '@card/contract';
import { beaconEvents, countsForRadar, csvCell, leadsCsv, radarWindows } from './network-radar.rules';

const owner = 'ownerId000000001';

describe('beacon body', () => {
  const parse = (actions: string) => ZRadarBeaconBody.safeParse({ ownerPhoneIdEcr: 'cardPublic000001', actions });
  const max = LIMITS.network.beaconActionsMax;
  it('takes 1 to the most actions, comma-joined', () => {
    expect(parse('call').success).toBe(true);
    expect(parse(Array(max).fill('share').join(',')).success).toBe(true);
    expect(
      parse(
        Array(max + 1)
          .fill('share')
          .join(','),
      ).success,
    ).toBe(false);
    expect(parse('').success).toBe(false);
  });
  it('refuses views (the page counts them) and unknown actions', () => {
    expect(parse('view').success).toBe(false);
    expect(parse('call,drop table').success).toBe(false);
  });
});

describe('countsForRadar', () => {
  it('never counts the owner, counts anonymous and other signed-in visitors', () => {
    expect(countsForRadar(owner, owner)).toBe(false);
    expect(countsForRadar(owner, null)).toBe(true);
    expect(countsForRadar(owner, 'someoneElse00001')).toBe(true);
  });
});

describe('beaconEvents', () => {
  it("keeps the visitor's order, the last action at now", () => {
    let n = 0;
    const now = new Date('2024-05-01T10:00:00.000Z');
    const rows = beaconEvents({ ownerId: owner, visitorKey: 'k', visitorId: null }, ['call', 'navigate', 'share'], now, () => `id${(n += 1)}`);
    expect(rows.map((r) => [r.action, r.createdAt.getTime() - now.getTime()])).toEqual([
      ['call', -2],
      ['navigate', -1],
      ['share', 0],
    ]);
  });
});

describe('radarWindows', () => {
  it('starts today at midnight China time (UTC+8), the week 6 days before', () => {
    // 2024-05-01 23:59 in China is 15:59 UTC; 00:00 on the 2nd is 16:00 UTC.
    expect(radarWindows(new Date('2024-05-01T15:59:59.999Z')).today.toISOString()).toBe('2024-04-30T16:00:00.000Z');
    expect(radarWindows(new Date('2024-05-01T16:00:00.000Z')).today.toISOString()).toBe('2024-05-01T16:00:00.000Z');
    expect(radarWindows(new Date('2024-05-01T16:00:00.000Z')).week.toISOString()).toBe('2024-04-25T16:00:00.000Z');
  });
});

describe('leads CSV', () => {
  const row = {
    name: '张三',
    company: 'A, B 公司',
    department: '',
    position: '"经理"',
    mobiles: ['13800138000'],
    hidePhone: false,
    email: '',
    views: 3,
    actions: 1,
    lastAt: new Date('2024-05-01T01:30:00Z'),
  };
  it("starts with a BOM and the headers in the owner's language, quotes commas and quotes, China time", () => {
    const csv = leadsCsv([row], 'zh-CN');
    expect(csv.startsWith('\uFEFF姓名,')).toBe(true);
    expect(csv.split('\r\n')[1]).toBe('张三,"A, B 公司",,"""经理""",13800138000,,3,1,2024-05-01 09:30,访客,');
    expect(leadsCsv([], 'en').startsWith('\uFEFFName,Company')).toBe(true);
  });
  it('lists consultations after the visitors with the contact and message they left (issue 31), defused like any cell', () => {
    const advisory = { name: '李四', phone: '13912345678', content: '想定制,一批 "名片"', createdAt: new Date('2024-05-02T02:00:00Z') };
    const lines = leadsCsv([row], 'zh-CN', [advisory, { ...advisory, name: '=cmd', content: '+1' }]).split('\r\n');
    expect(lines[0]).toBe('\uFEFF姓名,公司,部门,职位,手机,邮箱,浏览次数,互动次数,最近访问,来源,咨询内容');
    expect(lines[2]).toBe('李四,,,,13912345678,,,,2024-05-02 10:00,咨询,"想定制,一批 ""名片"""');
    expect(lines[3]).toBe("'=cmd,,,,13912345678,,,,2024-05-02 10:00,咨询,'+1");
    expect(lines).toHaveLength(5); // header, visitor, two consultations, the empty rest after the last CRLF
    expect(leadsCsv([], 'en', [advisory]).split('\r\n')[1]).toContain(',Consultation,');
  });
  it('leaves a hidden phone out', () => {
    expect(leadsCsv([{ ...row, hidePhone: true }], 'zh-CN')).not.toContain('13800138000');
  });
  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+86')).toBe("'+86");
    expect(csvCell('@a')).toBe("'@a");
    expect(csvCell(-3)).toBe('-3');
  });
});
