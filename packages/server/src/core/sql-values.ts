/**
 * Values as Prisma stores them in SQLite, for the few repositories that write or compare them in raw SQL (decision
 * 0013): a DateTime is ISO 8601 text with milliseconds and "+00:00". Prisma's own reads and comparisons of the
 * column then stay right (text compares in time order only when every row has the same form).
 */
export const sqliteDateTime = (d: Date) => d.toISOString().replace('Z', '+00:00');
