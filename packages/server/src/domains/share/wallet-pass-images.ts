import { personGlyphSvg } from '@card/contract';
import { loadSharp } from '../../lib/sharp';
import { escapeXml, POSTER_FONT } from '../content';
import { PASS_IMAGES } from './wallet-pass.rules';

/**
 * The pass's images: the icon (lock screen and notifications) and the logo as the initial on the theme colour, the
 * thumbnail as the avatar (the initial when there is none, or when sharp cannot read it).
 */
async function initialPng(initial: string, color: string, side: number, round: boolean): Promise<Buffer> {
  const sharp = await loadSharp();
  const shape = round
    ? `<circle cx="${side / 2}" cy="${side / 2}" r="${side / 2}" fill="${color}"/>`
    : `<rect width="${side}" height="${side}" rx="${Math.round(side * 0.2)}" fill="${color}"/>`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}">${shape}` +
    // No initial (a name without letters): the person glyph on the theme colour, never a digit of the masked phone.
    (initial
      ? `<text x="${side / 2}" y="${side / 2}" dy="0.35em" text-anchor="middle" font-family="${POSTER_FONT}" font-size="${Math.round(side * 0.55)}" fill="#ffffff">${escapeXml(initial)}</text>`
      : personGlyphSvg(side * 0.2, side * 0.2, side * 0.6, '#ffffff')) +
    '</svg>';
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function passImages(o: { avatar: Buffer | null; initial: string; color: string }): Promise<Record<string, Buffer>> {
  const sharp = await loadSharp();
  const thumb = PASS_IMAGES.thumbnail;
  let thumbnail: Buffer;
  try {
    if (!o.avatar) throw new Error('no avatar');
    thumbnail = await sharp(o.avatar).resize(thumb, thumb, { fit: 'cover' }).png().toBuffer();
  } catch {
    thumbnail = await initialPng(o.initial, o.color, thumb, true);
  }
  return {
    'icon.png': await initialPng(o.initial, o.color, PASS_IMAGES.icon, false),
    'icon@2x.png': await initialPng(o.initial, o.color, PASS_IMAGES.icon * 2, false),
    'logo.png': await initialPng(o.initial, '#ffffff33', PASS_IMAGES.logo, true),
    'thumbnail.png': thumbnail,
  };
}
