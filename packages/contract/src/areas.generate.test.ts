import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AREAS } from './areas.list';
import { AREA_TABLES } from './area-tables';
import { AREA_LABELS } from './area-labels';
import { GENERATED, renderAreaLists } from './areas.generate';

const REGENERATE = 'stale: run `cd packages/contract && pnpm exec tsx src/areas.generate.ts`';

/** The light lists are generated from areas.list.ts; a list changed without regenerating them fails here. */
describe('the generated light lists of areas', () => {
  it('area-tables.ts, area-labels.ts and area-exports.ts are what areas.generate.ts writes from the list today', () => {
    const text = renderAreaLists();
    expect(readFileSync(GENERATED.exports, 'utf8'), REGENERATE).toBe(text.exports);
    expect(readFileSync(GENERATED.tables, 'utf8'), REGENERATE).toBe(text.tables);
    expect(readFileSync(GENERATED.labels, 'utf8'), REGENERATE).toBe(text.labels);
  });

  it("hold each listed area's own tables and labels, the very objects its definition holds, in the list's order", () => {
    expect(AREA_TABLES).toHaveLength(AREAS.length);
    AREAS.forEach((area, i) => {
      expect(AREA_TABLES[i], area.key).toBe(area.tables);
      expect(AREA_LABELS[area.key], area.key).toBe(area.labels);
    });
    expect(Object.keys(AREA_LABELS)).toEqual(AREAS.map((a) => a.key));
  });
});
