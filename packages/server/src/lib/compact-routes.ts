/**
 * Resident memory of the contract's routes (issue 30). ts-rest's `router()` copies every route with a new
 * `responses` object keyed by status code (200 and the common error statuses up to 503). V8 stores integer keys as
 * array elements, and a fresh object given key 200 or 503 gets a fast array of hundreds of
 * slots, mostly holes: 2.6-6 kB a route, and the server holds each of its 782 routes twice (its area's router and the
 * root router): 5.3 MB of heap. Rebuilt here with each status defined as a non-configurable property, which V8 can
 * only keep in a dictionary (~0.1-0.3 kB a route). Same keys, same schemas, same order (integer keys enumerate in
 * ascending order either way); ts-rest only reads them.
 */

type Node = { readonly [key: string]: unknown };

const isRoute = (v: Node): v is Node & { responses: Node } => typeof v.method === 'string' && typeof v.path === 'string' && typeof v.responses === 'object' && v.responses !== null;

/** Whether the responses object is already a dictionary of its statuses (compacted before, or built that way). */
const isCompact = (responses: Node) => Object.keys(responses).every((k) => Object.getOwnPropertyDescriptor(responses, k)?.configurable === false);

/** A copy of `responses` V8 keeps in dictionary mode: every status non-configurable (nothing deletes one). */
export function compactResponses(responses: Node): Node {
  const out: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(responses)) Object.defineProperty(out, status, { value: schema, enumerable: true, writable: false, configurable: false });
  return out;
}

/**
 * Compacts the `responses` of every route in a ts-rest router tree, in place (route objects keep their identity:
 * ts-rest and our hooks key on them). Answers how many routes were compacted; a second call compacts none.
 */
export function compactRouteResponses(router: object): number {
  let count = 0;
  const seen = new Set<object>();
  const walk = (node: Node) => {
    if (seen.has(node)) return;
    seen.add(node);
    if (isRoute(node)) {
      if (isCompact(node.responses) || Object.isFrozen(node)) return;
      (node as { responses: Node }).responses = compactResponses(node.responses);
      count++;
      return;
    }
    for (const v of Object.values(node)) if (v && typeof v === 'object') walk(v as Node);
  };
  walk(router as Node);
  return count;
}
