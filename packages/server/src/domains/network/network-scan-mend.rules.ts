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
