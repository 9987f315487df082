import { createHash } from 'node:crypto';

/**
 * The card as an Apple Wallet generic pass (issue 34): pass.json as Apple documents it ("Pass", "PassFields",
 * "PassFieldContent", "Barcodes" in the Wallet Passes reference), the manifest of SHA-1 hashes, and the colours.
 * Pure: the images, the signature and the zip are made by the service.
 */
export interface PassSettings {
  typeId: string;
  teamId: string;
}
export interface PassCard {
  /** Internal user id: hashed into the serial, never shown. */
  userId: string;
  name: string;
  title: string;
  company: string;
  phone: string;
  cardUrl: string;
  /** The theme's first gradient stop, `#rrggbb`. */
  themeColor: string;
}
export interface PassTexts {
  description: string;
  name: string;
  title: string;
  company: string;
  phone: string;
  card: string;
}

export const PASS_TEXTS: Record<'zh-CN' | 'en', PassTexts> = {
  'zh-CN': { description: '数字名片', name: '姓名', title: '职位', company: '公司', phone: '电话', card: '名片链接' },
  en: { description: 'Digital business card', name: 'Name', title: 'Title', company: 'Company', phone: 'Phone', card: 'Card link' },
};

/** Files of the pass besides pass.json, manifest.json and signature, with their sizes in points (@2x doubles). */
export const PASS_IMAGES = { icon: 29, logo: 50, thumbnail: 90 } as const;

/** `#rrggbb` to Apple's `rgb(r, g, b)`; a malformed colour falls back to the brand blue. */
export function rgbOf(hex: string): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex) ?? ['', '1f', '6f', 'eb'];
  return `rgb(${parseInt(m[1]!, 16)}, ${parseInt(m[2]!, 16)}, ${parseInt(m[3]!, 16)})`;
}

/** The labels: the background blended 75% towards white, readable on it yet quieter than the white values. */
export function labelRgbOf(hex: string): string {
  const [r, g, b] = rgbOf(hex).match(/\d+/g)!.map(Number) as [number, number, number];
  const mix = (c: number) => Math.round(c + (255 - c) * 0.75);
  return `rgb(${mix(r)}, ${mix(g)}, ${mix(b)})`;
}

/**
 * One serial per card, the same every time (adding the pass again replaces it in Wallet) and telling nothing: a
 * hash of the internal id under the pass type, so another operator's passes never collide with ours.
 */
export const passSerialOf = (typeId: string, userId: string) => createHash('sha256').update(`card-pass\n${typeId}\n${userId}`).digest('hex').slice(0, 32);

const field = (key: string, label: string, value: string) => ({ key, label, value });

export function passJson(settings: PassSettings, card: PassCard, t: PassTexts) {
  const secondary = [...(card.title.trim() ? [field('title', t.title, card.title.trim())] : []), ...(card.company.trim() ? [field('company', t.company, card.company.trim())] : [])];
  return {
    formatVersion: 1,
    passTypeIdentifier: settings.typeId,
    teamIdentifier: settings.teamId,
    serialNumber: passSerialOf(settings.typeId, card.userId),
    organizationName: card.company.trim() || card.name.trim(),
    description: `${card.name.trim()} · ${t.description}`,
    logoText: card.name.trim(),
    foregroundColor: 'rgb(255, 255, 255)',
    backgroundColor: rgbOf(card.themeColor),
    labelColor: labelRgbOf(card.themeColor),
    barcodes: [{ format: 'PKBarcodeFormatQR', message: card.cardUrl, messageEncoding: 'iso-8859-1' }],
    generic: {
      primaryFields: [field('name', t.name, card.name.trim())],
      secondaryFields: secondary,
      auxiliaryFields: card.phone.trim() ? [field('phone', t.phone, card.phone.trim())] : [],
      backFields: [field('card', t.card, card.cardUrl)],
    },
  };
}

/** manifest.json: each file's SHA-1 in hex, as Wallet checks it before the signature. */
export function passManifest(files: Record<string, Buffer>): Buffer {
  const hashes = Object.fromEntries(Object.entries(files).map(([name, data]) => [name, createHash('sha1').update(data).digest('hex')]));
  return Buffer.from(JSON.stringify(hashes), 'utf8');
}
