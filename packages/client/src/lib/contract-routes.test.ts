import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contract, STATUS_NOT_LOGGED_IN, STATUS_REDIRECT } from '@card/contract';
import { contractRoutes } from '@card/contract/routes';
import { renderRoutes } from '../../build/contract-routes';

interface Leaf {
  method: string;
  path: string;
  contentType?: string;
  metadata: { base: string; idempotent?: boolean };
}
function leaves(router: object, prefix = ''): Record<string, Leaf> {
  return Object.fromEntries(
    Object.entries(router).flatMap(([k, v]) =>
      'method' in v && 'path' in v
        ? [[`${prefix}${k}`, { method: v.method, path: v.path, contentType: v.contentType, metadata: { base: v.metadata.base, idempotent: v.metadata.idempotent || undefined } }]]
        : Object.entries(leaves(v, `${prefix}${k}.`)),
    ),
  );
}

// The app's API client is built from the light route table; a stale table would call a wrong path or method.
describe('contract route table (packages/contract/src/routes.ts)', () => {
  it('is the generated text of the current contract (regenerate: npx tsx build/contract-routes.ts)', () => {
    for (const [file, text] of Object.entries(renderRoutes(contract, { STATUS_NOT_LOGGED_IN, STATUS_REDIRECT }))) {
      expect({ file, text: readFileSync(file, 'utf8') }).toEqual({ file, text });
    }
  });

  it("names every call with the contract's method, path, content type, base and idempotency", () => {
    const want = leaves(contract);
    const got = leaves(contractRoutes);
    expect(Object.keys(got).sort()).toEqual(Object.keys(want).sort());
    for (const key of Object.keys(want)) expect({ key, ...got[key] }).toEqual({ key, ...want[key] });
  });
});
