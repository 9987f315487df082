import { escapeText, foldLine, splitName } from '../../lib/vcard';
import type { ExportRow } from './network-exchange.rules';

/**
 * The address book as vCard 3.0: one VCARD per contact, values escaped (backslash, comma, semicolon, line breaks)
 * and lines folded at 75 octets as the public card's own vCard does. Pure: rows in, the file's text out. Rows have
 * privacy applied already (a hidden phone is an empty mobile).
 */
export function buildVCards(rows: (ExportRow & { link: string })[]): string {
  const out: string[] = [];
  for (const r of rows) {
    const { family, given } = splitName(r.name);
    const lines = ['BEGIN:VCARD', 'VERSION:3.0', `N:${[family, given, '', '', ''].map(escapeText).join(';')}`, `FN:${escapeText(r.name)}`];
    if (r.company) lines.push(`ORG:${escapeText(r.company)}`);
    if (r.position) lines.push(`TITLE:${escapeText(r.position)}`);
    if (r.mobile) lines.push(`TEL;TYPE=CELL:${escapeText(r.mobile)}`);
    if (r.email) lines.push(`EMAIL;TYPE=INTERNET:${escapeText(r.email)}`);
    lines.push(`URL:${escapeText(r.link)}`, 'END:VCARD');
    out.push(...lines.map(foldLine));
  }
  return out.length ? `${out.join('\r\n')}\r\n` : '';
}
