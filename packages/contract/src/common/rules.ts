import { z } from 'zod';
import { REGION_CODES, type RegionCode } from './constants';
import { LIMITS } from './limits';
import { fText, fEnum, textCharacterRule, TEXT_CHARACTER_RULES } from './form';
import { rule } from './validation';
import { phoneForDialling, readPhone } from './phone';
import { cleanTaxNumber, judgeTaxNumber, USCC_CHARSET, usccCheckChar } from './tax-number';

/**
 * Validation rules of spec section 5 as pure predicates plus the zod schemas built on them, so the client's
 * forms and the server's bodies check exactly the same thing.
 */
export const PHONE_PATTERNS: Record<RegionCode, RegExp> = {
  '+86': /^1[3-9]\d{9}$/, // 11-digit mainland mobile
  '+852': /^[4-9]\d{7}$/, // Hong Kong, 8 digits
  '+853': /^6\d{7}$/, // Macau, 8 digits starting with 6
  '+886': /^0?9\d{8}$/, // Taiwan, 09xxxxxxxx (leading 0 optional)
};

export const isPhone = (phone: string, region: RegionCode = '+86') => PHONE_PATTERNS[region].test(phone);

/** 6-20 characters of letters, digits and underscore, with at least one letter and one digit. */
export const isLoginPassword = (pwd: string) =>
  pwd.length >= LIMITS.auth.loginPasswordMin && pwd.length <= LIMITS.auth.loginPasswordMax && /^[A-Za-z0-9_]+$/.test(pwd) && /[A-Za-z]/.test(pwd) && /\d/.test(pwd);

export const isTxPassword = (pwd: string) => new RegExp(`^\\d{${LIMITS.security.txPasswordLength}}$`).test(pwd);
export const isVerificationCode = (code: string) => new RegExp(`^[A-Za-z0-9]{${LIMITS.auth.verificationCodeLength}}$`).test(code);
export const isEmail = (s: string) => /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(s);
export const isDigits = (s: string) => /^\d+$/.test(s);
/** Landline and fax: digits with optional area code separators and extension. */
export const isLandline = (s: string) => /^\+?[\d-]{5,20}$/.test(s) && /\d{5,}/.test(s.replace(/-/g, ''));

export const zRegionCode = fEnum([...REGION_CODES] as [RegionCode, ...RegionCode[]]).default('+86');
/**
 * A card mobile: typed with or without a region prefix (none means +86), checked with the same rule as login for
 * that region, and stored as it is dialled: "13800138000", "+85291234567". Spaces, dashes and full-width digits
 * are cleaned first (phone.ts).
 */
export const zPhone = z.string().transform((raw, ctx) => {
  const { region, national } = readPhone(raw);
  if (!isPhone(national, region)) {
    ctx.addIssue({ code: 'custom', message: rule('phone') });
    return z.NEVER;
  }
  return phoneForDialling(region, national); // a typed +886 already lost its trunk 0 (splitRegion)
});
export const zMainlandPhone = z
  .string()
  .trim()
  .refine((s) => isPhone(s, '+86'), rule('phone'));
export const zLoginPassword = z.string().refine(isLoginPassword, rule('password'));
export const zTxPassword = z.string().refine(isTxPassword, rule('txPassword'));
/** Missing or blank is CODE_MISSING, anything else that is not a code CODE_WRONG (see RULE_CODES). */
export const zVerificationCode = z
  .string({ required_error: rule('codeMissing') })
  .trim()
  .superRefine((s, ctx) => {
    if (s === '') ctx.addIssue({ code: 'custom', message: rule('codeMissing') });
    else if (!isVerificationCode(s)) ctx.addIssue({ code: 'custom', message: rule('code') });
  });
/** A search keyword: blank is KEYWORD_EMPTY (spec section 5), longer than `max` characters a length refusal. */
export const zKeyword = (max: number) =>
  z
    .string({ required_error: rule('keyword') })
    .trim()
    .superRefine((s, ctx) => {
      const bad = textCharacterRule(s);
      if (s === '') ctx.addIssue({ code: 'custom', message: rule('keyword') });
      else if (bad) ctx.addIssue({ code: 'custom', message: TEXT_CHARACTER_RULES[bad] });
      else if ([...s].length > max) ctx.addIssue({ code: 'custom', message: rule('maxLength', { max }) });
    });
export const zCardName = fText(LIMITS.card.nameMin, LIMITS.card.nameMax);
export const zColumnName = fText(LIMITS.card.columnNameMin, LIMITS.card.columnNameMax);
export const zEmailOrEmpty = (max: number) =>
  z
    .string()
    .trim()
    .default('')
    .superRefine((s, ctx) => {
      if (s.length > max) ctx.addIssue({ code: 'custom', message: rule('maxLength', { max }) });
      else if (s !== '' && !isEmail(s)) ctx.addIssue({ code: 'custom', message: rule('email') });
    });
export const zDigitsOrEmpty = (max: number) =>
  z
    .string()
    .trim()
    .default('')
    .superRefine((s, ctx) => {
      if (s.length > max) ctx.addIssue({ code: 'custom', message: rule('maxLength', { max }) });
      else if (s !== '' && !isDigits(s)) ctx.addIssue({ code: 'custom', message: rule('digits') });
    });
/** A tax number: a unified social credit code or an older all-digit number (tax-number.ts says why not "numeric"). */
export const zTaxNumberOrEmpty = (max: number) =>
  z
    .string()
    .default('')
    .transform((raw, ctx) => {
      const s = cleanTaxNumber(raw);
      if (s === '') return s;
      if (s.length > max) ctx.addIssue({ code: 'custom', message: rule('maxLength', { max }) });
      else {
        const verdict = judgeTaxNumber(s);
        if (verdict === 'format') ctx.addIssue({ code: 'custom', message: rule('taxNumber') });
        if (verdict === 'check') ctx.addIssue({ code: 'custom', message: rule('usccCheck') });
      }
      return s;
    });
/**
 * A company's unified social credit code, optional: companies registered today carry one (the older all-digit
 * numbers were replaced by 2018), so only the 18-character code with its check character is taken.
 */
export const zUsccOrEmpty = () =>
  z
    .string()
    .default('')
    .transform((raw, ctx) => {
      const s = cleanTaxNumber(raw);
      if (s === '') return s;
      if (s.length !== 18 || [...s].some((ch) => !USCC_CHARSET.includes(ch))) ctx.addIssue({ code: 'custom', message: rule('uscc') });
      else if (usccCheckChar(s.slice(0, 17)) !== s[17]) ctx.addIssue({ code: 'custom', message: rule('usccCheck') });
      return s;
    });
export const zLandlineOrEmpty = (max: number) =>
  z
    .string()
    .trim()
    .default('')
    .superRefine((s, ctx) => {
      if (s.length > max) ctx.addIssue({ code: 'custom', message: rule('maxLength', { max }) });
      else if (s !== '' && !isLandline(s)) ctx.addIssue({ code: 'custom', message: rule('digits') });
    });

/**
 * Where the region is a separate field (login, register, codes): the typed number cleaned, and a region typed in
 * front of it ("+852 9123 4567", "0086 138…") taking the place of the picker's, since that is what the person meant.
 */
export function adoptTypedRegion<T extends { phone: string; regionCode: RegionCode }>(v: T): T {
  const { region, national } = readPhone(v.phone, v.regionCode);
  return { ...v, phone: national, regionCode: region };
}

/**
 * Checks a phone against its region (typed in front of it, else the picker's); used where the region is a separate
 * field of the same body. A refinement, not a transform, so it still runs (and names the phone) when another field
 * fails; `adoptTypedRegion` follows it.
 */
export function phoneMatchesRegion<T extends { phone: string; regionCode: RegionCode }>(v: T, ctx: z.RefinementCtx) {
  const { region, national } = readPhone(v.phone, v.regionCode);
  if (!isPhone(national, region)) ctx.addIssue({ code: 'custom', path: ['phone'], message: rule('phone') });
}
