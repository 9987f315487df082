import type { ErrorCode } from '@card/contract';
import { Prisma } from '../generated/prisma/client';
import { isWriteConflict } from '../db';

/**
 * Database refusals every area can run into, mapped once for the root error handler, so a service that forgets
 * to catch one answers a catalogue error instead of a 500: a unique key already taken (P2002, typically two
 * requests racing past the same check) is a conflict, a record gone before an update or delete (P2025) is
 * "not found", and a database that timed out or gave up on a write conflict (P1008, P2024, P2034) is busy, so
 * the client may retry. Recognised by Prisma's error class and code, never by message text. A service that knows
 * better (PHONE_REGISTERED on a taken phone) still catches its own case first.
 */
const KNOWN: Readonly<Record<string, ErrorCode>> = {
  P2002: 'DATA_CONFLICT',
  P2025: 'NOT_FOUND',
  P1008: 'SERVER_BUSY',
  P2024: 'SERVER_BUSY',
  P2034: 'SERVER_BUSY',
};

export function codeForDbError(err: unknown): ErrorCode | undefined {
  // PostgreSQL's serialization refusal can surface as the driver adapter's own error (db.ts retries it first).
  if (isWriteConflict(err)) return 'SERVER_BUSY';
  if (!(err instanceof Prisma.PrismaClientKnownRequestError)) return undefined;
  return Object.hasOwn(KNOWN, err.code) ? KNOWN[err.code] : undefined;
}

/** A unique key already taken: for facilities that use a primary key as a lock (idempotency keys). */
export const isUniqueViolation = (err: unknown) => err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002';

/**
 * The fields of the unique key a P2002 refusal names, the same on both engines: with driver adapters
 * `meta.target` is empty and the list sits in `meta.driverAdapterError.cause.constraint.fields`, plain on SQLite and
 * quoted on PostgreSQL (`"phone"`), or as an index name when the driver gives only that: Prisma 7's PostgreSQL
 * adapter names the index whenever PostgreSQL does (`User_regionCode_phone_key`), read back into its columns as
 * Prisma's migrations name unique indexes (`<table>_<columns joined by _>_key`). Empty when not a P2002.
 */
export function uniqueFieldsOf(err: unknown): string[] {
  if (!isUniqueViolation(err)) return [];
  type Cause = { table?: unknown; constraint?: { fields?: unknown; index?: unknown } };
  const meta = (err as { meta?: { target?: unknown; driverAdapterError?: { cause?: Cause } } }).meta;
  const cause = meta?.driverAdapterError?.cause;
  const constraint = cause?.constraint;
  const fields = Array.isArray(meta?.target)
    ? meta.target
    : Array.isArray(constraint?.fields)
      ? constraint.fields
      : typeof constraint?.index === 'string'
        ? columnsOfIndex(constraint.index, typeof cause?.table === 'string' ? cause.table : null)
        : [];
  return fields.map((f) => String(f).replace(/^"(.*)"$/, '$1'));
}

/** `User_regionCode_phone_key` -> ['regionCode', 'phone'] (our tables and columns carry no underscore). */
function columnsOfIndex(index: string, table: string | null): string[] {
  const m = /^(.*)_key$/.exec(index);
  if (!m) return [];
  const rest = table && m[1]!.startsWith(`${table}_`) ? m[1]!.slice(table.length + 1) : m[1]!.replace(/^[^_]+_/, '');
  return rest.split('_').filter(Boolean);
}
