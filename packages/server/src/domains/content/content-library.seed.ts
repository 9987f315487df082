import type { Db } from '../../db';
import { loadSharp } from '../../lib/sharp';
import type { StorageProvider } from '../../providers/storage';

/**
 * The platform's photo material and moments material (issue 14, library part). Each material image is drawn from
 * SVG with sharp and stored under `builtin/material/` (built-in files: no quota, never released, accepted by the
 * own-images check), with a small thumbnail beside it. Idempotent: rows follow the seed.
 */
export const MATERIAL_LABELS = [
  { id: 'materialLabelFestival', name: '节日', nameEn: 'Festivals', sort: 0 },
  { id: 'materialLabelBusiness', name: '商务', nameEn: 'Business', sort: 1 },
  { id: 'materialLabelScenery', name: '风景', nameEn: 'Scenery', sort: 2 },
  { id: 'materialLabelFood', name: '美食', nameEn: 'Food', sort: 3 },
] as const;

// Every item is titled in both languages, Chinese in Chinese mode and English in English mode (decision 0032).
type Item = { id: string; title: string; titleEn: string; labels: string[]; from: string; to: string; shape: 'circle' | 'wave' | 'bars' };
const ITEMS: Item[] = [
  { id: 'materialSpringFest01', title: '春节红灯笼', titleEn: 'Spring Festival Lanterns', labels: ['materialLabelFestival'], from: '#d62828', to: '#f77f00', shape: 'circle' },
  { id: 'materialMidAutumn001', title: '中秋明月', titleEn: 'Mid-Autumn Moon', labels: ['materialLabelFestival', 'materialLabelScenery'], from: '#1d3557', to: '#457b9d', shape: 'circle' },
  { id: 'materialNewYear00001', title: '新年快乐', titleEn: 'Happy New Year', labels: ['materialLabelFestival'], from: '#7209b7', to: '#f72585', shape: 'bars' },
  { id: 'materialHandshake001', title: '商务握手', titleEn: 'Business Handshake', labels: ['materialLabelBusiness'], from: '#003049', to: '#669bbc', shape: 'bars' },
  { id: 'materialMeeting00001', title: '团队会议', titleEn: 'Team Meeting', labels: ['materialLabelBusiness'], from: '#264653', to: '#2a9d8f', shape: 'bars' },
  { id: 'materialSkyline00001', title: '城市天际线', titleEn: 'City Skyline', labels: ['materialLabelBusiness', 'materialLabelScenery'], from: '#22223b', to: '#9a8c98', shape: 'bars' },
  { id: 'materialMountain0001', title: '远山', titleEn: 'Distant Mountains', labels: ['materialLabelScenery'], from: '#2d6a4f', to: '#95d5b2', shape: 'wave' },
  { id: 'materialSeaside00001', title: '海边日落', titleEn: 'Seaside Sunset', labels: ['materialLabelScenery'], from: '#f4a261', to: '#e76f51', shape: 'wave' },
  { id: 'materialForest000001', title: '森林小径', titleEn: 'Forest Path', labels: ['materialLabelScenery'], from: '#081c15', to: '#52b788', shape: 'wave' },
  { id: 'materialCoffee000001', title: '拿铁咖啡', titleEn: 'Latte', labels: ['materialLabelFood'], from: '#6f4e37', to: '#c8a27a', shape: 'circle' },
  { id: 'materialTea000000001', title: '下午茶', titleEn: 'Afternoon Tea', labels: ['materialLabelFood'], from: '#606c38', to: '#dda15e', shape: 'circle' },
  { id: 'materialFruit0000001', title: '新鲜水果', titleEn: 'Fresh Fruit', labels: ['materialLabelFood', 'materialLabelFestival'], from: '#ff006e', to: '#ffbe0b', shape: 'circle' },
];

const W = 800;
const H = 600;

/** A gradient with a simple motif: enough to tell the items apart in a list. */
function svgOf(item: Item, seed: number): string {
  const motif =
    item.shape === 'circle'
      ? `<circle cx="${200 + ((seed * 37) % 400)}" cy="260" r="140" fill="#ffffff" fill-opacity="0.35"/>`
      : item.shape === 'wave'
        ? `<path d="M0 420 Q200 ${300 + ((seed * 11) % 80)} 400 420 T800 420 V600 H0 Z" fill="#ffffff" fill-opacity="0.3"/>`
        : Array.from(
            { length: 6 },
            (_, i) =>
              `<rect x="${80 + i * 110}" y="${560 - (80 + ((i * 53 + seed * 29) % 300))}" width="70" height="${80 + ((i * 53 + seed * 29) % 300)}" fill="#ffffff" fill-opacity="0.3"/>`,
          ).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${item.from}"/><stop offset="1" stop-color="${item.to}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#g)"/>${motif}</svg>`
  );
}

/**
 * Ready-to-post moments texts (the platform's), a few per category, each in both languages: English callers copy
 * English posts (decision 0032). The English ones are written for English readers, not translated word for word.
 */
const MOMENTS = [
  {
    id: 'momentGreeting00001',
    category: 'greeting',
    text: '早安！新的一天，愿你所有的努力都有回报。有任何需要，随时联系我。',
    textEn: 'Good morning! A new day, and may all your hard work pay off. Whatever you need, just get in touch.',
  },
  {
    id: 'momentGreeting00002',
    category: 'greeting',
    text: '周末愉快！感谢这一周的信任与支持，下周继续为您服务。',
    textEn: 'Have a great weekend! Thank you for your trust and support this week. I look forward to working with you again next week.',
  },
  {
    id: 'momentProduct000001',
    category: 'product',
    text: '【新品上市】全新数字名片，一键分享、随时更新，扫码即可查看。限时体验中！',
    textEn: '[Just launched] The all-new digital business card: share it in one tap, update it any time, and anyone can view it with a quick scan. Try it now for a limited time!',
  },
  {
    id: 'momentProduct000002',
    category: 'product',
    text: '客户说：“用了电子名片以后，交换联系方式再也不用找纸片了。” 欢迎咨询。',
    textEn: 'A customer told us: "Since I started using a digital card, I never hunt for scraps of paper to swap contacts." Ask me how it works.',
  },
  {
    id: 'momentFestival00001',
    category: 'festival',
    text: '中秋快乐！月圆人团圆，祝您和家人幸福安康。',
    images: ['materialMidAutumn001'],
    textEn: 'Happy Mid-Autumn Festival! May the full moon bring your family together, and bring you all health and happiness.',
  },
  {
    id: 'momentFestival00002',
    category: 'festival',
    text: '新春快乐！感谢一路同行，祝您新的一年万事顺意。',
    images: ['materialSpringFest01'],
    textEn: 'Happy Chinese New Year! Thank you for being with us along the way. Wishing you every success in the year ahead.',
  },
  {
    id: 'momentCompany000001',
    category: 'company',
    text: '我们的团队又壮大了！感谢每一位伙伴的付出，一起把服务做得更好。',
    images: ['materialMeeting00001'],
    textEn: 'Our team keeps growing! Thanks to everyone for their hard work. Together we will serve you even better.',
  },
  {
    id: 'momentLife000000001',
    category: 'life',
    text: '忙里偷闲，一杯咖啡的时间，也是认真生活的样子。',
    images: ['materialCoffee000001'],
    textEn: 'A coffee break in a busy day: taking a moment for yourself is part of living well, too.',
  },
] as const;

/** The platform's moments as seeded (tests write the same rows). */
export const MOMENT_SEED = MOMENTS;

export async function seedContentLibrary(db: Db, storage: StorageProvider) {
  const sharp = await loadSharp();
  for (const l of MATERIAL_LABELS) await db.materialLabel.upsert({ where: { id: l.id }, create: l, update: l });
  const urls = new Map<string, string>();
  for (const [i, item] of ITEMS.entries()) {
    const png = await sharp(Buffer.from(svgOf(item, i + 1)))
      .webp({ quality: 80 })
      .toBuffer();
    const thumb = await sharp(png).resize(480, 480, { fit: 'inside' }).webp({ quality: 75 }).toBuffer();
    const url = (await storage.put(`builtin/material/${item.id}.webp`, png, 'image/webp')).url;
    const thumbUrl = (await storage.put(`builtin/material/${item.id}_m.webp`, thumb, 'image/webp')).url;
    urls.set(item.id, url);
    const labels = MATERIAL_LABELS.filter((l) => item.labels.includes(l.id));
    // Both languages' words are searchable, whichever language the searcher uses.
    const words = [item.title, item.titleEn, ...labels.map((l) => l.name), ...labels.map((l) => l.nameEn)];
    const row = { title: item.title, titleEn: item.titleEn, url, thumbUrl, keywords: words.join(' ').toLowerCase() };
    // Older first, so the list's newest-first order follows the list above.
    const createdAt = new Date(Date.UTC(2025, 0, 1) + (ITEMS.length - i) * 60_000);
    await db.photoMaterial.upsert({ where: { id: item.id }, create: { id: item.id, ownerId: null, ...row, createdAt }, update: row });
    await db.photoMaterialLabel.deleteMany({ where: { materialId: item.id } });
    await db.photoMaterialLabel.createMany({ data: item.labels.map((labelId) => ({ materialId: item.id, labelId })) });
  }
  for (const [i, m] of MOMENTS.entries()) {
    const images = JSON.stringify(('images' in m ? m.images : []).map((id) => urls.get(id)!));
    const row = { category: m.category, text: m.text, textEn: m.textEn, images };
    await db.momentMaterial.upsert({
      where: { id: m.id },
      create: { id: m.id, ownerId: null, ...row, createdAt: new Date(Date.UTC(2025, 0, 1) + (MOMENTS.length - i) * 60_000) },
      update: row,
    });
  }
}
