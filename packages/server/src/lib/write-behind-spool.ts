import fs from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';

/**
 * A write-behind queue's items on disk until they are written (issue 30: a `kill -9` must not lose a visit the server
 * already answered). Each accepted item is appended to the current segment file, one JSON line, before the answer
 * goes out; a segment file is deleted once every item in it was written (or given up, and so counted as dropped). The
 * append is an ordinary write into the page cache (no fsync): it survives the process being killed, which is what
 * happens on a crash or an OOM kill; a power cut may lose the last second, as SQLite's NORMAL sync does.
 *
 * On start, `recover()` reads the segments a killed process left, in order, and removes them; the caller queues the
 * items again (which spools them anew). After a kill, a segment still holds the items already written beside those
 * that were not (a file is only removed once all of its items are written), so some are queued twice: harmless for
 * the queue that uses this, whose batch statement skips a visit already in the table (the window check).
 */
export interface Spool<T> {
  append(item: T): void;
  /** Items written (or given up): their segments go once empty. */
  settled(items: readonly T[]): void;
  /** What a previous process left, oldest first; its files are removed. */
  recover(): T[];
  /** A clean shutdown: every item was settled, nothing is left. */
  close(): void;
}

// A new segment after this many items or this long, so a written segment can be deleted while the load goes on.
const SEGMENT_ITEMS = 10_000;
const SEGMENT_MS = 10_000;

interface Segment<T> {
  seq: number;
  file: string;
  fd: number | null;
  open: Set<T>;
  startedAt: number;
}

export function fileSpool<T extends object>(dir: string, decode: (raw: unknown) => T, now: () => number = Date.now): Spool<T> {
  const segments = new Map<number, Segment<T>>();
  const segmentOf = new WeakMap<T, Segment<T>>();
  let current: Segment<T> | null = null;
  let nextSeq = 0;
  // Lines written per segment (settled ones included): the segment's size.
  const lines = new WeakMap<Segment<T>, number>();

  const files = () => (fs.existsSync(dir) ? fs.readdirSync(dir) : []).filter((f) => /^seg-\d+\.jsonl$/.test(f)).sort((a, b) => seqOf(a) - seqOf(b));

  function finish(seg: Segment<T>) {
    if (seg.fd !== null) {
      fs.closeSync(seg.fd);
      seg.fd = null;
    }
    if (seg.open.size === 0) {
      fs.rmSync(seg.file, { force: true });
      segments.delete(seg.seq);
    }
  }

  function writable(): Segment<T> {
    const t = now();
    if (current && ((lines.get(current) ?? 0) >= SEGMENT_ITEMS || t - current.startedAt >= SEGMENT_MS)) {
      const old = current;
      current = null;
      finish(old);
    }
    if (!current) {
      if (!segments.size) fs.mkdirSync(dir, { recursive: true });
      const seq = nextSeq++;
      const file = path.join(dir, `seg-${seq}.jsonl`);
      current = { seq, file, fd: fs.openSync(file, 'a'), open: new Set(), startedAt: t };
      lines.set(current, 0);
      segments.set(seq, current);
    }
    return current;
  }

  return {
    append(item) {
      const seg = writable();
      fs.writeSync(seg.fd!, `${JSON.stringify(item)}\n`);
      seg.open.add(item);
      lines.set(seg, (lines.get(seg) ?? 0) + 1);
      segmentOf.set(item, seg);
    },
    settled(items) {
      for (const item of items) {
        const seg = segmentOf.get(item);
        if (!seg) continue;
        segmentOf.delete(item);
        seg.open.delete(item);
        // The current segment stays open for appends; an older one goes as soon as it is empty.
        if (seg.open.size === 0 && seg !== current) finish(seg);
      }
    },
    recover() {
      const items: T[] = [];
      for (const f of files()) {
        const file = path.join(dir, f);
        for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
          if (!line) continue;
          // The last line may be cut short by the kill: it was never answered as written either.
          try {
            items.push(decode(JSON.parse(line)));
          } catch {
            /* a torn line */
          }
        }
        fs.rmSync(file, { force: true });
        nextSeq = Math.max(nextSeq, seqOf(f) + 1);
      }
      return items;
    },
    close() {
      for (const seg of [...segments.values()]) {
        finish(seg);
        // What could not be written stays, alone, for the next start.
        if (seg.open.size) fs.writeFileSync(seg.file, [...seg.open].map((x) => `${JSON.stringify(x)}\n`).join(''));
      }
      current = null;
      // Nothing left: no empty folder either (test runs make one per database).
      if (!segments.size) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const seqOf = (file: string) => Number(/^seg-(\d+)\.jsonl$/.exec(file)?.[1] ?? NaN);

/**
 * Where a queue of this database spools: the data folder (the parent of the upload folder, as the pay sandbox's
 * keys), one folder per database (hashed: the URL may hold a password) and queue, so test databases and several
 * installations on one machine never share a spool.
 */
export const spoolDirOf = (uploadDir: string, databaseUrl: string, queue: string) =>
  path.join(path.dirname(path.resolve(uploadDir)), 'spool', createHash('sha256').update(databaseUrl).digest('hex').slice(0, 16), queue);
