import type { PosterTextField, TPosterLayout } from '@card/contract';
import { loadSharp } from '../../lib/sharp';
import { escapeXml, fitText } from './content-posters.rules';

/**
 * Draws a poster: the template's background, the card's texts (SVG text rendered by librsvg in a CJK font), the
 * round avatar and the QR code composited on top, one PNG out. Debian's fonts-wqy-zenhei provides the font (the
 * setup scripts and the Dockerfile install it); fontconfig falls back to another CJK font if one is there.
 */
export const POSTER_FONT = "'WenQuanYi Zen Hei','Noto Sans CJK SC','Source Han Sans SC',sans-serif";

export type PosterTexts = Record<PosterTextField, string>;

export interface PosterInput {
  layout: TPosterLayout;
  background: Buffer;
  texts: PosterTexts;
  avatar: Buffer | null;
  qr: Buffer;
}

/** The text layer as SVG: each field's line fitted to its box and escaped; `only` draws one field alone (a reference). */
export function textLayerSvg(layout: TPosterLayout, texts: PosterTexts, only?: PosterTextField): string {
  const lines = (Object.entries(layout.texts) as [PosterTextField, TPosterLayout['texts']['name'] | undefined][])
    .filter(([field, box]) => box && texts[field] && (!only || only === field))
    .map(([field, box]) => {
      const b = box!;
      const text = escapeXml(fitText(texts[field], b.width, b.fontSize));
      return (
        `<text x="${b.x}" y="${b.y}" font-family="${POSTER_FONT}" font-size="${b.fontSize}" fill="${b.color}"` +
        ` text-anchor="${b.align}"${b.bold ? ' font-weight="bold"' : ''}>${text}</text>`
      );
    });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.width}" height="${layout.height}">${lines.join('')}</svg>`;
}

/** The background at the canvas size (a template's image is drawn for it; a different size is fitted, never fails). */
export async function canvasOf(layout: TPosterLayout, background: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(background).resize(layout.width, layout.height, { fit: 'cover' }).png().toBuffer();
}

async function roundAvatar(avatar: Buffer, size: number): Promise<Buffer | null> {
  const sharp = await loadSharp();
  const mask = Buffer.from(`<svg width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}"/></svg>`);
  try {
    return await sharp(avatar)
      .resize(size, size, { fit: 'cover' })
      .composite([{ input: mask, blend: 'dest-in' }])
      .png()
      .toBuffer();
  } catch {
    return null; // an avatar sharp cannot read: the poster goes without it rather than failing
  }
}

/** The finished poster PNG. */
export async function renderPoster(input: PosterInput): Promise<Buffer> {
  const sharp = await loadSharp();
  const { layout } = input;
  const layers: { input: Buffer; left: number; top: number }[] = [
    { input: Buffer.from(textLayerSvg(layout, input.texts)), left: 0, top: 0 },
    { input: await sharp(input.qr).resize(layout.qr.size, layout.qr.size).png().toBuffer(), left: layout.qr.x, top: layout.qr.y },
  ];
  if (layout.avatar && input.avatar) {
    const face = await roundAvatar(input.avatar, layout.avatar.size);
    if (face) layers.push({ input: face, left: layout.avatar.x, top: layout.avatar.y });
  }
  return sharp(await canvasOf(layout, input.background))
    .composite(layers)
    .png({ compressionLevel: 8 })
    .toBuffer();
}
