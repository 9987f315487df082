import type { TPosterLayout } from '@card/contract';
import type { Db } from '../../db';
import { loadSharp } from '../../lib/sharp';
import type { StorageProvider } from '../../providers/storage';

/**
 * The posters centre's built-in templates (issue 14): four categories and eight templates. Each background is drawn
 * from SVG with sharp and stored under `builtin/posters/` (built-in files: never counted in a quota, never released);
 * the layout says where the card's texts, the avatar and the QR code go. Idempotent: rows follow the seed.
 */
export const POSTER_LABELS = [
  { id: 'posterLabelBusiness', name: '商务名片', nameEn: 'Business', sort: 0 },
  { id: 'posterLabelFestival', name: '节日祝福', nameEn: 'Festive greetings', sort: 1 },
  { id: 'posterLabelPromote', name: '产品推广', nameEn: 'Promotion', sort: 2 },
  { id: 'posterLabelSimple', name: '简约', nameEn: 'Minimal', sort: 3 },
] as const;

const W = 750;
const H = 1200;
type Style = 'panel' | 'centre';

/** The two layouts: a panel at the bottom (slogan above it), or everything centred on a card. */
function layoutOf(style: Style, slogan: string, accent: string): TPosterLayout {
  if (style === 'panel') {
    return {
      width: W,
      height: H,
      slogan,
      texts: {
        slogan: { x: 375, y: 360, width: 640, fontSize: 56, color: '#ffffff', align: 'middle', bold: true },
        name: { x: 200, y: 910, width: 290, fontSize: 44, color: '#1f2328', align: 'start', bold: true },
        position: { x: 200, y: 960, width: 290, fontSize: 26, color: '#57606a', align: 'start', bold: false },
        company: { x: 60, y: 1060, width: 420, fontSize: 28, color: '#1f2328', align: 'start', bold: false },
        phone: { x: 60, y: 1110, width: 420, fontSize: 28, color: accent, align: 'start', bold: false },
      },
      avatar: { x: 60, y: 850, size: 120 },
      qr: { x: 510, y: 880, size: 200 },
    };
  }
  return {
    width: W,
    height: H,
    slogan,
    texts: {
      name: { x: 375, y: 340, width: 600, fontSize: 52, color: '#1f2328', align: 'middle', bold: true },
      position: { x: 375, y: 395, width: 600, fontSize: 28, color: '#57606a', align: 'middle', bold: false },
      company: { x: 375, y: 445, width: 600, fontSize: 28, color: '#1f2328', align: 'middle', bold: false },
      slogan: { x: 375, y: 600, width: 600, fontSize: 44, color: accent, align: 'middle', bold: true },
      phone: { x: 375, y: 1090, width: 600, fontSize: 30, color: '#1f2328', align: 'middle', bold: false },
    },
    avatar: { x: 315, y: 150, size: 120 },
    qr: { x: 255, y: 740, size: 240 },
  };
}

export interface PosterTemplateSeed {
  id: string;
  labelId: string;
  title: string;
  titleEn: string;
  keywords: string;
  style: Style;
  from: string;
  to: string;
  accent: string;
  /** sloganEn: drawn on an English caller's poster; short enough for the slogan's box (seed test), or it is cut. */
  slogan: string;
  sloganEn: string;
  moduleIds: string;
  sort: number;
}

export const POSTER_TEMPLATES: PosterTemplateSeed[] = [
  {
    id: 'posterTplBlueSky',
    labelId: 'posterLabelBusiness',
    title: '蔚蓝商务',
    titleEn: 'Azure Business',
    keywords: '商务 名片 蓝色 business blue',
    style: 'panel',
    from: '#1f6feb',
    to: '#5b9dff',
    accent: '#1f6feb',
    slogan: '用心连接每一位客户',
    sloganEn: 'Every client counts',
    moduleIds: '0',
    sort: 0,
  },
  {
    id: 'posterTplInkGrey',
    labelId: 'posterLabelBusiness',
    title: '墨灰质感',
    titleEn: 'Ink Grey',
    keywords: '商务 灰色 高端 business grey',
    style: 'centre',
    from: '#eef1f5',
    to: '#d5dce6',
    accent: '#24292f',
    slogan: '专业 · 可靠 · 高效',
    sloganEn: 'Reliable · Efficient',
    moduleIds: '0,52',
    sort: 1,
  },
  {
    id: 'posterTplSpring',
    labelId: 'posterLabelFestival',
    title: '新春大吉',
    titleEn: 'Spring Festival',
    keywords: '节日 春节 新年 红色 festival spring',
    style: 'panel',
    from: '#c62828',
    to: '#ff7043',
    accent: '#c62828',
    slogan: '新春快乐 万事如意',
    sloganEn: 'Happy New Year!',
    moduleIds: '0',
    sort: 0,
  },
  {
    id: 'posterTplMidAutumn',
    labelId: 'posterLabelFestival',
    title: '中秋月圆',
    titleEn: 'Mid-Autumn Moon',
    keywords: '节日 中秋 月亮 festival moon',
    style: 'centre',
    from: '#fff3e0',
    to: '#ffe0b2',
    accent: '#bc4c00',
    slogan: '花好月圆 人团圆',
    sloganEn: 'Full moon, full hearts',
    moduleIds: '0',
    sort: 1,
  },
  {
    id: 'posterTplProduct',
    labelId: 'posterLabelPromote',
    title: '新品上市',
    titleEn: 'New Arrival',
    keywords: '产品 推广 新品 promotion product',
    style: 'panel',
    from: '#6a1b9a',
    to: '#ab47bc',
    accent: '#6a1b9a',
    slogan: '新品上市 扫码了解',
    sloganEn: 'New in: scan to see',
    moduleIds: '3,5,55',
    sort: 0,
  },
  {
    id: 'posterTplShop',
    labelId: 'posterLabelPromote',
    title: '店铺推荐',
    titleEn: 'Shop Picks',
    keywords: '产品 店铺 微店 shop promotion',
    style: 'centre',
    from: '#e3fbef',
    to: '#c9efe0',
    accent: '#1a7f37',
    slogan: '好物推荐 欢迎光临',
    sloganEn: 'Hand-picked for you',
    moduleIds: '3',
    sort: 1,
  },
  {
    id: 'posterTplPaper',
    labelId: 'posterLabelSimple',
    title: '素雅纸张',
    titleEn: 'Plain Paper',
    keywords: '简约 米色 simple paper',
    style: 'centre',
    from: '#fbf7ef',
    to: '#efe6d4',
    accent: '#7a5c2e',
    slogan: '简单 真诚',
    sloganEn: 'Simple and sincere',
    moduleIds: '0,46',
    sort: 0,
  },
  {
    id: 'posterTplNight',
    labelId: 'posterLabelSimple',
    title: '静夜深蓝',
    titleEn: 'Midnight Blue',
    keywords: '简约 深色 夜晚 simple night dark',
    style: 'panel',
    from: '#0d1b2a',
    to: '#415a77',
    accent: '#0969da',
    slogan: '期待与您合作',
    sloganEn: "Let's work together",
    moduleIds: '0,4',
    sort: 1,
  },
];

/** The background: a gradient, soft circles, and the white area the texts and the QR code sit on. */
export function posterBackgroundSvg(t: Pick<PosterTemplateSeed, 'style' | 'from' | 'to'>, seed: number): string {
  let x = seed * 7919 + 17;
  const rand = () => {
    x = (x * 48271) % 2147483647;
    return x / 2147483647;
  };
  const dots = Array.from(
    { length: 14 },
    () => `<circle cx="${Math.round(rand() * W)}" cy="${Math.round(rand() * H * 0.6)}" r="${Math.round(20 + rand() * 90)}" fill="#ffffff" fill-opacity="0.14"/>`,
  ).join('');
  const card =
    t.style === 'panel'
      ? `<rect x="30" y="800" width="${W - 60}" height="370" rx="28" fill="#ffffff"/>`
      : `<rect x="40" y="90" width="${W - 80}" height="${H - 180}" rx="32" fill="#ffffff" fill-opacity="0.94"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs><linearGradient id="g" x1="0" y1="0" x2="0.6" y2="1">` +
    `<stop offset="0" stop-color="${t.from}"/><stop offset="1" stop-color="${t.to}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#g)"/>${dots}${card}</svg>`
  );
}

/** Draws a template's background and thumbnail into storage; answers their URLs. */
export async function drawPosterTemplate(storage: StorageProvider, t: Pick<PosterTemplateSeed, 'id' | 'style' | 'from' | 'to'>, seed: number) {
  const sharp = await loadSharp();
  const png = await sharp(Buffer.from(posterBackgroundSvg(t, seed)))
    .png()
    .toBuffer();
  const thumb = await sharp(png).resize(240, 384).png().toBuffer();
  const bg = await storage.put(`builtin/posters/${t.id}.png`, png, 'image/png');
  const th = await storage.put(`builtin/posters/${t.id}-thumb.png`, thumb, 'image/png');
  return { backgroundUrl: bg.url, thumbUrl: th.url };
}

/** The template row of a seed entry (the layout as the JSON the posters rules validate). */
export const posterTemplateRow = (t: PosterTemplateSeed, urls: { backgroundUrl: string; thumbUrl: string }) => ({
  id: t.id,
  labelId: t.labelId,
  title: t.title,
  titleEn: t.titleEn,
  keywords: t.keywords.toLowerCase(),
  moduleIds: t.moduleIds,
  sort: t.sort,
  sloganEn: t.sloganEn,
  layout: JSON.stringify(layoutOf(t.style, t.slogan, t.accent)),
  ...urls,
});

export async function seedPosters(db: Db, storage: StorageProvider) {
  for (const l of POSTER_LABELS) await db.posterLabel.upsert({ where: { id: l.id }, create: l, update: l });
  for (const [i, t] of POSTER_TEMPLATES.entries()) {
    const row = posterTemplateRow(t, await drawPosterTemplate(storage, t, i + 1));
    await db.posterMaterial.upsert({ where: { id: t.id }, create: row, update: row });
  }
}
