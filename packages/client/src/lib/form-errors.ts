import { formatIssue, labelsFor, type Lang, type LabelScope } from '@card/contract';
import type { ZodTypeAny } from 'zod';
import { ApiError } from './api';

/**
 * Checks a form with the contract's own schema and returns one message per field, in the user's language,
 * worded exactly as the server would word it. `scope` is the area, or the call, whose labels name the fields
 * (`'album'`, `'card.addMpColumn'`), as the server's refusal for that call would.
 */
export function validate(schema: ZodTypeAny, values: unknown, lang: Lang, scope: LabelScope): Record<string, string> {
  const res = schema.safeParse(values);
  if (res.success) return {};
  const labels = labelsFor(scope);
  const out: Record<string, string> = {};
  for (const issue of res.error.issues) {
    const f = formatIssue(issue, lang, '', labels);
    out[f.field] ??= f.message;
  }
  return out;
}

/** Field messages from a server refusal, so they show under the right input too. */
export function serverFieldErrors(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError)) return {};
  return Object.fromEntries(err.fieldErrors.map((e) => [e.field, e.message]));
}
