import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELP_SEED, helpMediaKeys, seedServiceHelp, seedServiceHelpMedia } from '../../src/domains/service/service-help.seed';
import { probeMedia } from '../../src/domains/video/video-ffmpeg';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf } from '../helpers/client';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** The seeded video tutorials' clips: real H.264 files stored as built-in files, served through the detail call. */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('help centre video media', () => {
  it('gives every seeded video tutorial a playable clip and a cover, once, and keeps other media', async () => {
    const db = t.ctx.db as never;
    const storage = t.ctx.providers.storage;
    await seedServiceHelp(db);
    const videos = HELP_SEED.filter((a) => a.kind === 'video');
    // One tutorial already shows other media: the seed leaves it alone.
    const other = videos[2]!;
    await t.ctx.db.helpArticle.update({ where: { id: other.id }, data: { mediaUrl: '/files/elsewhere/clip.mp4' } });
    const logs: string[] = [];
    await seedServiceHelpMedia(db, storage, (m) => logs.push(m));
    expect(logs).toEqual([]);

    for (const a of videos.slice(0, 2)) {
      const shown = okOf(await t.api.service.findHelpDetail({ query: { id: a.id } }));
      expect(shown.mediaUrl).toBe(storage.urlOf(helpMediaKeys(a.id).video));
      expect(shown.coverUrl).toBe(storage.urlOf(helpMediaKeys(a.id).cover));
      const bytes = await storage.read(helpMediaKeys(a.id).video);
      const file = path.join(os.tmpdir(), `help-media-${a.id}.mp4`);
      await fs.writeFile(file, bytes!);
      const probe = await probeMedia(file);
      await fs.rm(file, { force: true });
      expect(probe).toMatchObject({ hasVideo: true, videoCodec: 'h264', width: 960, height: 540 });
      expect(probe!.durationMs).toBeGreaterThanOrEqual(5_500);
    }
    expect((await t.ctx.db.helpArticle.findUnique({ where: { id: other.id } }))!.mediaUrl).toBe('/files/elsewhere/clip.mp4');

    // A second run with the files in place draws nothing again: the rows stay as they were.
    const before = await t.ctx.db.helpArticle.findUnique({ where: { id: videos[0]!.id } });
    await seedServiceHelpMedia(db, storage, (m) => logs.push(m));
    expect(await t.ctx.db.helpArticle.findUnique({ where: { id: videos[0]!.id } })).toEqual(before);
  }, 60_000);
});
