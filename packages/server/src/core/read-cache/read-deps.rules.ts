/**
 * What a read depends on, derived from the Prisma call itself (pure). A read cache keeps, with each value, the rows it
 * was made of as (model, user) pairs, so a write drops exactly the values it may have made stale, and no cache keeps a
 * hand-written list of models that breaks nothing when a new table is forgotten (issue 33).
 *
 * A pair names one user when the call's top-level `where` names that user (`userId`, or `id` on User: the same rule
 * changes.rules.ts uses for writes, so a read and a write of one user's rows meet). Anything else depends on every row
 * of the model (user null): a filter by another key, and every relation the call reaches through `include`, `select`,
 * a relation filter in `where` or an `orderBy` on a relation. Depending on too much costs a re-read; too little would
 * keep a stale value, so every doubt widens.
 */

/** Relation fields of each model: model -> field name -> the related model (from Prisma's runtime data model). */
export type RelationMap = ReadonlyMap<string, ReadonlyMap<string, string>>;

export interface RuntimeDataModel {
  models: Record<string, { fields: readonly { name: string; kind: string; type: string }[] }>;
}

export function relationMapOf(dm: RuntimeDataModel | undefined): RelationMap {
  const out = new Map<string, Map<string, string>>();
  for (const [model, { fields }] of Object.entries(dm?.models ?? {})) {
    out.set(model, new Map(fields.filter((f) => f.kind === 'object').map((f) => [f.name, f.type])));
  }
  return out;
}

/** One dependency: rows of `model`, of one user or (null) of anybody. */
export interface ReadDep {
  model: string;
  userId: string | null;
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** The user a top-level where names: `id` on User, `userId` elsewhere, also inside a compound unique key. */
function userNamedBy(model: string, where: unknown): string | null {
  if (!where || typeof where !== 'object') return null;
  const key = model === 'User' ? 'id' : 'userId';
  const w = where as Record<string, unknown>;
  const direct = str(w[key]);
  if (direct !== null) return direct;
  for (const [name, v] of Object.entries(w)) {
    if (name.includes('_') && v && typeof v === 'object') {
      const inner = str((v as Record<string, unknown>)[key]);
      if (inner !== null) return inner;
    }
  }
  return null;
}

/** Every related model an argument object reaches, walked through nested selects, includes and filters. */
/** Plain objects and arrays only: a Date, a Buffer of file bytes or a Decimal in the data is a value, not arguments. */
const isWalkable = (v: unknown): v is object => {
  if (!v || typeof v !== 'object') return false;
  if (Array.isArray(v)) return true;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

function relatedModels(model: string, args: unknown, relations: RelationMap, out: Set<string>, depth = 0) {
  if (!isWalkable(args) || depth > 12) return;
  if (Array.isArray(args)) {
    for (const a of args) relatedModels(model, a, relations, out, depth + 1);
    return;
  }
  const fields = relations.get(model);
  for (const [k, v] of Object.entries(args as Record<string, unknown>)) {
    const target = fields?.get(k);
    if (target && v) {
      // `mobiles: true` reads the relation as much as `mobiles: { select }` does.
      out.add(target);
      relatedModels(target, v, relations, out, depth + 1);
    } else if (isWalkable(v)) {
      // select, include, where, orderBy, AND/OR/NOT, some/every/none/is/isNot, _count: the same model one level down.
      relatedModels(model, v, relations, out, depth + 1);
    }
  }
}

/**
 * The other models a write's nested data writes (`user.update({ data: { card: { update: ... } } })`): the feed announces
 * them besides the top model, naming nobody, so a value read from the nested model's rows is dropped too.
 */
export function nestedWriteModels(model: string, args: unknown, relations: RelationMap): string[] {
  const out = new Set<string>();
  if (args && typeof args === 'object') {
    const a = args as Record<string, unknown>;
    for (const part of [a.data, a.create, a.update]) relatedModels(model, part, relations, out);
  }
  out.delete(model);
  return [...out];
}

/** What one model read (findMany, count, aggregate, ...) depends on. */
export function depsOfRead(model: string, args: unknown, relations: RelationMap): ReadDep[] {
  const where = args && typeof args === 'object' ? (args as Record<string, unknown>).where : undefined;
  const deps: ReadDep[] = [{ model, userId: userNamedBy(model, where) }];
  const related = new Set<string>();
  relatedModels(model, args, relations, related);
  for (const m of related) deps.push({ model: m, userId: null });
  return deps;
}
