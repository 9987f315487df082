import type { OpenApiDocument } from './types';

/**
 * The document cut by area for /docs (issue 10): swagger-ui spends ~10 s of a quiet machine normalising the whole
 * contract's 1.9 MB document before it draws anything, and about a second for one area's. An operation's area is its
 * one tag (the contract's top-level router, openapi-document.ts), so the areas are derived from the document itself:
 * an area added to the contract gets its own document and its place on the page without a list kept here.
 */
export interface DocumentArea {
  area: string;
  operations: number;
}

/** Each operation's area, in the order the document lists them (the contract's), with how many operations it has. */
export function documentAreas(doc: OpenApiDocument): DocumentArea[] {
  const counts = new Map<string, number>();
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item)) {
      const area = op.tags?.[0];
      if (area) counts.set(area, (counts.get(area) ?? 0) + 1);
    }
  }
  return [...counts].map(([area, operations]) => ({ area, operations }));
}

/**
 * The document with only one area's operations (a path with operations of several areas keeps just that area's);
 * the rest (info with the error catalogue, servers, components) is the whole document's, so every reference still
 * resolves. Undefined for an area the document does not have.
 */
export function areaDocument(doc: OpenApiDocument, area: string): OpenApiDocument | undefined {
  const paths: OpenApiDocument['paths'] = {};
  for (const [path, item] of Object.entries(doc.paths)) {
    const ops = Object.entries(item).filter(([, op]) => op.tags?.[0] === area);
    if (ops.length) paths[path] = Object.fromEntries(ops);
  }
  if (!Object.keys(paths).length) return undefined;
  return { ...doc, info: { ...doc.info, title: `${doc.info.title} · ${area}` }, paths };
}
