import { REGION_CODES, type RegionCode } from './constants';

/**
 * Phone numbers as people type or paste them: "138 0013 8000", "138-0013-8000", full-width "１３８…", "+86 138…",
 * "0086138…", "+852 9123 4567". The rule of a region (PHONE_PATTERNS in rules.ts) stays the one login uses; this
 * file only cleans the text and reads a typed region prefix, so every phone field checks the same thing.
 */

/** Full-width digits, plus and hyphen made half-width; spaces, dashes, dots and brackets (any width) removed. */
export function cleanPhoneText(raw: string): string {
  return raw.replace(/[\uFF01-\uFF5E]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0)).replace(/[\s\u3000\-\u2010-\u2015\u2212.()（）]/g, '');
}

/** Longest first, so "+852" is not read as "+85" followed by digits. */
const PREFIXES = [...REGION_CODES].sort((a, b) => b.length - a.length);

/**
 * Splits a cleaned number into its typed region and national number: "+852…" or "00852…" name the region,
 * anything else has none (the caller's default applies). Taiwan's trunk 0 after the region is dropped, as
 * international dialling does.
 */
export function splitRegion(clean: string): { region: RegionCode | null; national: string } {
  for (const r of PREFIXES) {
    const digits = r.slice(1);
    for (const p of [r, `00${digits}`]) {
      if (clean.startsWith(p)) {
        const rest = clean.slice(p.length);
        return { region: r, national: r === '+886' ? rest.replace(/^0/, '') : rest };
      }
    }
  }
  return { region: null, national: clean };
}

/** A typed number read against a default region: the typed prefix wins, so "+852 9123 4567" is a Hong Kong number. */
export function readPhone(raw: string, fallback: RegionCode = '+86'): { region: RegionCode; national: string } {
  const { region, national } = splitRegion(cleanPhoneText(raw));
  return { region: region ?? fallback, national };
}

/** How a card mobile is stored and dialled: mainland numbers bare (as they always were), others with their region. */
export const phoneForDialling = (region: RegionCode, national: string): string => (region === '+86' ? national : `${region}${national}`);
