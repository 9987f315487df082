import QRCode from 'qrcode';
import { escapeHtml, personGlyphSvg, type QrFormat } from '@card/contract';
import { loadSharp } from './sharp';

/**
 * QR code images of a card link. With a logo the code uses error correction level H (about 30% of the
 * symbol may be lost) and the logo covers a centred square of LOGO_SHARE of the width (about 5% of the
 * area), so the code still scans comfortably.
 */
export interface QrLogo {
  /** Avatar bytes (any format sharp reads), or null to draw the initial instead. */
  avatar: Buffer | null;
  /** The character drawn in a circle when there is no avatar; '' draws the person glyph. */
  initial: string;
}

const LOGO_SHARE = 0.22;
const MARGIN = 2;
const BRAND = '#1f6feb';
const FONT = "'WenQuanYi Zen Hei','Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif";

/** SVG of the initial in a filled circle, side px square. */
function initialSvg(initial: string, side: number): string {
  const r = side / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${side} ${side}">` +
    `<circle cx="${r}" cy="${r}" r="${r}" fill="${BRAND}"/>` +
    // No initial (a name without letters): the person glyph, never a digit of the masked phone.
    (initial
      ? `<text x="${r}" y="${r}" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-size="${Math.round(side * 0.55)}" fill="#fff">${escapeHtml(initial)}</text>`
      : personGlyphSvg(side * 0.2, side * 0.2, side * 0.6, '#fff')) +
    '</svg>'
  );
}

/** The logo tile: a white rounded square with the round avatar (or the initial) inside. */
async function logoTile(logo: QrLogo, side: number): Promise<Buffer> {
  const sharp = await loadSharp();
  const pad = Math.max(2, Math.round(side * 0.08));
  const inner = side - pad * 2;
  let face: Buffer;
  try {
    if (!logo.avatar) throw new Error('no avatar');
    const mask = Buffer.from(`<svg width="${inner}" height="${inner}"><circle cx="${inner / 2}" cy="${inner / 2}" r="${inner / 2}"/></svg>`);
    face = await sharp(logo.avatar)
      .resize(inner, inner, { fit: 'cover' })
      .composite([{ input: mask, blend: 'dest-in' }])
      .png()
      .toBuffer();
  } catch {
    // No avatar, or one sharp cannot read: the initial keeps the logo recognisable instead of failing the code.
    face = await sharp(Buffer.from(initialSvg(logo.initial, inner)))
      .png()
      .toBuffer();
  }
  const frame = Buffer.from(`<svg width="${side}" height="${side}"><rect width="${side}" height="${side}" rx="${Math.round(side * 0.18)}" fill="#fff"/></svg>`);
  return sharp(frame)
    .composite([{ input: face, left: pad, top: pad }])
    .png()
    .toBuffer();
}

export async function qrPng(link: string, size: number, logo: QrLogo | null): Promise<Buffer> {
  const sharp = await loadSharp();
  const png = await QRCode.toBuffer(link, { type: 'png', width: size, margin: MARGIN, errorCorrectionLevel: logo ? 'H' : 'M' });
  if (!logo) return png;
  const side = Math.round(size * LOGO_SHARE);
  return sharp(png)
    .composite([{ input: await logoTile(logo, side), gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export async function qrSvg(link: string, size: number, logo: QrLogo | null): Promise<string> {
  const svg = await QRCode.toString(link, { type: 'svg', width: size, margin: MARGIN, errorCorrectionLevel: logo ? 'H' : 'M' });
  if (!logo) return svg;
  // Drawn in the symbol's own units (modules), read from the viewBox the library writes.
  const n = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1] ?? 0);
  const side = n * LOGO_SHARE;
  const at = (n - side) / 2;
  let overlay: string;
  if (logo.avatar) {
    const tile = await logoTile(logo, Math.round(size * LOGO_SHARE));
    overlay = `<image x="${at}" y="${at}" width="${side}" height="${side}" href="data:image/png;base64,${tile.toString('base64')}"/>`;
  } else {
    // Without an avatar the logo stays vector too: white tile, coloured circle, the initial as text.
    const c = n / 2;
    const r = side / 2 - side * 0.08;
    overlay =
      `<rect x="${at}" y="${at}" width="${side}" height="${side}" rx="${side * 0.18}" fill="#fff"/>` +
      `<circle cx="${c}" cy="${c}" r="${r}" fill="${BRAND}"/>` +
      `<text x="${c}" y="${c}" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-size="${(r * 1.1).toFixed(2)}" fill="#fff">${escapeHtml(logo.initial)}</text>`;
  }
  return svg.replace('</svg>', `${overlay}</svg>`);
}

export async function qrImage(link: string, format: QrFormat, size: number, logo: QrLogo | null): Promise<Buffer> {
  return format === 'svg' ? Buffer.from(await qrSvg(link, size, logo), 'utf8') : qrPng(link, size, logo);
}
