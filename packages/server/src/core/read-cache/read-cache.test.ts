import { describe, expect, it } from 'vitest';
import { changeOf, modelOfRawWrite } from './changes.rules';
import { changeFeed, EVERYTHING } from './change-feed';
import { readCache } from './read-cache';

const cacheOf = (maxEntries = 10) => readCache<string>({ models: ['Card'], maxEntries });
const loader = (value: string, owner: string) => { let calls = 0; const load = async () => { calls += 1; return { value, owner }; }; return { load, calls: () => calls }; };

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
    const slow = async () => { await new Promise<void>((r) => { release = r; }); return { value: 'old', owner: 'u1' }; };
    const pending = c.get('k1', slow);
    c.onChange({ model: 'Card', userId: 'u1' });
    release();
    expect(await pending).toBe('old');
    expect(c.size()).toBe(0);
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
  it('announces writes only, and repeats a transaction\'s changes once it settled', async () => {
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
    await expect(feed.aroundTransaction(async () => { feed.announceRaw(); throw new Error('rolled back'); })).rejects.toThrow();
    expect(seen.slice(2)).toEqual(['*:null', '*:null']);
  });
});
