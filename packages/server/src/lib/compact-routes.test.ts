import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { AREAS, contract } from '@card/contract';
import { compactResponses, compactRouteResponses } from './compact-routes';

const c = initContract();
const ok = z.object({ status: z.number() });
const made = () =>
  c.router({
    area: c.router({
      one: { method: 'POST', path: '/one', body: z.object({}), responses: { 200: ok, 400: z.string() } },
      nested: c.router({ two: { method: 'GET', path: '/two', responses: { 200: ok } } }),
    }),
  });

describe('compactRouteResponses', () => {
  it('keeps every status and its schema, in the same order, on the same route objects', () => {
    const router = made();
    const one = router.area.one;
    const schema400 = one.responses[400];
    expect(compactRouteResponses(router)).toBe(2);
    expect(router.area.one).toBe(one);
    expect(Object.keys(router.area.one.responses)).toEqual(['200', '400']);
    expect(router.area.one.responses[200]).toBe(ok);
    expect(router.area.one.responses[400]).toBe(schema400);
    expect(router.area.nested.two.responses[200]).toBe(ok);
  });

  it('makes each status non-configurable (what keeps V8 from a fast array of 200-odd slots)', () => {
    const router = made();
    compactRouteResponses(router);
    expect(Object.getOwnPropertyDescriptor(router.area.one.responses, '200')).toMatchObject({ configurable: false, enumerable: true });
  });

  it('compacts nothing the second time', () => {
    const router = made();
    compactRouteResponses(router);
    expect(compactRouteResponses(router)).toBe(0);
  });

  it('leaves a frozen route as it is', () => {
    const router = made();
    Object.freeze(router.area.one);
    expect(compactRouteResponses(router)).toBe(1);
    expect(Object.getOwnPropertyDescriptor(router.area.one.responses, '200')?.configurable).toBe(true);
  });

  it('reaches every route of the real contract, in the root router and in each area router', () => {
    const routes: { responses: object }[] = [];
    const collect = (node: object) => {
      for (const v of Object.values(node)) if (v && typeof v === 'object') 'method' in v && 'path' in v ? routes.push(v as { responses: object }) : collect(v);
    };
    const areas = AREAS.map((a) => a.router);
    collect({ contract, areas });
    expect(routes.length).toBeGreaterThan(500);
    compactRouteResponses({ contract, areas });
    const loose = routes.filter((r) => Object.keys(r.responses).some((k) => Object.getOwnPropertyDescriptor(r.responses, k)?.configurable !== false));
    expect(loose).toEqual([]);
    expect(compactRouteResponses({ contract, areas })).toBe(0);
  });
});

describe('compactResponses', () => {
  it('copies the statuses into a new object', () => {
    const src = { 200: ok };
    const out = compactResponses(src);
    expect(out).not.toBe(src);
    expect(out).toEqual(src);
  });
});
