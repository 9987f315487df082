import { createHash } from 'node:crypto';

/** Header that carries the client's request id on calls declared `idempotent`. */
export const REQUEST_ID_HEADER = 'x-request-id';
/** Answers are kept this long; a repeat after that acts again (clients never retry that late). */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
/** How long a concurrent duplicate waits for the first request's answer before saying "in progress". */
export const DUPLICATE_WAIT_MS = 3_000;
export const DUPLICATE_POLL_MS = 25;

/**
 * A claim still pending after the lease (config.idempotencyLeaseMs, longer than any request runs: transactions
 * give up after 10 s, provider calls time out sooner) belongs to a request whose server died before answering. A
 * repeat then takes the claim over and runs: the services make that safe (an order already paid answers as paid,
 * a journal is written once per reference), and without it the repeat would be "in progress" for a day. Pure.
 */
export function isAbandoned(row: { state: string; createdAt: Date }, now: Date, leaseMs: number): boolean {
  return row.state === 'pending' && now.getTime() - row.createdAt.getTime() >= leaseMs;
}

const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** A usable request id: 8-64 url-safe characters (a UUID without dashes, a nanoid...). Pure. */
export function validRequestId(v: unknown): v is string {
  return typeof v === 'string' && REQUEST_ID.test(v);
}

const sha = (s: string) => createHash('sha256').update(s).digest('base64url');

/** One key per user, route and request id: the same id on another route or by another user is another request. */
export function idempotencyKey(userId: string, route: string, requestId: string): string {
  return sha(`${userId}\u0000${route}\u0000${requestId}`);
}

/** JSON with sorted keys, so the same fields in another order hash the same. Buffers hash by their bytes. */
function canonical(v: unknown): string {
  if (v instanceof Uint8Array) return `b64:${Buffer.from(v).toString('base64')}`;
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v ?? null);
}

/** What the request asked for: a repeat must ask for exactly the same, or the id was reused for something else. */
export function requestFingerprint(input: { params?: unknown; query?: unknown; body?: unknown }): string {
  return sha(canonical({ params: input.params ?? null, query: input.query ?? null, body: input.body ?? null }));
}

/**
 * Only successful answers are kept: a refusal (validation, a rule, a lock) had no effect, so running the request
 * again is harmless and lets the caller retry after fixing the cause with the same id.
 */
export const shouldStore = (httpStatus: number) => httpStatus >= 200 && httpStatus < 300;
