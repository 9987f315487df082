import { describe, expect, it } from 'vitest';
import type { TCardView } from '@card/contract';
import { attachmentDisposition, buildVCard, escapeText, foldLine, splitName } from './vcard';

const card: TCardView = {
  phoneIdEcr: 'demoCard8xQ2mZ7vK1pL',
  name: '张三',
  avatarUrl: '/files/avatars/a.jpg',
  company: '星辰科技;有限公司',
  department: '市场部',
  position: '市场总监, 华北区',
  taxNumber: '',
  mobiles: ['13800138000', '13900139000'],
  phoneHidden: false,
  landline: '010-88886666',
  fax: '010-88886667',
  email: 'zhangsan@example.com',
  qq: '10001',
  weibo: 'zhangsan',
  wechatQrUrl: '',
  signature: '用心连接\\每一位客户',
  productService: '数字名片定制;\n私域营销方案',
  title: '',
  themeId: 'business',
  backgroundUrl: '',
  music: null,
  columns: [],
  honours: [],
  navPoint: { id: 'p1', name: '星辰大厦', address: '长安街1号', province: '北京市', city: '北京市', lat: 39.9, lng: 116.4 },
  isVip: true,
  isOwner: false,
};
const input = { card, link: 'https://card.example.com/multipage/card/demoCard8xQ2mZ7vK1pL', photoUrl: 'https://card.example.com/files/avatars/a.jpg' };

/** The logical lines: physical lines unfolded (CRLF followed by one space joins). */
const unfold = (text: string) => text.replace(/\r\n /g, '').split('\r\n').filter(Boolean);

describe('vCard 3.0', () => {
  const text = buildVCard(input);
  const lines = unfold(text);

  it('uses CRLF only, begins and ends the card, says 3.0', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines[0]).toBe('BEGIN:VCARD');
    expect(lines[1]).toBe('VERSION:3.0');
    expect(lines.at(-1)).toBe('END:VCARD');
  });

  it('writes name, organisation, title and contact lines with escaped text', () => {
    expect(lines).toEqual(
      expect.arrayContaining([
        'N:张;三;;;',
        'FN:张三',
        'ORG:星辰科技\\;有限公司;市场部',
        'TITLE:市场总监\\, 华北区',
        'TEL;TYPE=CELL:13800138000',
        'TEL;TYPE=CELL:13900139000',
        'TEL;TYPE=WORK,VOICE:010-88886666',
        'TEL;TYPE=WORK,FAX:010-88886667',
        'EMAIL;TYPE=INTERNET:zhangsan@example.com',
        'ADR;TYPE=WORK:;星辰大厦;长安街1号;北京市;北京市;;',
        'GEO:39.9;116.4',
        'NOTE:用心连接\\\\每一位客户\\n数字名片定制\\;\\n私域营销方案',
        'PHOTO;VALUE=uri:https://card.example.com/files/avatars/a.jpg',
        'URL:https://card.example.com/multipage/card/demoCard8xQ2mZ7vK1pL',
        'X-QQ:10001',
        'IMPP:x-qq:10001',
        'X-WEIBO:zhangsan',
      ]),
    );
  });

  it('leaves hidden phones out entirely (the view carries none) and skips empty fields', () => {
    const hidden = unfold(buildVCard({ ...input, card: { ...card, mobiles: [], phoneHidden: true, fax: '', qq: '', navPoint: null }, photoUrl: '' }));
    expect(hidden.filter((l) => l.startsWith('TEL;TYPE=CELL'))).toEqual([]);
    expect(hidden.join('\n')).not.toContain('13800138000');
    expect(hidden.some((l) => l.startsWith('PHOTO') || l.startsWith('X-QQ') || l.startsWith('ADR') || l.includes('FAX'))).toBe(false);
    expect(hidden).toContain('TEL;TYPE=WORK,VOICE:010-88886666');
  });

  it('folds every physical line at 75 octets without splitting a UTF-8 character', () => {
    const long = buildVCard({ ...input, card: { ...card, productService: '数字名片定制、私域营销方案、企业官网建设。'.repeat(8) } });
    const physical = long.split('\r\n').filter(Boolean);
    expect(physical.length).toBeGreaterThan(lines.length);
    for (const l of physical) {
      expect(Buffer.byteLength(l, 'utf8')).toBeLessThanOrEqual(75);
      expect(Buffer.from(l, 'utf8').toString('utf8')).toBe(l); // no broken sequences
    }
    expect(unfold(long).find((l) => l.startsWith('NOTE:'))).toContain('数字名片定制、私域营销方案、企业官网建设。'.repeat(8));
  });
});

describe('vCard helpers', () => {
  it('escapes backslash, comma, semicolon and every newline form', () => {
    expect(escapeText('a\\b,c;d\ne\r\nf\rg')).toBe('a\\\\b\\,c\\;d\\ne\\nf\\ng');
  });
  it('folds at exactly 75 octets and continues with 74 after the space', () => {
    const line = 'x'.repeat(75);
    expect(foldLine(line)).toBe(line);
    const folded = foldLine('y'.repeat(76 + 74));
    expect(folded.split('\r\n ').map((p) => p.length)).toEqual([75, 74, 1]);
    // 25 CJK characters are 75 octets: one line; 26 spill one character over.
    expect(foldLine('名'.repeat(25)).includes('\r\n')).toBe(false);
    expect(foldLine('名'.repeat(26)).split('\r\n ')).toEqual(['名'.repeat(25), '名']);
  });
  it('splits Chinese and Western names', () => {
    expect(splitName('张三')).toEqual({ family: '张', given: '三' });
    expect(splitName('Ada King Lovelace')).toEqual({ family: 'Lovelace', given: 'Ada King' });
    expect(splitName('名'.repeat(10))).toEqual({ family: '名'.repeat(10), given: '' });
  });
  it('names the download with an ASCII fallback and the UTF-8 name per RFC 5987', () => {
    expect(attachmentDisposition('张三', 'vcf')).toBe('attachment; filename="card.vcf"; filename*=UTF-8\'\'%E5%BC%A0%E4%B8%89.vcf');
    expect(attachmentDisposition('Ada "X" 李', 'vcf')).toBe('attachment; filename="Ada X.vcf"; filename*=UTF-8\'\'Ada%20X%20%E6%9D%8E.vcf');
  });
});

/** RFC 2425 content line: name, parameters (name=value list), colon, value. What strict vCard readers accept. */
const CONTENT_LINE = /^[A-Za-z0-9-]+(;[A-Za-z0-9-]+(=([^;:,"]*|"[^"]*")(,([^;:,"]*|"[^"]*"))*)?)*:.*$/;

describe('vCard PHOTO (the avatar in the saved contact)', async () => {
  const sharp = (await import('sharp')).default;
  const { vcardPhoto, VCARD_PHOTO_PX } = await import('./vcard-photo');
  // A photo-like picture (noise, not a flat colour), so the JPEG is as big as a real face would make it.
  const avatar = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .png()
    .toBuffer();
  const jpeg = (await vcardPhoto(avatar))!;
  const text = buildVCard({ ...input, photoJpeg: jpeg });

  it('is a 96 px square JPEG of a few kB', async () => {
    const meta = await sharp(jpeg).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: VCARD_PHOTO_PX, height: VCARD_PHOTO_PX });
    expect(jpeg.length).toBeLessThan(12 * 1024);
  });

  it('is embedded as base64 (ENCODING=b, TYPE=JPEG) instead of the URL, and decodes back to the same bytes', () => {
    const photo = unfold(text).filter((l) => l.startsWith('PHOTO'));
    expect(photo).toHaveLength(1);
    const [, params, value] = /^PHOTO(;[^:]*):(.*)$/.exec(photo[0])!;
    expect(params).toBe(';ENCODING=b;TYPE=JPEG');
    expect(value).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(value, 'base64').equals(jpeg)).toBe(true);
  });

  it('keeps the whole card parseable: every physical line at most 75 octets, every logical line a content line', () => {
    const physical = text.split('\r\n').slice(0, -1);
    expect(physical.length).toBeGreaterThan(20);
    for (const l of physical) expect(Buffer.byteLength(l, 'utf8')).toBeLessThanOrEqual(75);
    // A continuation starts with exactly one space and the PHOTO folds into many of them.
    expect(physical.filter((l) => l.startsWith(' ')).length).toBeGreaterThan(10);
    for (const l of unfold(text)) expect(l).toMatch(CONTENT_LINE);
    expect(unfold(text).at(-1)).toBe('END:VCARD');
  });

  it('gives no photo for bytes that are not an image, and the URL stays', async () => {
    expect(await vcardPhoto(Buffer.from('not an image'))).toBeNull();
    expect(await vcardPhoto(null)).toBeNull();
    expect(unfold(buildVCard({ ...input, photoJpeg: null }))).toContain(`PHOTO;VALUE=uri:${input.photoUrl}`);
  });
});
