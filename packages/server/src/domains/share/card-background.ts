import { EXPORT_LIMITS } from '@card/contract';
import { loadSharp } from '../../lib/sharp';
import { escapeXml, fitText, POSTER_FONT } from '../content';
import { qrPng } from '../../lib/qr-image';

/**
 * The card as a video-call background (issue 34), drawn like the posters (SVG text in the CJK font through librsvg,
 * the QR composited by sharp): the theme's gradient, the name, title and company in the upper left and the QR in the
 * upper right, where the speaker's head and the apps' name tags (lower left) do not cover them. Meeting apps mirror
 * only the speaker's own preview, so the others read the text the right way round.
 */
export interface BackgroundInput {
  name: string;
  title: string;
  company: string;
  cardUrl: string;
  colors: [string, string];
  scanText: string;
}

const W = EXPORT_LIMITS.backgroundWidth;
const H = EXPORT_LIMITS.backgroundHeight;
const QR = 300;
const PANEL = { x: W - 120 - 340, y: 100, w: 340, h: 400 };
const TEXT_WIDTH = 1100;

export function backgroundSvg(input: BackgroundInput): string {
  const [from, to] = input.colors;
  const text = (value: string, y: number, size: number, extra = '') =>
    value.trim() ? `<text x="120" y="${y}" font-family="${POSTER_FONT}" font-size="${size}" fill="#ffffff"${extra}>${escapeXml(fitText(value.trim(), TEXT_WIDTH, size))}</text>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#g)"/>` +
    `<rect x="120" y="236" width="96" height="6" rx="3" fill="#ffffff" fill-opacity="0.8"/>` +
    text(input.name, 200, 96, ' font-weight="bold"') +
    text(input.title, 320, 48, ' fill-opacity="0.92"') +
    text(input.company, 390, 44, ' fill-opacity="0.92"') +
    `<rect x="${PANEL.x}" y="${PANEL.y}" width="${PANEL.w}" height="${PANEL.h}" rx="24" fill="#ffffff"/>` +
    `<text x="${PANEL.x + PANEL.w / 2}" y="${PANEL.y + PANEL.h - 28}" text-anchor="middle" font-family="${POSTER_FONT}" font-size="26" fill="#24292f">${escapeXml(input.scanText)}</text>` +
    '</svg>'
  );
}

export async function renderBackground(input: BackgroundInput): Promise<Buffer> {
  const sharp = await loadSharp();
  const qr = await qrPng(input.cardUrl, QR, null);
  return sharp(Buffer.from(backgroundSvg(input)))
    .composite([{ input: qr, left: PANEL.x + (PANEL.w - QR) / 2, top: PANEL.y + 20 }])
    .png({ compressionLevel: 8 })
    .toBuffer();
}
