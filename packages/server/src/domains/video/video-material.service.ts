import { LIMITS, type Lang, type TPageQuery, type TSyntheticBody, type TVideoEpilogue } from '@card/contract';
import type { AppContext } from '../../context';
import { enqueueTask, wake } from '../../core/queue';
import { textFilter } from '../../core/text-filter';
import { DomainError } from '../../lib/domain-error';
import { sha256 } from '../../lib/hash';
import { pageArgs, pageResult } from '../../lib/paging';
import { inLang } from '../../lib/platform-text';
import { authRepository } from '../account';
import { assertOwnImages } from '../../core/uploads';
import { isVideoPremium } from './video.access';
import { BUILTIN_EPILOGUES, ensureBuiltinEpilogues } from './video-material-epilogues';
import { SYNTH_QUEUE, type SynthSource } from './video-material-synth';
import { videoMaterialRepository } from './video-material.repository';
import { assertEpilogueRoom, chosenEpilogue, SYNTH_FRAME, synthDurationMs, synthImages } from './video-material.rules';
import { expiresAtFrom } from './video-upload.rules';
import { uploadLogView } from './video-upload.views';
import type { VideoEpilogue } from '../../generated/prisma/client';

const V = LIMITS.video;
/** The synthesis budget of one user (each costs a core for seconds): ctx.limiter counts it. */
export const synthBudgetKey = (userId: string) => `video:synthesize:${userId}`;

/**
 * The material host's work on micro videos: epilogues (built-in and own, the default one), videos made from a poster
 * or pictures (the log and its `video.synthesize` task in one transaction; premium only), the history of those, the
 * host's login token, and the edit screen's address.
 */
export function videoMaterialService(ctx: AppContext) {
  const repo = videoMaterialRepository(ctx.db);
  const notFound = (field: string) => new DomainError('NOT_FOUND', { field });

  /**
   * An epilogue the user may use. A built-in one is drawn (and its row written) only when it is named and missing,
   * so a refused request (someone else's id) never writes anything.
   */
  async function usable(userId: string, id: string) {
    const row = await repo.usableEpilogue(userId, id);
    if (row || !BUILTIN_EPILOGUES.some((e) => e.id === id)) return row;
    await ensureBuiltinEpilogues(ctx.db, ctx.providers.storage);
    return repo.usableEpilogue(userId, id);
  }

  /** The built-in epilogues are named in the caller's language (decision 0032); a user's own as written. */
  const view = (e: VideoEpilogue, defaultId: string | null, lang: Lang = 'zh-CN'): TVideoEpilogue => ({
    id: e.id,
    name: inLang(lang, e.name, e.nameEn),
    imageUrl: e.imageUrl,
    text: e.text,
    seconds: e.seconds,
    builtIn: e.userId === null,
    isDefault: e.id === defaultId,
  });

  async function epilogues(userId: string, lang: Lang = 'zh-CN') {
    await ensureBuiltinEpilogues(ctx.db, ctx.providers.storage);
    const [rows, setting] = await Promise.all([repo.epilogues(userId), repo.setting(userId)]);
    // A default that is no longer usable (removed) reads as none.
    const defaultId = rows.some((r) => r.id === setting?.defaultEpilogueId) ? setting!.defaultEpilogueId : null;
    return { defaultId, list: rows.map((r) => view(r, defaultId, lang)) };
  }

  async function addEpilogue(userId: string, b: { name: string; imageUrl: string; text: string; seconds: number }) {
    await assertOwnImages(ctx, userId, [b.imageUrl], 'imageUrl');
    const filter = textFilter(ctx);
    await filter.assertClean(b.name, 'name');
    if (b.text) await filter.assertClean(b.text, 'text');
    assertEpilogueRoom(await repo.ownEpilogueCount(userId));
    const row = await repo.addEpilogue({ id: ctx.ids.id(), userId, name: b.name, imageUrl: b.imageUrl, text: b.text, seconds: b.seconds, createdAt: ctx.clock.now() });
    const setting = await repo.setting(userId);
    return view(row, setting?.defaultEpilogueId ?? null);
  }

  async function removeEpilogue(userId: string, id: string, lang: Lang = 'zh-CN') {
    if (!(await repo.ownEpilogue(userId, id))) throw notFound('id');
    await ctx.db.$transaction(async (tx) => {
      const r = videoMaterialRepository(tx);
      await r.removeEpilogue(userId, id);
      await r.clearDefaultEpilogue(id);
    });
    return epilogues(userId, lang);
  }

  async function setDefault(userId: string, epilogueId: string | undefined, lang: Lang = 'zh-CN') {
    if (epilogueId && !(await usable(userId, epilogueId))) throw notFound('epilogueId');
    await repo.setDefaultEpilogue(userId, epilogueId ?? null, ctx.clock.now());
    return epilogues(userId, lang);
  }

  async function synthesize(userId: string, b: TSyntheticBody, lang: Lang) {
    if (!(await isVideoPremium(ctx, userId))) throw new DomainError('VIDEO_PREMIUM_REQUIRED', { field: 'body' });
    const poster = b.posterRecordId ? await repo.ownPosterRecord(userId, b.posterRecordId) : null;
    if (b.posterRecordId && !poster) throw notFound('posterRecordId');
    await assertOwnImages(ctx, userId, b.images, 'images');
    const images = synthImages(poster?.url ?? null, b.images);
    const music = b.musicId ? await repo.music(b.musicId) : null;
    if (b.musicId && !music) throw notFound('musicId');
    const epId = chosenEpilogue(b.epilogueId, (await repo.setting(userId))?.defaultEpilogueId ?? null);
    const ep = epId ? await usable(userId, epId) : null;
    if (b.epilogueId && !ep) throw notFound('epilogueId');
    // Counted only once the request is valid: a refused request costs nothing.
    await ctx.limiter.enforce([{ key: synthBudgetKey(userId), rule: { max: V.synthPerHour, windowMs: 3_600_000 } }]);
    const source: SynthSource = {
      posterRecordId: poster?.id ?? null,
      images,
      secondsPerImage: b.secondsPerImage,
      musicId: music?.id ?? null,
      musicUrl: music?.url ?? null,
      epilogue: ep ? { id: ep.id, imageUrl: ep.imageUrl, text: ep.text, seconds: ep.seconds } : null,
    };
    const now = ctx.clock.now();
    const id = ctx.ids.id();
    const row = await ctx.db.$transaction(async (tx) => {
      const taskId = await enqueueTask(tx, ctx, { queue: SYNTH_QUEUE, payload: { uploadId: id }, maxAttempts: 2 });
      return videoMaterialRepository(tx).createLog({
        id,
        userId,
        kind: 'synthetic',
        fileName: lang === 'en' ? 'Made from pictures' : '图片合成视频',
        status: 'queued',
        progress: 0,
        durationMs: synthDurationMs({ images, secondsPerImage: b.secondsPerImage, epilogueSeconds: ep?.seconds ?? 0 }),
        width: SYNTH_FRAME.width,
        height: SYNTH_FRAME.height,
        source: JSON.stringify(source),
        taskId,
        expiresAt: expiresAtFrom(now),
        createdAt: now,
        updatedAt: now,
      });
    });
    wake(ctx, SYNTH_QUEUE);
    return uploadLogView(row, lang);
  }

  async function history(userId: string, q: TPageQuery, lang: Lang) {
    const { skip, take } = pageArgs(q);
    const { items, total } = await repo.syntheticPage(userId, skip, take);
    return pageResult(
      items.map((r) => uploadLogView(r, lang)),
      total,
      q,
    );
  }

  /** A new session of its own (hashed at rest like every session), so the host never holds the caller's own token. */
  async function loginToken(userId: string) {
    const token = ctx.ids.token();
    const expiresAt = new Date(ctx.clock.now().getTime() + V.materialTokenHours * 3_600_000);
    await authRepository(ctx.db).createSession({ id: ctx.ids.id(), tokenHash: sha256(token), userId, expiresAt });
    return { token, expiresAt: expiresAt.toISOString() };
  }

  return { epilogues, addEpilogue, removeEpilogue, setDefault, synthesize, history, loginToken };
}
