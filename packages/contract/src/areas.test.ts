import { describe, expect, it } from 'vitest';
import { AREAS } from './areas.list';
import { catalogueOf, errorCatalogue } from './common/error-codes';
import { LIMITS, limitsOf } from './common/limits';
import { defineArea } from './common/define-area';
import { contract } from './index';
import { dummyArea, dummyContract } from './areas-fixture/dummy/dummy.area';
import before from './areas-fixture/catalogue-before.json';

/** Issue 33: the catalogue and LIMITS are derived from the list of areas (areas.list.ts), each area's in its folder. */
describe('the list of areas', () => {
  it('derives the catalogue and LIMITS of before the move, code for code and number for number', () => {
    // The fixture is the catalogue and LIMITS as common/error-codes.ts and common/limits.ts declared them by hand.
    expect(JSON.parse(JSON.stringify(errorCatalogue))).toEqual(before.errorCatalogue);
    expect(JSON.parse(JSON.stringify(LIMITS))).toEqual(before.LIMITS);
    expect(Object.keys(errorCatalogue)).toHaveLength(Object.keys(before.errorCatalogue).length);
  });

  it('names every area of the contract, in its order', () => {
    expect(AREAS.map((a) => a.key)).toEqual(Object.keys(contract));
  });

  it('adding a dummy area to the list brings its codes and limits, and nothing else changes', () => {
    const areas = [...AREAS, dummyArea];
    const catalogue = catalogueOf(areas);
    expect(catalogue.DUMMY_THING_MISSING).toEqual({ status: 1999001, http: 404, zh: '没有这个示例', en: 'There is no such dummy thing' });
    expect(Object.keys(catalogue)).toEqual([...Object.keys(errorCatalogue), 'DUMMY_THING_MISSING']);
    expect(limitsOf(areas)).toEqual({ ...LIMITS, dummy: { thingsMax: 3 } });
    // Its calls are its own router's: the contract takes it under its key (index.ts `routers`, typed by the list).
    expect(Object.keys(dummyContract)).toEqual(['listThings']);
  });

  it("refuses an area that reuses another area's code name or limit group (a spread would hide it)", () => {
    const thief = defineArea({ key: 'thief', errors: { NOT_FOUND: errorCatalogue.NOT_FOUND }, limits: { card: { nameMax: 1 } } });
    expect(() => catalogueOf([...AREAS, thief])).toThrow('error code NOT_FOUND is declared by both common and thief');
    expect(() => limitsOf([...AREAS, thief])).toThrow('limit group card is declared by both card and thief');
  });
});
