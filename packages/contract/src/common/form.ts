import { z } from 'zod';
import { rule } from './validation';

/**
 * Legacy wire quirks live here and nowhere else: form fields arrive as strings, so numbers and booleans are
 * coerced; arrays come comma-joined (`fileNames`, `labelIdArray`) or as repeated parameters
 * (`batchDelViolationMicroVideo`). JSON callers may send the real types; both pass the same schema.
 */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** Counts user-visible characters (code points), so a Chinese character or an emoji counts once. */
export const charCount = (s: string) => [...s].length;

/**
 * What typed text may hold. Control characters (NUL, escape...; tab, LF and CR excepted) are never typed: a NUL
 * cuts the stored text short in some readers and others corrupt what is shown. Line breaks (CR, LF, and the
 * Unicode ones) belong only in multi-line fields, the ones the client edits in a textarea; in a name or a title
 * they break one-line layouts, vCards and share texts. Checked here so the client's forms and the server agree,
 * whatever transport carried the text (form, JSON, multipart, query).
 */
export interface TextShape {
  multiline?: boolean;
}
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/;

/** The rule tokens of the two refusals (written out, so the catalogue test sees which rules the contract uses). */
export const TEXT_CHARACTER_RULES = { controlChar: rule('controlChar'), lineBreak: rule('lineBreak') } as const;

/** The rule a text breaks by its characters alone, or null. */
export function textCharacterRule(s: string, shape: TextShape = {}): 'controlChar' | 'lineBreak' | null {
  if (CONTROL.test(s)) return 'controlChar';
  if (!shape.multiline && LINE_BREAK.test(s)) return 'lineBreak';
  return null;
}

/** Required text of min..max characters, trimmed. Empty counts as too short, so the message names the range. */
export const fText = (min: number, max: number, shape: TextShape = {}) =>
  z
    .string()
    .trim()
    .superRefine((s, ctx) => {
      const n = charCount(s);
      const bad = textCharacterRule(s, shape);
      if (bad) ctx.addIssue({ code: 'custom', message: TEXT_CHARACTER_RULES[bad] });
      else if (n < min || n > max) ctx.addIssue({ code: 'custom', message: rule(min > 0 ? 'length' : 'maxLength', { min, max }) });
    });

/** Optional text up to max characters; missing becomes ''. */
export const fOptText = (max: number, shape: TextShape = {}) =>
  z
    .string()
    .trim()
    .default('')
    .superRefine((s, ctx) => {
      const bad = textCharacterRule(s, shape);
      if (bad) ctx.addIssue({ code: 'custom', message: TEXT_CHARACTER_RULES[bad] });
      else if (charCount(s) > max) ctx.addIssue({ code: 'custom', message: rule('maxLength', { max }) });
    });

export const fInt = (min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : blankToUndefined(v)),
    z
      .number({ invalid_type_error: rule('integer') })
      .int(rule('integer'))
      .min(min, rule('range', { min, max }))
      .max(max, rule('range', { min, max })),
  );

export const fNumber = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : blankToUndefined(v)),
    z
      .number({ invalid_type_error: rule('number') })
      .min(min, rule('range', { min, max }))
      .max(max, rule('range', { min, max })),
  );

/** An optional number: blank or absent is `null` (not zero), anything else as `fNumber` reads and checks it. */
export const fOptNumber = (min: number, max: number) => z.preprocess((v) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v), fNumber(min, max).nullable());

const truthy = new Set(['true', '1', 'on', 'yes']);
const falsy = new Set(['false', '0', 'off', 'no']);
export const fBool = () =>
  z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      const s = v.trim().toLowerCase();
      return truthy.has(s) ? true : falsy.has(s) ? false : s === '' ? undefined : v;
    },
    z.boolean({ invalid_type_error: rule('boolean') }),
  );

/** A comma-joined list (`a,b,c`), or a real array from JSON callers. */
export const fCsv = <T extends z.ZodTypeAny>(item: T, max: number) =>
  z.preprocess((v) => (typeof v === 'string' ? (v.trim() === '' ? [] : v.split(',').map((s) => s.trim())) : v), z.array(item).max(max, rule('listSize', { max })));

/** A repeated parameter (`id=1&id=2`) arrives as a string when sent once; always hand out an array. */
export const fRepeated = <T extends z.ZodTypeAny>(item: T, max: number) => z.preprocess((v) => (typeof v === 'string' ? [v] : v), z.array(item).min(1).max(max, rule('listSize', { max })));

export const fEnum = <const T extends [string, ...string[]]>(values: T) => z.enum(values, { errorMap: () => ({ message: rule('enum', { options: values.join(', ') }) }) });

/** An opaque id: random url-safe characters, never a number that can be walked. */
export const fId = () => z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, rule('idFormat'));

/**
 * One uploaded file: the multipart plugin hands the server a Buffer (a Uint8Array); browsers send a File. The
 * real type and size are checked by the server's upload facility from the route's `upload` metadata.
 */
export const fFile = () =>
  z.custom<Uint8Array>(
    (v) => v instanceof Uint8Array,
    (v) => ({ message: rule(v === undefined || v === null ? 'required' : 'type') }),
  );

/** Up to `max` files in one field: one part arrives as a single Buffer, several as an array; always an array out. */
export const fFiles = (max: number) =>
  z.preprocess(
    (v) => (v instanceof Uint8Array ? [v] : v),
    z
      .array(fFile(), { errorMap: (issue) => ({ message: rule(issue.code === 'invalid_type' && issue.received === 'undefined' ? 'required' : 'type') }) })
      .min(1, rule('required'))
      .max(max, rule('listSize', { max })),
  );
