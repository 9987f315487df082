/**
 * Which user a database write concerns, read from the Prisma call itself (pure: no Prisma client, no clock). The
 * read caches (read-cache.ts) drop what they hold for that user; when the user cannot be told from the call, the
 * answer is `null` and the caches drop everything that depends on the model. Dropping too much costs a re-read;
 * dropping too little would show stale data, so every doubt answers `null`.
 */

const WRITE_OPERATIONS = new Set(['create', 'createMany', 'createManyAndReturn', 'update', 'updateMany', 'updateManyAndReturn', 'upsert', 'delete', 'deleteMany']);

export const isWrite = (operation: string) => WRITE_OPERATIONS.has(operation);

/** A change of one model's rows: for one user, or (`userId` null) for users the call does not name. */
export interface Change {
  model: string;
  userId: string | null;
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const field = (o: unknown, key: string): unknown => (o && typeof o === 'object' ? (o as Record<string, unknown>)[key] : undefined);

/** The user named by a where clause or a data object: `id` on the User model, `userId` on the models owned by one. */
function userIn(model: string, o: unknown): string | null {
  const key = model === 'User' ? 'id' : 'userId';
  const direct = str(field(o, key));
  if (direct !== null || !o || typeof o !== 'object') return direct;
  // A compound unique key (`where: { userId_moduleId: { userId, moduleId } }`) names the user one level down.
  for (const [name, v] of Object.entries(o)) if (name.includes('_') && str(field(v, key)) !== null) return str(field(v, key));
  return null;
}

/**
 * The user a write concerns. A `where` naming the user wins; a create names it in its data; a createMany names one
 * only when every row has the same user. An update or delete keyed by a row's own id (not its user) names nobody.
 */
export function changeOf(model: string, operation: string, args: unknown): Change {
  const where = field(args, 'where');
  const data = field(args, 'data');
  let userId: string | null = null;
  if (operation === 'create' || operation === 'upsert') userId = userIn(model, where) ?? userIn(model, data ?? field(args, 'create'));
  else if (operation === 'createMany' || operation === 'createManyAndReturn') {
    const rows = Array.isArray(data) ? data : [data];
    const users = new Set(rows.map((r) => userIn(model, r)));
    userId = users.size === 1 ? [...users][0]! : null;
  } else userId = userIn(model, where);
  // A create or upsert whose user is not named (another user's row made by nested data, say) concerns everybody.
  return { model, userId };
}

/**
 * The model a raw write touches, read from its SQL (`INSERT INTO "CardVisit" ...`, `UPDATE Card SET ...`,
 * `DELETE FROM ...`): our tables carry their model's name (the schema maps no table name). Anything else, a statement the
 * pattern does not read or several statements, is null: every model may have changed.
 */
export function modelOfRawWrite(sql: unknown): string | null {
  if (typeof sql !== 'string' || /;\s*\S/.test(sql)) return null;
  const m = /^\s*(?:INSERT(?:\s+OR\s+\w+)?\s+INTO|UPDATE(?:\s+OR\s+\w+)?|DELETE\s+FROM)\s+(?:"|`)?(\w+)(?:"|`)?[\s(]/i.exec(sql);
  return m ? m[1]! : null;
}
