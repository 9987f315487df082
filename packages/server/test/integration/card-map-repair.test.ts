import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/app';
import { newUser } from '../factories';
import { cityPlaces } from '../../src/domains/card/card-map.rules';

/**
 * The repair of navigation points saved at their city's centre (issue 31, item 6): the migration's statement, run
 * again here on rows as the old code wrote them (the test database has it applied already; running it twice changes
 * nothing more). A point exactly at its own city's listed centre loses its invented coordinates and keeps its address;
 * a real point, and one at another city's centre, keep theirs.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const engineDir = process.env.TEST_POSTGRES_URL ? 'prisma/postgres/migrations' : 'prisma/migrations';
const sql = fs.readFileSync(path.join(root, engineDir, '20261129173800_map_point_drop_invented_centres', 'migration.sql'), 'utf8');

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the invented city-centre coordinates', () => {
  it("are dropped from points at their own city's centre only; the address stays; twice changes nothing more", async () => {
    const u = await newUser(t.ctx);
    const shanghai = cityPlaces().find((p) => p.city === '上海市')!;
    const hangzhou = cityPlaces().find((p) => p.city === '杭州市')!;
    const rows = [
      { id: `mp-centre-${u.id}`, name: '东方明珠', address: '上海市浦东新区世纪大道1号', province: shanghai.province, city: shanghai.city, lat: shanghai.lat, lng: shanghai.lng },
      { id: `mp-real-${u.id}`, name: '外滩', address: '上海市黄浦区中山东一路', province: shanghai.province, city: shanghai.city, lat: 31.24, lng: 121.49 },
      // Another city's centre under this city's name: not what the old code wrote, kept.
      { id: `mp-other-${u.id}`, name: '别处', address: '上海市某处', province: shanghai.province, city: shanghai.city, lat: hangzhou.lat, lng: hangzhou.lng },
    ];
    for (const r of rows) await t.ctx.db.mapPoint.create({ data: { ...r, userId: u.id } });
    for (let i = 0; i < 2; i += 1) await t.ctx.db.$executeRawUnsafe(sql);
    const after = await t.ctx.db.mapPoint.findMany({ where: { userId: u.id }, orderBy: { id: 'asc' }, select: { id: true, address: true, lat: true, lng: true } });
    expect(after).toEqual([
      { id: `mp-centre-${u.id}`, address: '上海市浦东新区世纪大道1号', lat: null, lng: null },
      { id: `mp-other-${u.id}`, address: '上海市某处', lat: hangzhou.lat, lng: hangzhou.lng },
      { id: `mp-real-${u.id}`, address: '上海市黄浦区中山东一路', lat: 31.24, lng: 121.49 },
    ]);
  });
});
