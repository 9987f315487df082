/**
 * Mends for what OCR does to a value's spacing (issue 34), pure: a Chinese address read with spaces inside, and a WeChat
 * id whose underscore was read as a gap. Separate from network-scan.rules.ts (the parser) so each mend is tested alone.
 */
const CJK = '\\u3400-\\u9fff\\uf900-\\ufaff';
const HAS_CJK = new RegExp(`[${CJK}]`);
const SPACE_BY_CJK = new RegExp(`\\s+(?=[${CJK}])|(?<=[${CJK}])\\s+`, 'g');

/**
 * A value with Chinese in it keeps no space beside a Chinese character: Chinese writes none, and chi_sim puts one
 * wherever two characters stand a little apart ("上海市浦东新区 张江路88号"). A space between Latin letters or digits stays
 * ("A 座" is joined, "Room 1203" is not touched); a value without Chinese is answered as it was.
 */
export function joinCjkSpaces(value: string): string {
  return HAS_CJK.test(value) ? value.replace(SPACE_BY_CJK, '') : value;
}

/**
 * A WeChat id as read after its label: an id holds no spaces, and a thin underscore at the baseline is what OCR drops
 * into one ("wx qhlab27" for wx_qhlab27). One gap between two runs of id characters is read as "_"; more gaps are stray
 * spaces and are closed up. Null when no id of 6-20 characters starting with a letter (or a mobile number) is there.
 */
export function readWechatId(rest: string): string | null {
  const parts = rest.trim().split(/\s+/).filter(Boolean);
  const joined = parts.length === 2 && parts.every((p) => /^[-_a-zA-Z0-9]+$/.test(p)) ? parts.join('_') : parts.join('');
  return /[a-zA-Z][-_a-zA-Z0-9]{5,19}|1[3-9]\d{9}/.exec(joined)?.[0] ?? null;
}

/** The fields every Chinese card prints in Chinese besides the name: a reading without them in Chinese lost lines. */
const CHINESE_LINES = ['title', 'company', 'address'] as const;

/**
 * Whether a side's reading should be repeated with the Chinese model alone (network-scan-read.ts): the side is Chinese
 * (its name is) but its title, company or address is missing or has no Chinese. chi_sim+eng now and then reads a
 * blurred Chinese line as Latin letters ("地址 CREE MMU RMB 189"); chi_sim alone reads it as Chinese. An English side
 * (a Latin name) is never read again.
 */
export function needsChineseReading(f: Record<'name' | (typeof CHINESE_LINES)[number], string>): boolean {
  return HAS_CJK.test(f.name) && CHINESE_LINES.some((k) => !HAS_CJK.test(f[k]));
}

/**
 * A landline's or fax's leading 0 as OCR misreads the round glyph ("O571-80017586", "@571-…", "6571-6102418", "D10-…"):
 * one of O o D Q @ 6 before an area code's remaining 2-3 digits (1-9 first), a separator and the number is read as 0.
 * The parser asks for this only after a 电话/传真 label whose value read as no number (a Chinese landline always
 * starts with 0), so a 6 that is a real digit is never touched where the number already reads.
 */
export function mendAreaZero(value: string): string {
  const m = /^[OoDQ@6](?=[1-9]\d{1,2}[\s\-–—.)]\s*\d)/.exec(value.trim());
  return m ? `0${value.trim().slice(1)}` : value;
}
