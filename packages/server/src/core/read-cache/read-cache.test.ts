import { describe, expect, it } from 'vitest';
import { changeOf, modelOfRawWrite } from './changes.rules';
import { changeFeed, EVERYTHING } from './change-feed';
import { readCache } from './read-cache';
import { noteRead } from './read-recorder';
import { depsOfRead, nestedWriteModels, relationMapOf } from './read-deps.rules';

const RELATIONS = relationMapOf({
  models: {
    User: {
      fields: [
        { name: 'card', kind: 'object', type: 'Card' },
        { name: 'id', kind: 'scalar', type: 'String' },
      ],
    },
    Card: {
      fields: [
        { name: 'mobiles', kind: 'object', type: 'CardMobile' },
        { name: 'user', kind: 'object', type: 'User' },
      ],
    },
    CardMobile: { fields: [{ name: 'card', kind: 'object', type: 'Card' }] },
  },
});

const cacheOf = (maxEntries = 10) => readCache<string>({ maxEntries });
/** A load that reads its owner's Card row, as the query extension of db.ts would tell it (noteRead). */
const readsCard = (owner: string) => noteRead('Card', { where: { userId: owner } }, RELATIONS);
const loader = (value: string, owner: string) => {
  let calls = 0;
  const load = async () => {
    calls += 1;
    readsCard(owner);
    return { value, owner };
  };
  return { load, calls: () => calls };
};

describe('which user a write concerns', () => {
  it('reads the user from the where clause, the data of a create, or every row of a createMany', () => {
    expect(changeOf('Card', 'update', { where: { userId: 'u1' }, data: { name: 'x' } })).toEqual({ model: 'Card', userId: 'u1' });
    expect(changeOf('User', 'update', { where: { id: 'u1' }, data: {} })).toEqual({ model: 'User', userId: 'u1' });
    expect(changeOf('CardMobile', 'create', { data: { userId: 'u2', number: '1' } }).userId).toBe('u2');
    expect(changeOf('User', 'create', { data: { id: 'u3' } }).userId).toBe('u3');
    expect(changeOf('CardMobile', 'createMany', { data: [{ userId: 'u4' }, { userId: 'u4' }] }).userId).toBe('u4');
    expect(changeOf('Card', 'upsert', { where: { userId: 'u5' }, create: {}, update: {} }).userId).toBe('u5');
    expect(changeOf('UserModule', 'update', { where: { userId_moduleId: { userId: 'u6', moduleId: 3 } }, data: {} }).userId).toBe('u6');
  });
  it('names nobody when the call does not say (a row keyed by its own id, rows of two users, a filter)', () => {
    expect(changeOf('Honour', 'update', { where: { id: 'h1' }, data: {} }).userId).toBeNull();
    expect(changeOf('CardMobile', 'createMany', { data: [{ userId: 'u1' }, { userId: 'u2' }] }).userId).toBeNull();
    expect(changeOf('Card', 'updateMany', { where: { userId: { in: ['u1'] } }, data: {} }).userId).toBeNull();
    expect(changeOf('Session', 'update', { where: { tokenHash: 'x' }, data: {} }).userId).toBeNull();
  });
});

describe('which model a raw write touches', () => {
  it('reads the table of one INSERT, UPDATE or DELETE; anything else is every model', () => {
    expect(modelOfRawWrite('INSERT INTO "CardVisit" ("id") VALUES (?)')).toBe('CardVisit');
    expect(modelOfRawWrite('UPDATE Card SET company = ? WHERE userId = ?')).toBe('Card');
    expect(modelOfRawWrite('  delete from `Session` where id = ?')).toBe('Session');
    expect(modelOfRawWrite('INSERT OR IGNORE INTO "Message"("id") VALUES (?)')).toBe('Message');
    expect(modelOfRawWrite('UPDATE Card SET a = 1; DELETE FROM User')).toBeNull();
    expect(modelOfRawWrite('WITH x AS (SELECT 1) UPDATE Card SET a = 1')).toBeNull();
    expect(modelOfRawWrite('PRAGMA journal_mode = WAL')).toBeNull();
    expect(modelOfRawWrite(undefined)).toBeNull();
  });
});

describe('read cache', () => {
  it('reads once, then answers from memory until a write of that user', async () => {
    const c = cacheOf();
    const a = loader('card of u1', 'u1');
    expect(await c.get('k1', a.load)).toBe('card of u1');
    expect(await c.get('k1', a.load)).toBe('card of u1');
    expect(a.calls()).toBe(1);
    c.onChange({ model: 'Card', userId: 'u2' });
    await c.get('k1', a.load);
    expect(a.calls()).toBe(1);
    c.onChange({ model: 'Card', userId: 'u1' });
    await c.get('k1', a.load);
    expect(a.calls()).toBe(2);
  });
  it('ignores writes of models it is not made of; drops everything on a write naming nobody or a raw write', async () => {
    const c = cacheOf();
    const a = loader('v', 'u1');
    await c.get('k1', a.load);
    c.onChange({ model: 'CardVisit', userId: null });
    await c.get('k1', a.load);
    expect(a.calls()).toBe(1);
    c.onChange({ model: 'Card', userId: null });
    await c.get('k1', a.load);
    expect(a.calls()).toBe(2);
    c.onChange({ model: EVERYTHING, userId: null });
    await c.get('k1', a.load);
    expect(a.calls()).toBe(3);
  });
  it('does not store a read that a write of its user overtook (it may hold the old rows)', async () => {
    const c = cacheOf();
    let release!: () => void;
    const slow = async () => {
      readsCard('u1');
      await new Promise<void>((r) => {
        release = r;
      });
      return { value: 'old', owner: 'u1' };
    };
    const pending = c.get('k1', slow);
    c.onChange({ model: 'Card', userId: 'u1' });
    release();
    expect(await pending).toBe('old');
    expect(c.size()).toBe(0);
  });
  it('stores a read that a write overtook before the load read that model (it read the new rows)', async () => {
    const c = cacheOf();
    let release!: () => void;
    const slow = async () => {
      await new Promise<void>((r) => {
        release = r;
      });
      readsCard('u1');
      return { value: 'new', owner: 'u1' };
    };
    const pending = c.get('k1', slow);
    c.onChange({ model: 'Card', userId: 'u1' });
    release();
    expect(await pending).toBe('new');
    expect(c.size()).toBe(1);
  });
  it('depends on the models each value read, relations included; a raw read depends on everything', async () => {
    const c = cacheOf();
    let calls = 0;
    const viaRelation = async () => {
      calls += 1;
      noteRead('User', { where: { id: 'u1' }, include: { card: { include: { mobiles: true } } } }, RELATIONS);
      return { value: 'v', owner: 'u1' };
    };
    await c.get('k', viaRelation);
    expect([...c.modelsHeld()].sort()).toEqual(['Card', 'CardMobile', 'User']);
    c.onChange({ model: 'User', userId: 'u2' }); // another user's row: not read
    await c.get('k', viaRelation);
    expect(calls).toBe(1);
    c.onChange({ model: 'CardMobile', userId: 'u2' }); // reached through a relation: any row may be one read
    await c.get('k', viaRelation);
    expect(calls).toBe(2);
    const raw = async () => {
      noteRead(undefined, ['SELECT 1'], RELATIONS);
      return { value: 'r', owner: 'u3' };
    };
    await c.get('raw', raw);
    expect(c.size()).toBe(2);
    c.onChange({ model: 'Anything', userId: 'u9' });
    expect(c.size()).toBe(1); // the raw read went; the other did not read that model
  });
  it("narrows a relation read to the owner's rows for the models named as the owner's own", async () => {
    const c = readCache<string>({ maxEntries: 10, ownRows: ['CardMobile'] });
    let calls = 0;
    const load = async () => {
      calls += 1;
      noteRead('Card', { where: { userId: 'u1' }, include: { mobiles: true } }, RELATIONS);
      return { value: 'v', owner: 'u1' };
    };
    await c.get('k', load);
    c.onChange({ model: 'CardMobile', userId: 'u2' });
    await c.get('k', load);
    expect(calls).toBe(1);
    c.onChange({ model: 'CardMobile', userId: 'u1' });
    await c.get('k', load);
    expect(calls).toBe(2);
  });
  it("expires an entry after maxAgeMs, and a nested cache's hit adds what it was made of to the outer load", async () => {
    let t = 0;
    const inner = readCache<string>({ maxEntries: 10, maxAgeMs: 1000, now: () => t });
    const outer = readCache<string>({ maxEntries: 10 });
    const a = loader('inner', 'u1');
    await inner.get('i', a.load);
    const outerLoad = async () => ({ value: `outer(${await inner.get('i', a.load)})`, owner: 'u5' });
    expect(await outer.get('o', outerLoad)).toBe('outer(inner)');
    expect(a.calls()).toBe(1);
    expect([...outer.modelsHeld()]).toEqual(['Card']);
    outer.onChange({ model: 'Card', userId: 'u1' });
    expect(outer.size()).toBe(0);
    t = 1001;
    await inner.get('i', a.load);
    expect(a.calls()).toBe(2);
  });
});

describe('what a read depends on', () => {
  it('names the user of a top-level where; a relation or another key depends on every row', () => {
    expect(depsOfRead('Card', { where: { userId: 'u1' } }, RELATIONS)).toEqual([{ model: 'Card', userId: 'u1' }]);
    expect(depsOfRead('User', { where: { id: 'u1' } }, RELATIONS)).toEqual([{ model: 'User', userId: 'u1' }]);
    expect(depsOfRead('User', { where: { phoneIdEcr: 'p' } }, RELATIONS)).toEqual([{ model: 'User', userId: null }]);
    expect(depsOfRead('Card', { where: { userId: { in: ['u1'] } } }, RELATIONS)).toEqual([{ model: 'Card', userId: null }]);
    expect(depsOfRead('Card', { where: { user: { phoneIdEcr: 'p' } }, select: { mobiles: { select: { number: true } } } }, RELATIONS)).toEqual([
      { model: 'Card', userId: null },
      { model: 'User', userId: null },
      { model: 'CardMobile', userId: null },
    ]);
  });
  it('names the nested models a write writes', () => {
    expect(nestedWriteModels('User', { data: { card: { update: { mobiles: { create: [{}] } } } } }, RELATIONS)).toEqual(['Card', 'CardMobile']);
    expect(nestedWriteModels('Card', { where: { userId: 'u1' }, data: { name: 'x' } }, RELATIONS)).toEqual([]);
  });
  it('keeps at most maxEntries, dropping the least recently used; stores no "not found"', async () => {
    const c = cacheOf(2);
    await c.get('a', loader('A', 'u1').load);
    await c.get('b', loader('B', 'u2').load);
    await c.get('a', loader('A2', 'u1').load); // a hit: a becomes the most recent
    await c.get('c', loader('C', 'u3').load);
    expect(c.size()).toBe(2);
    expect(await c.get('a', loader('A3', 'u1').load)).toBe('A');
    expect(await c.get('b', loader('B2', 'u2').load)).toBe('B2');
    expect(await c.get('n', async () => null)).toBeNull();
    expect(c.size()).toBe(2);
  });
});

describe('change feed', () => {
  it("announces writes only, and repeats a transaction's changes once it settled", async () => {
    const feed = changeFeed();
    const seen: string[] = [];
    feed.subscribe((c) => seen.push(`${c.model}:${c.userId}`));
    feed.announce('Card', 'findUnique', { where: { userId: 'u1' } });
    expect(seen).toEqual([]);
    await feed.aroundTransaction(async () => {
      feed.announce('Card', 'update', { where: { userId: 'u1' } });
      expect(seen).toEqual(['Card:u1']);
    });
    expect(seen).toEqual(['Card:u1', 'Card:u1']);
    await expect(
      feed.aroundTransaction(async () => {
        feed.announceRaw();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow();
    expect(seen.slice(2)).toEqual(['*:null', '*:null']);
  });
});
