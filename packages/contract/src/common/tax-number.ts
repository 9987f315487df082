/**
 * Tax numbers as Chinese invoices carry them. The spec says "tax number numeric" (section 5), but since 2015 a
 * company's tax number is its 18-character unified social credit code (统一社会信用代码, GB 32100-2015), which
 * contains capital letters. We depart from the spec on purpose: a real company's code must be accepted. Both forms
 * are valid:
 * - the unified social credit code: 18 characters from the standard's 31-character set (digits and capitals
 *   without I, O, S, V, Z), whose last character is the check character computed below;
 * - the older all-digit numbers still printed on documents: 15, 17, 18 or 20 digits (an 18-digit string is taken
 *   as an old number, since the old numbers had no check character we can verify).
 */

/** GB 32100-2015's character set; a character's value is its index. */
export const USCC_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** Weights of positions 1-17 (3^(i) mod 31). */
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
export const OLD_TAX_NUMBER_LENGTHS = [15, 17, 18, 20] as const;

/** The check character of the first 17 characters of a unified social credit code, or null when one is outside the set. */
export function usccCheckChar(first17: string): string | null {
  if (first17.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const v = USCC_CHARSET.indexOf(first17[i]!);
    if (v < 0) return null;
    sum += v * USCC_WEIGHTS[i]!;
  }
  return USCC_CHARSET[(31 - (sum % 31)) % 31]!;
}

/**
 * What people type, cleaned: spaces (also full-width) removed, full-width letters and digits made half-width,
 * letters upper-cased (the code is printed in capitals; people type it in lowercase on a phone).
 */
export const cleanTaxNumber = (raw: string): string =>
  raw
    .replace(/[\uFF01-\uFF5E]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0))
    .replace(/[\s\u3000-]/g, '')
    .toUpperCase();

export type TaxNumberVerdict = 'ok' | 'format' | 'check';

/** Judges a cleaned tax number: 'format' for neither form, 'check' for a well-formed code with a wrong check character. */
export function judgeTaxNumber(s: string): TaxNumberVerdict {
  if (/^\d+$/.test(s) && (OLD_TAX_NUMBER_LENGTHS as readonly number[]).includes(s.length)) return 'ok';
  if (s.length !== 18 || [...s].some((ch) => !USCC_CHARSET.includes(ch))) return 'format';
  return usccCheckChar(s.slice(0, 17)) === s[17] ? 'ok' : 'check';
}
