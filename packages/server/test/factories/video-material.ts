import type { AppContext } from '../../src/context';
import { loadSharp } from '../../src/lib/sharp';
import { melodyWav } from '../../src/lib/melody';

type Ctx = Pick<AppContext, 'db' | 'ids' | 'providers' | 'clock'>;

/**
 * A picture-library image of the owner with real bytes in storage (a flat colour of the given size), recorded as a
 * stored file of purpose `picture`, so assertOwnImages takes it and a synthesis can draw it. Answers its URL.
 */
export async function newStoredPicture(ctx: Ctx, owner: { id: string }, opts: { color?: string; width?: number; height?: number } = {}) {
  const sharp = await loadSharp();
  const png = await sharp({ create: { width: opts.width ?? 400, height: opts.height ?? 300, channels: 3, background: opts.color ?? '#3366cc' } })
    .png()
    .toBuffer();
  const key = `picture/${ctx.ids.id()}.png`;
  const { url } = await ctx.providers.storage.put(key, png, 'image/png');
  await ctx.db.storedFile.create({ data: { key, userId: owner.id, purpose: 'picture', bytes: png.length, createdAt: ctx.clock.now() } });
  return url;
}

/** A catalogue track with a short WAV in storage (the seed's music lives the same way). */
export async function newMusicTrack(ctx: Ctx) {
  const id = `music-${ctx.ids.id().slice(0, 10)}`;
  const key = `music/${id}.wav`;
  const { url } = await ctx.providers.storage.put(key, melodyWav([440, 523, 659]), 'audio/wav');
  return ctx.db.music.create({ data: { id, name: '测试曲', singer: '纯音乐', url, category: 'light' } });
}

/** An epilogue of the owner (a picture of theirs, a line of text). */
export async function newVideoEpilogue(ctx: Ctx, owner: { id: string }, opts: { imageUrl?: string; seconds?: number; text?: string } = {}) {
  const imageUrl = opts.imageUrl ?? (await newStoredPicture(ctx, owner, { color: '#aa3300' }));
  return ctx.db.videoEpilogue.create({
    data: { id: ctx.ids.id(), userId: owner.id, name: '我的片尾', imageUrl, text: opts.text ?? '', seconds: opts.seconds ?? 2, createdAt: ctx.clock.now() },
  });
}
