import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileSpool, spoolDirOf } from './write-behind-spool';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'card-spool-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
let n = 0;
const freshDir = () => path.join(root, `q${++n}`);
type Item = { id: number };
const decode = (raw: unknown) => raw as Item;
const items = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => ({ id: from + i }));

describe('fileSpool', () => {
  it('gives a new process, in order, every item of a segment not yet fully written', () => {
    const dir = freshDir();
    const a = fileSpool<Item>(dir, decode);
    const all = items(0, 6);
    for (const x of all) a.append(x);
    a.settled([all[0]!, all[2]!]);
    // A killed process never closes: the next one finds the segment, written items included (queued twice, harmless).
    const b = fileSpool<Item>(dir, decode);
    expect(b.recover().map((x) => x.id)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(fs.readdirSync(dir)).toEqual([]); // recovered files are removed (the caller queues them again)
  });

  it('creates nothing on disk until an item comes', () => {
    const dir = freshDir();
    expect(fileSpool<Item>(dir, decode).recover()).toEqual([]);
    expect(fs.existsSync(dir)).toBe(false);
  });

  it('skips a last line cut short by the kill', () => {
    const dir = freshDir();
    const a = fileSpool<Item>(dir, decode);
    for (const x of items(0, 2)) a.append(x);
    const [file] = fs.readdirSync(dir);
    fs.appendFileSync(path.join(dir, file!), '{"id":');
    expect(
      fileSpool<Item>(dir, decode)
        .recover()
        .map((x) => x.id),
    ).toEqual([0, 1]);
  });

  it('starts a new segment after 10 s and deletes an old one once every item in it is settled', () => {
    const dir = freshDir();
    let t = 0;
    const s = fileSpool<Item>(dir, decode, () => t);
    const first = items(0, 3);
    for (const x of first) s.append(x);
    t = 9_999;
    s.append({ id: 3 }); // still the first segment
    expect(fs.readdirSync(dir)).toHaveLength(1);
    t = 10_000;
    const later = { id: 4 };
    s.append(later);
    expect(fs.readdirSync(dir).sort()).toEqual(['seg-0.jsonl', 'seg-1.jsonl']);
    s.settled([...first, later]);
    expect(fs.readdirSync(dir).sort()).toEqual(['seg-0.jsonl', 'seg-1.jsonl']); // id 3 is still open in seg-0
    s.settled([{ id: 3 }]); // another object with the same content is not the item: nothing changes
    expect(fs.readdirSync(dir)).toHaveLength(2);
  });

  it('starts a new segment after 10,000 items', () => {
    const dir = freshDir();
    const s = fileSpool<Item>(dir, decode, () => 0);
    const all = items(0, 10_001);
    for (const x of all) s.append(x);
    expect(fs.readdirSync(dir).sort()).toEqual(['seg-0.jsonl', 'seg-1.jsonl']);
    s.settled(all.slice(0, 10_000));
    expect(fs.readdirSync(dir)).toEqual(['seg-1.jsonl']);
  });

  it('on a clean close removes settled segments and keeps what could not be written for the next start', () => {
    const dir = freshDir();
    const s = fileSpool<Item>(dir, decode);
    const all = items(0, 3);
    for (const x of all) s.append(x);
    s.settled(all.slice(0, 2));
    s.close();
    expect(
      fileSpool<Item>(dir, decode)
        .recover()
        .map((x) => x.id),
    ).toEqual([2]); // only what was not written
    const t = fileSpool<Item>(freshDir(), decode);
    const one = { id: 9 };
    t.append(one);
    t.settled([one]);
    t.close();
    expect(fs.existsSync(path.join(root, `q${n}`))).toBe(false); // nothing left, not even the folder
  });

  it('numbers new segments after the recovered ones', () => {
    const dir = freshDir();
    const a = fileSpool<Item>(dir, decode);
    a.append({ id: 1 });
    const b = fileSpool<Item>(dir, decode);
    expect(b.recover()).toHaveLength(1);
    b.append({ id: 2 });
    expect(fs.readdirSync(dir)).toEqual(['seg-1.jsonl']);
  });
});

describe('spoolDirOf', () => {
  it('is beside the upload folder, one folder per database and queue, without the URL in it', () => {
    const dir = spoolDirOf('/srv/card/data/uploads', 'postgres://u:secret@db/card', 'card-visits');
    expect(dir).toMatch(/^\/srv\/card\/data\/spool\/[0-9a-f]{16}\/card-visits$/);
    expect(dir).not.toContain('secret');
    expect(spoolDirOf('/srv/card/data/uploads', 'file:/a.db', 'q')).not.toBe(spoolDirOf('/srv/card/data/uploads', 'file:/b.db', 'q'));
  });
});
