import { describe, expect, it } from 'vitest';
import { classifyLine, confOf, foundCount, mendEmailDot, mendExtension, mendWww, normaliseLine, parseCard, parseLines, phonesIn, readPhone, splitLabel } from './network-scan.rules';
import { findCard } from '../../providers/ocr-prepare';

describe('mobiles', () => {
  it('reads 11 digits from 13 to 19 written with spaces, dashes, +86, 0086 or 86', () => {
    for (const raw of ['13800138000', '138 0013 8000', '138-0013-8000', '+86 138 0013 8000', '+86-13800138000', '0086 13800138000', '8613800138000'])
      expect(readPhone(raw)).toEqual({ kind: 'mobile', value: '13800138000' });
    expect(readPhone('19912345678')).toEqual({ kind: 'mobile', value: '19912345678' });
  });
  it('refuses 12 or 10 digits in mobile form, and a 12 prefix', () => {
    expect(readPhone('1380013800')).toBeNull();
    expect(readPhone('12800138000')).toBeNull();
    expect(readPhone('138001380001')?.kind).not.toBe('mobile');
  });
  it('mends the letters OCR reads for digits', () => {
    expect(readPhone('138 OO13 8OOO')).toEqual({ kind: 'mobile', value: '13800138000' });
    expect(readPhone('l38 0013 8000')).toEqual({ kind: 'mobile', value: '13800138000' });
  });
});

describe('landlines', () => {
  it('reads a two-digit area code with 8 digits, a three-digit one with 7 or 8', () => {
    expect(readPhone('010-65123456')).toEqual({ kind: 'landline', value: '010-65123456' });
    expect(readPhone('(021) 6512 3456')).toEqual({ kind: 'landline', value: '021-65123456' });
    expect(readPhone('0571-8765432')).toEqual({ kind: 'landline', value: '0571-8765432' });
    expect(readPhone('0755-87654321')).toEqual({ kind: 'landline', value: '0755-87654321' });
  });
  it('refuses a two-digit area code with 7 digits and a number of 6', () => {
    expect(readPhone('010-6512345')).toBeNull();
    expect(readPhone('0571-876543')).toBeNull();
  });
  it('keeps extensions written 转, ext, x or a dash', () => {
    expect(readPhone('021-60000000 转 800')).toEqual({ kind: 'landline', value: '021-60000000-800' });
    expect(readPhone('021-60000000 ext. 12')).toEqual({ kind: 'landline', value: '021-60000000-12' });
    expect(readPhone('0755-87654321-8')).toEqual({ kind: 'landline', value: '0755-87654321-8' });
  });
  it('puts back the area code 0 that +86 drops', () => {
    expect(readPhone('+86 10 6512 3456')).toEqual({ kind: 'landline', value: '010-65123456' });
  });
  it('finds two numbers on one line', () => {
    expect(phonesIn('138 0013 8000 / 010-65123456').map((p) => p.value)).toEqual(['13800138000', '010-65123456']);
  });
});

describe('labels', () => {
  it('reads Chinese and English labels with either colon', () => {
    expect(splitLabel('手机：138')).toEqual({ label: 'mobile', rest: '138' });
    expect(splitLabel('Fax: 010')).toEqual({ label: 'fax', rest: '010' });
    expect(splitLabel('传真 010').label).toBe('fax');
  });
  it('takes a single letter as a label only before what fits it', () => {
    expect(splitLabel('M: 13800138000').label).toBe('mobile');
    expect(splitLabel('E: a@b.cn').label).toBe('email');
    expect(splitLabel('E: nothing').label).toBeNull();
    expect(splitLabel('Mary Smith').label).toBeNull();
  });
});

describe('lines', () => {
  it('joins characters chi_sim spaced out and keeps a space between words', () => {
    expect(normaliseLine('张 伟')).toBe('张伟');
    expect(normaliseLine('市场部 销售经理')).toBe('市场部 销售经理');
    expect(normaliseLine('手机：１３８　００１３')).toBe('手机:138 0013');
  });
  it('classifies company suffixes, titles, departments, addresses and names', () => {
    for (const c of ['上海云帆科技有限公司', '星辰传媒集团', '前海创新工作室', '明律律师事务所', 'Yunfan Technology Co., Ltd.', 'Xingchen Media Group'])
      expect(classifyLine(c)).toBe('company');
    for (const t of ['销售经理', '技术总监', '市场主管', '总裁', '高级工程师', '法律顾问', 'Sales Manager', 'CEO']) expect(classifyLine(t)).toBe('title');
    for (const d of ['市场部', '研发中心', '华东事业部', 'Marketing Department']) expect(classifyLine(d)).toBe('department');
    expect(classifyLine('上海市浦东新区张江路88号创新大厦1203室')).toBe('address');
    expect(classifyLine('Room 1203, 88 Zhangjiang Road, Shanghai')).toBe('address');
    expect(classifyLine('张伟')).toBe('name');
    expect(classifyLine('欧阳娜娜')).toBe('name');
    expect(classifyLine('Zhang Wei')).toBe('name');
  });
  it('takes a name of 2 to 4 characters, not 1 or 5', () => {
    expect(classifyLine('伟')).toBe('other');
    expect(classifyLine('欧阳娜娜娜')).toBe('other');
  });
  it('needs three address signs and a number before a line is an address', () => {
    expect(classifyLine('上海市浦东新区')).not.toBe('address');
    expect(classifyLine('上海市浦东新区张江路88号')).toBe('address');
  });
});

const FRONT = `张 伟
市场部 销售经理
上海云帆科技有限公司
手机：138 0013 8000
电话：021-60000000 转 800  传真：021-61000000
邮箱：zhang.wei@yunfan.com
网址：www.yunfan.com
微信：zhangwei_sh   QQ：12345678
地址：上海市浦东新区张江路88号创新大厦1203室`;

const BACK = `Zhang Wei
Sales Manager
Shanghai Yunfan Technology Co., Ltd.
M: +86 139 0013 9000
E: zhang.wei@yunfan.com
Room 1203, Innovation Building, 88 Zhangjiang Road, Shanghai`;

describe('a card', () => {
  it('reads every field of a Chinese side', () => {
    expect(parseCard(FRONT)).toEqual({
      name: '张伟',
      title: '销售经理',
      department: '市场部',
      company: '上海云帆科技有限公司',
      mobiles: ['13800138000'],
      landline: '021-60000000-800',
      fax: '021-61000000',
      email: 'zhang.wei@yunfan.com',
      website: 'www.yunfan.com',
      address: '上海市浦东新区张江路88号创新大厦1203室',
      wechat: 'zhangwei_sh',
      qq: '12345678',
    });
  });
  it('reads the English side', () => {
    const f = parseCard(BACK);
    expect(f).toMatchObject({ name: 'Zhang Wei', title: 'Sales Manager', company: 'Shanghai Yunfan Technology Co., Ltd.', mobiles: ['13900139000'], email: 'zhang.wei@yunfan.com' });
    expect(f.address).toMatch(/^Room 1203/);
  });
  it('one text with both languages prefers the Chinese name wherever it comes', () => {
    expect(parseCard('Zhang Wei\n张伟').name).toBe('张伟');
    expect(parseCard('张伟\nZhang Wei').name).toBe('张伟');
  });
  it('reads a bilingual name line as the Chinese name, and an e-mail OCR spaced out', () => {
    expect(parseCard('赵敏  Zhao Min').name).toBe('赵敏');
    expect(parseCard('邮箱：hu. jun@desheng .com').email).toBe('hu.jun@desheng.com');
  });
  it('finds nothing in a blank read or noise', () => {
    expect(foundCount(parseCard(''))).toBe(0);
    expect(foundCount(parseCard('~~ ..\n|||'))).toBe(0);
    expect(foundCount(parseCard(FRONT))).toBe(12);
  });
});

describe('finding the card in a photo', () => {
  const frame = (w: number, h: number, card: (x: number, y: number) => boolean) => {
    const g = new Uint8Array(w * h);
    for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) g[y * w + x] = card(x, y) ? 240 : 40;
    return g;
  };
  it('answers the bright rectangle on a dark background, untilted', () => {
    const box = findCard(
      frame(100, 80, (x, y) => x >= 20 && x < 80 && y >= 10 && y < 50),
      100,
      80,
    );
    expect(box).toEqual({ left: 20, top: 10, width: 60, height: 40, angle: 0 });
  });
  it('measures a tilt', () => {
    const t = Math.tan((10 * Math.PI) / 180);
    // A band rising 10 degrees (y grows downwards, so the angle reads negative).
    const box = findCard(
      frame(200, 200, (x, y) => x > 30 && x < 170 && Math.abs(y - (100 - (x - 100) * t)) < 25),
      200,
      200,
    );
    expect(Math.abs(box.angle + 10)).toBeLessThan(2);
  });
  it('answers the whole frame for a plain picture or one that is all card', () => {
    expect(findCard(new Uint8Array(400).fill(200), 20, 20)).toEqual({ left: 0, top: 0, width: 20, height: 20, angle: 0 });
    expect(
      findCard(
        frame(50, 50, () => true),
        50,
        50,
      ).angle,
    ).toBe(0);
  });
});

describe('what OCR does to labels, addresses and extensions', () => {
  it('takes ; , and . after a label for the colon they misread', () => {
    expect(splitLabel('网址; www.a.com')).toEqual({ label: 'website', rest: 'www.a.com' });
    expect(splitLabel('邮箱，a@b.cn')).toEqual({ label: 'email', rest: 'a@b.cn' });
    expect(splitLabel('T; 010-65123456').label).toBe('landline');
    expect(splitLabel('T? 010-65123456').label).toBeNull();
  });
  it('joins a web address OCR spaced after its dots', () => {
    expect(parseCard('网址 : www. yunfan.com').website).toBe('www.yunfan.com');
    expect(parseCard('www . yunfan . com').website).toBe('www.yunfan.com');
    expect(parseCard('RES : liu.yang0minglv.com\n网址 : www.minglv.com').website).toBe('www.minglv.com');
    expect(parseCard('网址 : www.minglv.com\nminglv.cn').website).toBe('www.minglv.com');
  });
  it('mends www misread with two w or v, not one, and not a two-part name', () => {
    expect(mendWww('wew.yunfan.com')).toBe('www.yunfan.com');
    expect(mendWww('vvww.yunfan.com')).toBe('www.yunfan.com');
    expect(mendWww('ww.yunfan.com')).toBe('www.yunfan.com');
    expect(mendWww('we.yunfan.com')).toBe('we.yunfan.com');
    expect(mendWww('wwe.com')).toBe('wwe.com');
    expect(mendWww('wvwvw.yunfan.com')).toBe('wvwvw.yunfan.com');
  });
  it('drops the marks a misread colon leaves before a value', () => {
    expect(parseCard('地址 ; ; 浙江省杭州市西湖区文三路200号').address).toBe('浙江省杭州市西湖区文三路200号');
  });
  it('reads one or two marks between a whole landline and 1-6 final digits as 转', () => {
    expect(mendExtension('020-60048009 #% 839')).toBe('020-60048009 转 839');
    expect(mendExtension('0755-80041034 44 842')).toBe('0755-80041034 转 842');
    expect(phonesIn('0571-80032241 4& 833')).toEqual([{ kind: 'landline', value: '0571-80032241-833' }]);
    expect(mendExtension('020-60048009 #%$ 839')).toBe('020-60048009 #%$ 839');
    expect(mendExtension('020-60048009 # 1234567')).toBe('020-60048009 # 1234567');
    // Not after a mobile, nor after a landline that already has an extension or is not whole.
    expect(mendExtension('138 0013 80 00')).toBe('138 0013 80 00');
    expect(mendExtension('0571 8765 43 21')).toBe('0571 8765 43 21');
    expect(mendExtension('020-60048009-12 # 839')).toBe('020-60048009-12 # 839');
  });
});

describe('labels OCR garbled', () => {
  it('reads the value after an unknown label of 1 to 5 characters by what it is, not after 6', () => {
    expect(parseCard('AE9G : zhang.wei@yunfan.com').email).toBe('zhang.wei@yunfan.com');
    expect(parseCard('Set : 广东省深圳市南山区科技园南路18号').address).toBe('广东省深圳市南山区科技园南路18号');
    expect(parseCard('总部：广东省深圳市南山区科技园南路18号').address).toBe('广东省深圳市南山区科技园南路18号');
    expect(parseCard('Patt : wew.qhlab.com').website).toBe('www.qhlab.com');
    expect(parseCard('ABCDE : 广东省深圳市南山区科技园南路18号').address).toBe('广东省深圳市南山区科技园南路18号');
    // The label stays in the value (its space beside the Chinese closed up: network-scan-mend.rules.ts).
    expect(parseCard('ABCDEF : 广东省深圳市南山区科技园南路18号').address).toBe('ABCDEF :广东省深圳市南山区科技园南路18号');
  });
  it("puts back an e-mail's lost last dot after two or more characters, not after one, nor when a dot is there", () => {
    expect(mendEmailDot('liu.yang@minglvcom')).toBe('liu.yang@minglv.com');
    expect(mendEmailDot('a@bccn')).toBe('a@bc.cn');
    expect(mendEmailDot('a@bcom')).toBe('a@bcom');
    expect(mendEmailDot('a@b.com')).toBe('a@b.com');
    expect(mendEmailDot('a@bcde')).toBe('a@bcde');
    expect(parseCard('邮箱 : liu.yang@minglvcom').email).toBe('liu.yang@minglv.com');
  });
  it('reads €, © and ® between letters of an e-mail as @', () => {
    expect(parseCard('RE : ma.chao€qhlab.com').email).toBe('ma.chao@qhlab.com');
    expect(parseCard('E: li©b.cn').email).toBe('li@b.cn');
    expect(parseCard('E: li€ b.cn').email).toBe('li@b.cn');
  });
});

describe('confidences of the fields read', () => {
  it("is the mean of the line's words found in the value, else of all its words, else unknown", () => {
    const words = [
      { text: '邮箱', conf: 90 },
      { text: ':', conf: 40 },
      { text: 'ma.chao@qhlab.com', conf: 70 },
    ];
    expect(confOf(words, 'ma.chao@qhlab.com')).toBe(70);
    expect(confOf([...words, { text: 'MA.', conf: 80 }], 'ma. chao@qhlab.com')).toBe(75);
    expect(confOf(words, 'www.qhlab.com')).toBeCloseTo(200 / 3);
    expect(confOf([], 'www.qhlab.com')).toBeUndefined();
  });
  it('gives each field the confidence of the line it came from, and the text alone none', () => {
    const r = parseLines([
      { text: '邮箱：ma.chao@qhlab.com', words: [{ text: '邮箱：ma.chao@qhlab.com', conf: 88 }] },
      { text: '网址：www.qhlab.com', words: [] },
    ]);
    expect(r.fields).toMatchObject({ email: 'ma.chao@qhlab.com', website: 'www.qhlab.com' });
    expect(r.conf).toEqual({ email: 88 });
  });
});
