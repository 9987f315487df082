import type { TCardView } from '@card/contract';

/**
 * The card as a vCard 3.0 (RFC 2426) for "save to contacts". Pure: a card view in, the file's text out.
 * The view it gets has already had privacy applied (a hidden phone is simply not in `mobiles`), so nothing
 * here decides what a visitor may see; it only writes what it is given.
 */
export interface VCardInput {
  card: TCardView;
  /** Absolute public link of the card (URL:). */
  link: string;
  /** Absolute avatar URL, or '' when the card has none. */
  photoUrl: string;
  /** The avatar as a small JPEG (vcard-photo.ts), embedded so the saved contact has it; else the URL is referenced. */
  photoJpeg?: Buffer | null;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** TEXT value escaping of RFC 2426 section 4: backslash, comma, semicolon, and newlines as \n. */
export function escapeText(s: string): string {
  return s
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A structured value (N, ORG, ADR): each component escaped, then joined by unescaped semicolons. */
const structured = (...parts: string[]) => parts.map(escapeText).join(';');

/**
 * Folds a content line at 75 octets of UTF-8 (RFC 2425 5.8.1): continuation lines start with one space.
 * A multi-byte character is never split, so every physical line stays valid UTF-8.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    const limit = out.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1; // the leading space of a continuation counts
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join(`${CRLF} `);
}

/** Family and given name: "张三" → 张 / 三; "Ada Lovelace" → Lovelace / Ada; anything else is all family name. */
export function splitName(name: string): { family: string; given: string } {
  const trimmed = name.trim();
  if (/\s/.test(trimmed)) {
    const parts = trimmed.split(/\s+/);
    return { family: parts.pop()!, given: parts.join(' ') };
  }
  const chars = [...trimmed];
  if (chars.length >= 2 && chars.length <= 4 && chars.every((c) => /\p{Script=Han}/u.test(c))) {
    return { family: chars[0], given: chars.slice(1).join('') };
  }
  return { family: trimmed, given: '' };
}

export function buildVCard({ card, link, photoUrl, photoJpeg }: VCardInput): string {
  const { family, given } = splitName(card.name);
  const lines: string[] = ['BEGIN:VCARD', 'VERSION:3.0', `N:${structured(family, given, '', '', '')}`, `FN:${escapeText(card.name)}`];
  if (card.company || card.department) lines.push(`ORG:${structured(card.company, card.department)}`);
  if (card.position) lines.push(`TITLE:${escapeText(card.position)}`);
  for (const m of card.mobiles) lines.push(`TEL;TYPE=CELL:${escapeText(m)}`);
  if (card.landline) lines.push(`TEL;TYPE=WORK,VOICE:${escapeText(card.landline)}`);
  if (card.fax) lines.push(`TEL;TYPE=WORK,FAX:${escapeText(card.fax)}`);
  if (card.email) lines.push(`EMAIL;TYPE=INTERNET:${escapeText(card.email)}`);
  const p = card.navPoint;
  if (p) {
    // ADR: PO box; extended; street; locality; region; postal code; country.
    lines.push(`ADR;TYPE=WORK:${structured('', p.name, p.address, p.city, p.province, '', '')}`);
    if (p.lat !== null && p.lng !== null) lines.push(`GEO:${p.lat};${p.lng}`);
  }
  const note = [card.signature, card.productService].filter(Boolean).join('\n');
  if (note) lines.push(`NOTE:${escapeText(note)}`);
  // vCard 3.0 inline binary (RFC 2426 3.1.4): base64 in one logical line, folded at 75 octets like every other line.
  if (photoJpeg?.length) lines.push(`PHOTO;ENCODING=b;TYPE=JPEG:${photoJpeg.toString('base64')}`);
  else if (photoUrl) lines.push(`PHOTO;VALUE=uri:${photoUrl}`);
  lines.push(`URL:${link}`);
  if (card.qq) lines.push(`X-QQ:${escapeText(card.qq)}`, `IMPP:x-qq:${escapeText(card.qq)}`);
  if (card.weibo) lines.push(`X-WEIBO:${escapeText(card.weibo)}`);
  lines.push('END:VCARD');
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/**
 * Content-Disposition for a download named after the card: an ASCII fallback for old clients and the
 * real (often Chinese) name as RFC 5987 `filename*`.
 */
export function attachmentDisposition(baseName: string, ext: string, kind: 'attachment' | 'inline' = 'attachment'): string {
  const clean = baseName.replace(/[\u0000-\u001f\u007f"\\/:*?<>|]/g, '').trim() || 'card';
  const ascii = clean.replace(/[^\x20-\x7e]/g, '').trim() || 'card';
  const star = encodeURIComponent(`${clean}.${ext}`).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}.${ext}"; filename*=UTF-8''${star}`;
}
