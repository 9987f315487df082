// Poster drawing time per template (issue 14): `cd packages/server && npx tsx bench/posters.mts`; PNGs land in /tmp/poster-<n>.png.
import sharp from 'sharp';
import { POSTER_TEMPLATES, posterBackgroundSvg, posterTemplateRow } from '../src/seed-content-posters';
import { renderPoster } from '../src/domains/content/content-posters.renderer';
import { parseLayout } from '../src/domains/content/content-posters.rules';
import { qrPng } from '../src/domains/share';
const avatar = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#e07a5f' } })
  .png()
  .toBuffer();
const times: number[] = [];
for (const [i, t] of POSTER_TEMPLATES.entries()) {
  const layout = parseLayout(posterTemplateRow(t, { backgroundUrl: '', thumbUrl: '' }).layout);
  const bg = await sharp(Buffer.from(posterBackgroundSvg(t, i + 1)))
    .png()
    .toBuffer();
  const s = performance.now();
  const png = await renderPoster({
    layout,
    background: bg,
    avatar,
    qr: await qrPng('http://localhost:3000/multipage/card/demoCard8xQ2mZ7vK1pL', layout.qr.size, null),
    texts: { name: '张三<b>&', company: '星辰科技有限公司', position: '市场总监', phone: '13800138000', slogan: t.slogan },
  });
  times.push(performance.now() - s);
  await sharp(png).toFile(`/tmp/poster-${i}.png`);
}
console.log('ms per poster', times.map((x) => x.toFixed(0)).join(' '));
