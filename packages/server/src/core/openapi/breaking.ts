import type { OpenApiDocument } from './types';

/**
 * What a client generated from the released API document would trip over in the current one (issue 33, item 7):
 * - `removed call <operationId>`: the call is gone;
 * - `moved call <operationId>`: its path or method changed;
 * - `new required input <operationId>.<field>`: an input (body field, query or header parameter) it never sent is now
 *   required, or one it could leave out no longer can;
 * - `retyped input <operationId>.<field>` / `retyped field <operationId>.<path>`: an input or an answer's field changed
 *   its JSON type;
 * - `removed field <operationId>.<path>`: a field the answer had is gone.
 * Adding calls, optional inputs or answer fields breaks nothing and is not listed. Pure: two documents in, the changes
 * out, each a line the API changelog can name to accept it (`acceptedIn`).
 */
type Schema = Record<string, unknown>;
type Doc = Pick<OpenApiDocument, 'paths' | 'components'>;

const MAX_DEPTH = 8;
const isObj = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Follows local `$ref`s (`#/components/schemas/X`), and an `anyOf` of one schema and null, to the schema itself. */
function resolve(doc: Doc, s: unknown, seen = 0): Schema | undefined {
  if (!isObj(s) || seen > MAX_DEPTH) return undefined;
  if (typeof s.$ref === 'string') {
    const name = s.$ref.replace('#/components/schemas/', '');
    return resolve(doc, (doc.components.schemas as Record<string, unknown>)[name], seen + 1);
  }
  return s;
}

/** The JSON types a schema allows, as one sorted word ('' when it says none: any value, or a composition). */
function typeOf(doc: Doc, s: unknown): string {
  const r = resolve(doc, s);
  if (!r) return '';
  if (Array.isArray(r.anyOf) || Array.isArray(r.oneOf)) {
    const branches = ((r.anyOf ?? r.oneOf) as unknown[]).map((b) => typeOf(doc, b));
    return [...new Set(branches.flatMap((t) => t.split('|')).filter(Boolean))].sort().join('|');
  }
  const t = r.type;
  return (Array.isArray(t) ? [...t] : t ? [t] : []).map(String).sort().join('|');
}

function propertiesOf(doc: Doc, s: unknown): { props: Record<string, unknown>; required: Set<string> } {
  const r = resolve(doc, s);
  if (!r) return { props: {}, required: new Set() };
  if (Array.isArray(r.allOf)) {
    const parts = r.allOf.map((p) => propertiesOf(doc, p));
    return { props: Object.assign({}, ...parts.map((p) => p.props)), required: new Set(parts.flatMap((p) => [...p.required])) };
  }
  return { props: isObj(r.properties) ? r.properties : {}, required: new Set(Array.isArray(r.required) ? r.required.map(String) : []) };
}

/** Removed or retyped fields of an answer, walking objects and array items. */
function answerChanges(before: Doc, after: Doc, a: unknown, b: unknown, at: string, out: string[], depth = 0) {
  if (depth > MAX_DEPTH) return;
  const ta = typeOf(before, a);
  const tb = typeOf(after, b);
  if (ta && tb && ta !== tb) {
    out.push(`retyped field ${at}`);
    return;
  }
  if (ta.includes('array')) {
    answerChanges(before, after, resolve(before, a)?.items, resolve(after, b)?.items, `${at}[]`, out, depth + 1);
  }
  const pa = propertiesOf(before, a);
  const pb = propertiesOf(after, b);
  for (const [name, schema] of Object.entries(pa.props)) {
    if (!(name in pb.props)) out.push(`removed field ${at}.${name}`);
    else answerChanges(before, after, schema, pb.props[name], `${at}.${name}`, out, depth + 1);
  }
}

interface Op {
  id: string;
  where: string;
  op: Record<string, unknown>;
}
function operations(doc: Doc): Map<string, Op> {
  const out = new Map<string, Op>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) out.set(String(op.operationId), { id: String(op.operationId), where: `${method} ${path}`, op: op as Record<string, unknown> });
  }
  return out;
}

/** Every input of a call: body fields (of each content type) and parameters, with whether each is required. */
function inputsOf(doc: Doc, op: Record<string, unknown>): Map<string, { required: boolean; schema: unknown }> {
  const inputs = new Map<string, { required: boolean; schema: unknown }>();
  const body = op.requestBody as { required?: boolean; content?: Record<string, { schema?: unknown }> } | undefined;
  for (const media of Object.values(body?.content ?? {})) {
    const { props, required } = propertiesOf(doc, media.schema);
    for (const [name, schema] of Object.entries(props)) inputs.set(name, { required: Boolean(body?.required) && required.has(name), schema });
  }
  for (const p of (op.parameters as { name: string; in: string; required?: boolean; schema?: unknown }[] | undefined) ?? []) {
    inputs.set(`${p.in}:${p.name}`, { required: Boolean(p.required), schema: p.schema });
  }
  return inputs;
}

export function breakingChanges(release: Doc, current: Doc): string[] {
  const out: string[] = [];
  const now = operations(current);
  for (const [id, was] of operations(release)) {
    const is = now.get(id);
    if (!is) {
      out.push(`removed call ${id}`);
      continue;
    }
    if (is.where !== was.where) out.push(`moved call ${id}`);
    const before = inputsOf(release, was.op);
    for (const [name, input] of inputsOf(current, is.op)) {
      const old = before.get(name);
      if (input.required && !old?.required) out.push(`new required input ${id}.${name}`);
      else if (old) {
        const ta = typeOf(release, old.schema);
        const tb = typeOf(current, input.schema);
        if (ta && tb && ta !== tb) out.push(`retyped input ${id}.${name}`);
      }
    }
    const answer = (_doc: Doc, op: Record<string, unknown>) => {
      const ok = (op.responses as Record<string, { content?: Record<string, { schema?: unknown }> }> | undefined)?.['200'];
      return ok?.content ? Object.values(ok.content)[0]?.schema : undefined;
    };
    answerChanges(release, current, answer(release, was.op), answer(current, is.op), id, out);
  }
  return out;
}

/**
 * The changes not accepted by the changelog: a change is accepted by a line that says it, backticks and list marks
 * aside, followed by nothing or by a space or colon and a note (`- \`removed call card.x\` (replaced by card.z)`).
 */
export const unaccepted = (changes: string[], changelog: string): string[] => {
  const lines = changelog.split('\n').map((l) =>
    l
      .replace(/^\s*[-*]\s*/, '')
      .replace(/`/g, '')
      .trim(),
  );
  return changes.filter((c) => !lines.some((l) => l === c || l.startsWith(`${c} `) || l.startsWith(`${c}:`)));
};
