import { z } from 'zod';

/**
 * One envelope for every response.
 *
 *   { status, code, msg, resultSets, data?, errors? }
 *
 * - `status` is numeric: 200 ok; 302 not logged in (also expired or revoked token); 419 "go to the url in
 *   `data`"; any other value is an entry of the error catalogue (e.g. 1001004 "open VIP to use search").
 * - `code` is the catalogue's stable name ("OK" on success), `msg` the human text in the caller's language.
 * - `resultSets` is the payload.
 *
 * Legacy calls that the spec reads as `data.success` / `resultSet` map onto this envelope as:
 *   data.success  <=>  status === 200       resultSet  <=>  resultSets
 * so the client has one reader (`unwrap` in the client's api layer) for both styles.
 *
 * HTTP status codes follow the envelope (200 ok, 400 validation, 401 for status 302, 403, 404, 409, 429...)
 * so proxies and logs see failures, but clients only ever read the envelope.
 */
export const ZFieldError = z.object({ field: z.string(), rule: z.string(), message: z.string() });
export type TFieldError = z.infer<typeof ZFieldError>;

export const ZErrorEnvelope = z.object({
  status: z.number(),
  code: z.string(),
  msg: z.string(),
  resultSets: z.null(),
  data: z.unknown().optional(),
  errors: z.array(ZFieldError).optional(),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;

export function envelope<T extends z.ZodTypeAny>(payload: T) {
  return z.object({
    status: z.literal(200),
    code: z.literal('OK'),
    msg: z.string(),
    resultSets: payload,
  });
}

/** Responses every route may give besides its 200: declared once and merged into each router. */
export const commonResponses = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  404: ZErrorEnvelope,
  409: ZErrorEnvelope,
  413: ZErrorEnvelope,
  415: ZErrorEnvelope,
  423: ZErrorEnvelope,
  429: ZErrorEnvelope,
  500: ZErrorEnvelope,
  /** A provider the call depends on is down or refused (SMS_SEND_FAILED): retry later. */
  503: ZErrorEnvelope,
} as const;

export const ZEmpty = z.object({}).strict();
export const ZNull = z.null();
/** Body of calls that take no fields: legacy clients still post a (possibly empty) form, so extras pass. */
export const ZNoBody = z.object({}).passthrough().optional();
