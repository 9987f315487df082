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

/** Required text of min..max characters, trimmed. Empty counts as too short, so the message names the range. */
export const fText = (min: number, max: number) =>
  z.string().trim().superRefine((s, ctx) => {
    const n = charCount(s);
    if (n < min || n > max) ctx.addIssue({ code: 'custom', message: rule(min > 0 ? 'length' : 'maxLength', { min, max }) });
  });

/** Optional text up to max characters; missing becomes ''. */
export const fOptText = (max: number) =>
  z.string().trim().default('').superRefine((s, ctx) => {
    if (charCount(s) > max) ctx.addIssue({ code: 'custom', message: rule('maxLength', { max }) });
  });

export const fInt = (min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : blankToUndefined(v)),
    z.number({ invalid_type_error: rule('integer') }).int(rule('integer'))
      .min(min, rule('range', { min, max })).max(max, rule('range', { min, max })),
  );

export const fNumber = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : blankToUndefined(v)),
    z.number({ invalid_type_error: rule('number') }).min(min, rule('range', { min, max })).max(max, rule('range', { min, max })),
  );

const truthy = new Set(['true', '1', 'on', 'yes']);
const falsy = new Set(['false', '0', 'off', 'no']);
export const fBool = () =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    const s = v.trim().toLowerCase();
    return truthy.has(s) ? true : falsy.has(s) ? false : s === '' ? undefined : v;
  }, z.boolean({ invalid_type_error: rule('boolean') }));

/** A comma-joined list (`a,b,c`), or a real array from JSON callers. */
export const fCsv = <T extends z.ZodTypeAny>(item: T, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? [] : v.split(',').map((s) => s.trim())) : v),
    z.array(item).max(max, rule('listSize', { max })),
  );

/** A repeated parameter (`id=1&id=2`) arrives as a string when sent once; always hand out an array. */
export const fRepeated = <T extends z.ZodTypeAny>(item: T, max: number) =>
  z.preprocess((v) => (typeof v === 'string' ? [v] : v), z.array(item).min(1).max(max, rule('listSize', { max })));

export const fEnum = <const T extends [string, ...string[]]>(values: T) =>
  z.enum(values, { errorMap: () => ({ message: rule('enum', { options: values.join(', ') }) }) });

/** An opaque id: random url-safe characters, never a number that can be walked. */
export const fId = () => z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, rule('idFormat'));

/**
 * One uploaded file: the multipart plugin hands the server a Buffer (a Uint8Array); browsers send a File. The
 * real type and size are checked by the server's upload facility from the route's `upload` metadata.
 */
export const fFile = () => z.custom<Uint8Array>(
  (v) => v instanceof Uint8Array,
  (v) => ({ message: rule(v === undefined || v === null ? 'required' : 'type') }),
);

/** Up to `max` files in one field: one part arrives as a single Buffer, several as an array; always an array out. */
export const fFiles = (max: number) =>
  z.preprocess(
    (v) => (v instanceof Uint8Array ? [v] : v),
    z.array(fFile(), { errorMap: (issue) => ({ message: rule(issue.code === 'invalid_type' && issue.received === 'undefined' ? 'required' : 'type') }) })
      .min(1, rule('required')).max(max, rule('listSize', { max })),
  );
