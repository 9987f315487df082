import { LIMITS } from '../common/limits';

/**
 * Shake devices' text lengths (spec sections 5 and 9): "name up to 12 Chinese characters or 30 characters; main title
 * up to 6 Chinese or 12; sub title up to 7 Chinese or 14". Shared by the client's form and the server's check, so both
 * refuse the same text.
 *
 * How mixed text counts: each field has a width budget of zhMax x latinMax units; a Chinese (wide) character takes
 * latinMax units and any other character zhMax units, so a field holds exactly zhMax Chinese characters, or exactly
 * latinMax other characters, or any mix in proportion (the name: a Chinese character is 2.5 Latin ones; the titles:
 * 2). "Chinese" means any wide character: code points from U+2E80 on (CJK ideographs and radicals, CJK punctuation,
 * kana and Hangul, full-width forms, emoji), which take the width of a Chinese character on WeChat's shake page.
 * Characters are code points, so an emoji or a rare ideograph counts once. Text is trimmed before counting.
 */
const S = LIMITS.programmeShake;

export type ShakeTextField = 'name' | 'title' | 'subTitle';
export interface ShakeTextLimit {
  zhMax: number;
  latinMax: number;
  required: boolean;
}

export const SHAKE_TEXT_LIMITS: Readonly<Record<ShakeTextField, ShakeTextLimit>> = {
  name: { zhMax: S.nameZhMax, latinMax: S.nameLatinMax, required: true },
  title: { zhMax: S.titleZhMax, latinMax: S.titleLatinMax, required: true },
  subTitle: { zhMax: S.subTitleZhMax, latinMax: S.subTitleLatinMax, required: false },
};

/** The catalogue entry each field's refusal answers (it names the field and its limits). */
export const SHAKE_TEXT_CODES = {
  name: 'SHAKE_NAME_TOO_LONG',
  title: 'SHAKE_TITLE_TOO_LONG',
  subTitle: 'SHAKE_SUBTITLE_TOO_LONG',
} as const satisfies Record<ShakeTextField, string>;

/** A wide ("Chinese") character: U+2E80 and above. */
export const isWideChar = (ch: string) => (ch.codePointAt(0) ?? 0) >= 0x2e80;

/** Wide and other characters of a text (trimmed, counted by code point). */
export function shakeTextCounts(text: string): { wide: number; narrow: number } {
  let wide = 0;
  let narrow = 0;
  for (const ch of text.trim())
    if (isWideChar(ch)) wide += 1;
    else narrow += 1;
  return { wide, narrow };
}

/** Units a text takes against a field's budget of zhMax x latinMax. */
export function shakeTextUnits(text: string, limit: ShakeTextLimit): number {
  const { wide, narrow } = shakeTextCounts(text);
  return wide * limit.latinMax + narrow * limit.zhMax;
}

/** Whether a field's text fits: not blank when required, and within the width budget. */
export function shakeTextFits(field: ShakeTextField, text: string): boolean {
  const limit = SHAKE_TEXT_LIMITS[field];
  if (limit.required && text.trim() === '') return false;
  return shakeTextUnits(text, limit) <= limit.zhMax * limit.latinMax;
}

/** The first field of a configuration that does not fit, in the form's order, or null. */
export function shakeTextRefusal(config: Record<ShakeTextField, string>): ShakeTextField | null {
  for (const field of ['name', 'title', 'subTitle'] as const) if (!shakeTextFits(field, config[field])) return field;
  return null;
}
