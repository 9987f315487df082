import sharp from 'sharp';
import type { ScanFields } from '../../src/domains/network/network-scan.rules';

/**
 * Generated paper cards with known fields (issue 34): the scan tests and the recognition bench draw them as SVG,
 * render them with sharp (librsvg and fontconfig, so the machine's CJK fonts) and, for the "photographed" set, put
 * them on a background, turned, skewed, blurred, noisy and unevenly lit.
 */
export type CardLayout = 'left' | 'centre' | 'right' | 'vertical' | 'bilingual';
export const CARD_LAYOUTS: CardLayout[] = ['left', 'centre', 'right', 'vertical', 'bilingual'];
export const CJK_FONTS = ['WenQuanYi Zen Hei', 'WenQuanYi Zen Hei Sharp', 'WenQuanYi Zen Hei Mono'];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const NAMES = ['张伟', '王芳', '李娜', '刘洋', '陈静', '杨磊', '赵敏', '黄强', '周杰', '吴霞', '徐明', '孙丽', '马超', '朱婷', '胡军'];
const PINYIN = [
  'Zhang Wei',
  'Wang Fang',
  'Li Na',
  'Liu Yang',
  'Chen Jing',
  'Yang Lei',
  'Zhao Min',
  'Huang Qiang',
  'Zhou Jie',
  'Wu Xia',
  'Xu Ming',
  'Sun Li',
  'Ma Chao',
  'Zhu Ting',
  'Hu Jun',
];
const TITLES = [
  ['销售经理', 'Sales Manager'],
  ['技术总监', 'Technical Director'],
  ['市场主管', 'Marketing Supervisor'],
  ['高级工程师', 'Senior Engineer'],
  ['首席执行官 CEO', 'CEO'],
  ['法律顾问', 'Legal Consultant'],
];
const DEPTS = [
  ['市场部', 'Marketing Department'],
  ['研发中心', 'R&D Center'],
  ['华东事业部', 'East China Division'],
  ['客户服务部', 'Customer Service Department'],
];
const COMPANIES = [
  ['上海云帆科技有限公司', 'Shanghai Yunfan Technology Co., Ltd.'],
  ['北京星辰传媒集团', 'Beijing Xingchen Media Group'],
  ['深圳前海创新工作室', 'Shenzhen Qianhai Innovation Studio'],
  ['杭州明律律师事务所', 'Hangzhou Minglv Law Firm'],
  ['广州德盛贸易有限公司', 'Guangzhou Desheng Trading Co., Ltd.'],
];
const ADDRESSES = [
  ['上海市浦东新区张江路88号创新大厦1203室', 'Room 1203, Innovation Building, 88 Zhangjiang Road, Pudong, Shanghai'],
  ['北京市朝阳区建国路99号国贸中心A座15层', '15F Tower A, 99 Jianguo Road, Chaoyang District, Beijing'],
  ['广东省深圳市南山区科技园南路18号', '18 Keji South Road, Nanshan District, Shenzhen'],
  ['浙江省杭州市西湖区文三路200号', '200 Wensan Road, Xihu District, Hangzhou'],
];
const AREAS = ['021', '010', '0755', '0571', '020'];

/** The true fields of card number `i`, varied: which optional fields it has and how the numbers are written. */
export function cardFields(i: number): {
  fields: ScanFields;
  english: { name: string; title: string; department: string; company: string; address: string };
  written: { mobile: string; landline: string; fax: string };
} {
  const n = i % NAMES.length;
  const t = i % TITLES.length;
  const d = i % DEPTS.length;
  const c = i % COMPANIES.length;
  const a = i % ADDRESSES.length;
  const area = AREAS[i % AREAS.length]!;
  const mobile = `1${[3, 5, 8, 9, 7][i % 5]}${String(800000000 + i * 7919).slice(0, 9)}`;
  const local = area.length === 3 ? String(60000000 + i * 1231).slice(0, 8) : String(80000000 + i * 977).slice(0, 8);
  const ext = i % 3 === 0 ? String(800 + i) : '';
  const fax = `${area}-${String(61000000 + i * 733).slice(0, area.length === 3 ? 8 : 7)}`;
  const mobileStyles = [`${mobile.slice(0, 3)} ${mobile.slice(3, 7)} ${mobile.slice(7)}`, `${mobile.slice(0, 3)}-${mobile.slice(3, 7)}-${mobile.slice(7)}`, `+86 ${mobile}`, mobile];
  const domain = ['yunfan', 'xingchen', 'qhlab', 'minglv', 'desheng'][c]!;
  const fields: ScanFields = {
    name: NAMES[n]!,
    title: TITLES[t]![0]!.replace(/\s*CEO$/, ''),
    department: i % 2 === 0 ? DEPTS[d]![0]! : '',
    company: COMPANIES[c]![0]!,
    mobiles: [mobile],
    landline: `${area}-${local}${ext ? `-${ext}` : ''}`,
    fax: i % 4 === 1 ? fax : '',
    email: `${PINYIN[n]!.toLowerCase().replace(' ', '.')}@${domain}.com`,
    website: i % 3 !== 2 ? `www.${domain}.com` : '',
    address: ADDRESSES[a]![0]!,
    wechat: i % 5 === 2 ? `wx_${domain}${i}` : '',
    qq: i % 5 === 4 ? String(10000000 + i * 37) : '',
  };
  return {
    fields,
    english: { name: PINYIN[n]!, title: TITLES[t]![1]!, department: fields.department ? DEPTS[d]![1]! : '', company: COMPANIES[c]![1]!, address: ADDRESSES[a]![1]! },
    written: { mobile: mobileStyles[i % mobileStyles.length]!, landline: `${area}-${local}${ext ? ` 转 ${ext}` : ''}`, fax },
  };
}

interface Line {
  text: string;
  size: number;
  bold?: boolean;
  latin?: boolean;
}

/** The lines a card prints, top to bottom, with labels the way Chinese cards write them. */
function cardLines(i: number, layout: CardLayout): Line[] {
  const { fields: f, english: e, written: w } = cardFields(i);
  const bi = layout === 'bilingual';
  const lines: Line[] = [{ text: f.name + (bi ? `  ${e.name}` : ''), size: 56, bold: true }];
  lines.push({ text: [f.department, f.title].filter(Boolean).join(' '), size: 30 });
  if (bi) lines.push({ text: e.title, size: 24, latin: true });
  lines.push({ text: f.company, size: 32, bold: true });
  if (bi) lines.push({ text: e.company, size: 22, latin: true });
  lines.push({ text: `手机：${w.mobile}`, size: 26 });
  lines.push({ text: `电话：${w.landline}`, size: 26 });
  if (f.fax) lines.push({ text: `传真：${w.fax}`, size: 26 });
  lines.push({ text: `邮箱：${f.email}`, size: 26 });
  if (f.website) lines.push({ text: `网址：${f.website}`, size: 26 });
  if (f.wechat) lines.push({ text: `微信：${f.wechat}`, size: 26 });
  if (f.qq) lines.push({ text: `QQ：${f.qq}`, size: 26 });
  lines.push({ text: `地址：${f.address}`, size: layout === 'vertical' ? 20 : 24 });
  return lines;
}

/** The English back of card `i` (for two-sided scans). */
export function englishSideSvg(i: number, font = 'DejaVu Sans'): string {
  const { english: e, written: w, fields: f } = cardFields(i);
  const lines: Line[] = [
    { text: e.name, size: 52, bold: true, latin: true },
    { text: e.title, size: 28, latin: true },
    { text: e.company, size: 28, latin: true },
    { text: `M: ${w.mobile}`, size: 26, latin: true },
    { text: `E: ${f.email}`, size: 26, latin: true },
    { text: e.address, size: 22, latin: true },
  ];
  return svgOf(lines, 1000, 600, 'left', font);
}

function svgOf(lines: Line[], width: number, height: number, align: 'left' | 'centre' | 'right', font: string): string {
  const gap = 14;
  const total = lines.reduce((s, l) => s + l.size + gap, 0);
  let y = Math.max(40, (height - total) / 2);
  const x = align === 'left' ? 60 : align === 'right' ? width - 60 : width / 2;
  const anchor = align === 'left' ? 'start' : align === 'right' ? 'end' : 'middle';
  const texts = lines.map((l) => {
    y += l.size;
    const t = `<text x="${x}" y="${y}" font-size="${l.size}" text-anchor="${anchor}" font-family="${l.latin ? 'DejaVu Sans' : font}"${l.bold ? ' font-weight="bold"' : ''} fill="#1a1a1a">${esc(l.text)}</text>`;
    y += gap;
    return t;
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fdfdfb"/>` +
    `<rect x="0" y="0" width="${width}" height="10" fill="#2a5caa"/>${texts.join('')}</svg>`
  );
}

/** Card `i` in a layout and font as SVG (horizontal 1000x600, vertical 600x1000). */
export function cardSvg(i: number, layout: CardLayout, font: string): string {
  const lines = cardLines(i, layout);
  if (layout === 'vertical')
    return svgOf(
      lines.map((l) => ({ ...l, size: Math.round(l.size * 0.8) })),
      600,
      1000,
      'left',
      font,
    );
  return svgOf(lines, 1000, 600, layout === 'centre' ? 'centre' : layout === 'right' ? 'right' : 'left', font);
}

export const renderSvg = (svg: string) => sharp(Buffer.from(svg)).png().toBuffer();

/** A deterministic pseudo-random sequence (the bench's photographs are the same on every run). */
export function seeded(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 0x100000000;
  };
}

/**
 * The card as if photographed: turned up to 15 degrees on a darker textured background, squeezed on one axis
 * (perspective-ish), an uneven light gradient, a slight blur and sensor noise; JPEG like a phone saves it.
 */
export async function photograph(png: Buffer, seed: number): Promise<Buffer> {
  const rnd = seeded(seed);
  const angle = (rnd() * 2 - 1) * 15;
  const meta = await sharp(png).metadata();
  const w = meta.width!;
  const h = meta.height!;
  const squeezed = await sharp(png)
    .resize({ width: Math.round(w * (0.9 + rnd() * 0.1)), height: Math.round(h * (0.9 + rnd() * 0.1)), fit: 'fill' })
    .png()
    .toBuffer();
  const turned = await sharp(squeezed)
    .rotate(angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  const tm = await sharp(turned).metadata();
  const W = tm.width! + 240;
  const H = tm.height! + 200;
  const bg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5b4a3a"/><stop offset="1" stop-color="#2e261f"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  const light = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs><radialGradient id="l" cx="${rnd().toFixed(2)}" cy="${rnd().toFixed(2)}" r="0.9"><stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.35"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#l)"/></svg>`;
  const noise = Buffer.alloc(W * H * 4);
  for (let p = 0; p < W * H; p++) {
    const v = Math.floor(rnd() * 255);
    noise[p * 4] = v;
    noise[p * 4 + 1] = v;
    noise[p * 4 + 2] = v;
    noise[p * 4 + 3] = 22;
  }
  const composed = await sharp(Buffer.from(bg))
    .composite([
      { input: turned, left: 80 + Math.floor(rnd() * 80), top: 60 + Math.floor(rnd() * 80) },
      { input: Buffer.from(light) },
      { input: noise, raw: { width: W, height: H, channels: 4 } },
    ])
    .png()
    .toBuffer();
  return sharp(composed)
    .blur(0.6 + rnd() * 0.6)
    .jpeg({ quality: 85 })
    .toBuffer();
}
