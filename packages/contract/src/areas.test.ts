import { describe, expect, it } from 'vitest';
import { AREAS } from './areas.list';
import { AREA_TABLES } from './area-tables';
import { catalogueOf, errorCatalogue } from './common/error-codes';
import { LIMITS, limitsOf } from './common/limits';
import { defineArea, defineTables, routersOf } from './common/define-area';
import { listedAreaFiles, renderAreaLists } from './areas.generate';
import { contract, type Contract } from './index';
import { dummyArea } from './areas-fixture/dummy/dummy.area';
import { dummyContract } from './areas-fixture/dummy/dummy.contract';
import { DUMMY_LABELS } from './areas-fixture/dummy/dummy.schemas';
import before from './areas-fixture/catalogue-before.json';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type RouterOf<K> = Extract<(typeof AREAS)[number], { key: K }>['router'];
/** True when every area of the contract is typed exactly as its definition's router (the ts-rest client reads it). */
type EveryRouterExact = { [K in keyof Contract]: Equal<Contract[K], RouterOf<K>> }[keyof Contract] extends true ? true : false;

/** Issue 33: the catalogue, LIMITS, the routers and the labels are derived from the list of areas (areas.list.ts). */
describe('the list of areas', () => {
  it('derives the catalogue and LIMITS of before the move, code for code and number for number', () => {
    // The fixture is the catalogue and LIMITS as common/error-codes.ts and common/limits.ts declared them by hand.
    expect(JSON.parse(JSON.stringify(errorCatalogue))).toEqual(before.errorCatalogue);
    expect(JSON.parse(JSON.stringify(LIMITS))).toEqual(before.LIMITS);
    expect(Object.keys(errorCatalogue)).toHaveLength(Object.keys(before.errorCatalogue).length);
  });

  it('names every area of the contract, in its order', () => {
    expect(AREAS.map((a) => a.key)).toEqual(Object.keys(contract));
    AREAS.forEach((a) => expect(contract[a.key], a.key).toEqual(a.router));
    // Compiles only while joining the routers keeps each one's exact type (a looser join would type them AppRouter).
    const exact: EveryRouterExact = true;
    expect(exact).toBe(true);
  });

  it('adding a dummy area to the list brings its codes, limits, router and labels, and nothing else changes', () => {
    // The one line a new area adds: its definition, appended to a copy of the list (and of its file's order).
    const areas = [...AREAS, dummyArea];
    const tables = areas.map((a) => a.tables);
    const catalogue = catalogueOf(tables);
    expect(catalogue.DUMMY_THING_MISSING).toEqual({ status: 1999001, http: 404, zh: '没有这个示例', en: 'There is no such dummy thing' });
    expect(Object.keys(catalogue)).toEqual([...Object.keys(errorCatalogue), 'DUMMY_THING_MISSING']);
    expect(limitsOf(tables)).toEqual({ ...LIMITS, dummy: { thingsMax: 3 } });
    // Its router joins the contract's under its key, after the others, each router the very object its area holds.
    const routers = routersOf(areas);
    expect(Object.keys(routers)).toEqual([...Object.keys(contract), 'dummy']);
    expect(routers.dummy).toBe(dummyContract);
    expect(Object.keys(routers.dummy)).toEqual(['listThings']);
    // The light lists generated from that list import its tables and labels from its own folder, never its router.
    const files = [...listedAreaFiles(), 'areas-fixture/dummy/dummy.area'];
    const text = renderAreaLists(files);
    expect(text.tables).toContain("import { dummyTables } from './areas-fixture/dummy/dummy.tables';");
    expect(text.tables).toContain('  programmeTables,\n  dummyTables,\n] as const;');
    expect(text.labels).toContain("import { DUMMY_LABELS } from './areas-fixture/dummy/dummy.schemas';");
    expect(text.labels).toContain('  dummy: DUMMY_LABELS,\n};');
    expect(dummyArea.labels).toBe(DUMMY_LABELS);
    expect(text.exports.split('\n').slice(-3)).toEqual(["export * from './programme';", "export * from './areas-fixture/dummy';", '']);
    expect(`${text.tables}${text.labels}`).not.toMatch(/dummy\.(area|contract)'/);
  });

  it("refuses an area that reuses another area's code name, limit group or key (a spread would hide it)", () => {
    const thief = defineTables({ key: 'thief', errors: { NOT_FOUND: errorCatalogue.NOT_FOUND }, limits: { card: { nameMax: 1 } } });
    expect(() => catalogueOf([...AREA_TABLES, thief])).toThrow('error code NOT_FOUND is declared by both common and thief');
    expect(() => limitsOf([...AREA_TABLES, thief])).toThrow('limit group card is declared by both card and thief');
    const twin = defineArea({ tables: defineTables({ key: 'card', errors: {}, limits: {} }), labels: DUMMY_LABELS, router: dummyContract });
    expect(() => routersOf([...AREAS, twin])).toThrow('area key card is declared by both card and card');
  });
});
