import { initContract } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fId } from '@card/contract';
import { allRoutes, idFieldsOf } from '../helpers/contract-walk';
import type { AreaSweep } from './area-sweep';
import { BUILDS, kindOf, sweepRules, sweepsByArea, undecidedIdFields } from './foreign-kinds';
import before from './kinds-before.json';

/**
 * The sweep's id knowledge comes from the areas' `<area>.sweep.ts` files (issue 33). The snapshot was taken from the
 * hand-kept tables (foreign-kinds.ts, foreign-objects.ts) before the move: every route's id field still names the
 * kind it named then, and every kind then built is built now.
 */
describe("the sweep's id kinds, from the areas", () => {
  it('decides every id field of the snapshot as the hand-kept tables did, and builds the same kinds', () => {
    const now = new Map(allRoutes().flatMap((w) => idFieldsOf(w).map((f) => [`${w.name} ${f.field}`, String(kindOf(w, f))] as const)));
    const changed = before.out.filter((line) => {
      const [route, field, kind] = line.split(' ');
      return now.has(`${route} ${field}`) && now.get(`${route} ${field}`) !== kind;
    });
    expect(changed).toEqual([]);
    expect(Object.keys(BUILDS).sort()).toEqual(before.built);
  });

  it('finds each area by its folder, one file each', () => {
    const areas = sweepsByArea();
    expect([...areas.keys()]).toEqual(expect.arrayContaining(['album', 'content', 'shop', 'video', 'vip']));
    expect(areas.size).toBeGreaterThanOrEqual(13);
  });

  it('a route whose id field no area claims fails the completeness check, naming it; a rule of its area decides it', () => {
    const c = initContract();
    const dummy = c.router({ getThing: { method: 'POST', path: '/dummy/getThing', body: z.object({ thingId: fId() }), responses: { 200: z.object({}) } } });
    const routes = allRoutes(c.router({ dummy }));
    expect(undecidedIdFields(routes)).toEqual(['dummy.getThing.thingId']);
    const withDummy = new Map<string, AreaSweep>([...sweepsByArea(), ['dummy', { kinds: { thing: async () => ['t1'] }, byRoute: [[/^dummy\.getThing$/, 'thing']] }]]);
    expect(undecidedIdFields(routes, sweepRules(withDummy).kindOf)).toEqual([]);
  });

  it('refuses a kind or an id field two areas declare (a spread would let one silently replace the other)', () => {
    const build = async () => ['x'];
    expect(() =>
      sweepRules(
        new Map([
          ['a', { kinds: { thing: build } }],
          ['b', { kinds: { thing: build } }],
        ]),
      ),
    ).toThrow('kind thing is declared by both a and b');
    expect(() =>
      sweepRules(
        new Map([
          ['a', { byField: { thingId: null } }],
          ['b', { byField: { thingId: 'thing' } }],
        ]),
      ),
    ).toThrow('id field thingId is declared by both a and b');
  });
});
