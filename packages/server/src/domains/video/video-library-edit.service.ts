import type { Lang, TPageQuery } from '@card/contract';
import type { AppContext } from '../../context';
import { textFilter } from '../../core/text-filter';
import { DomainError } from '../../lib/domain-error';
import { pageArgs, pageResult } from '../../lib/paging';
import { assertOwnImages } from '../../core/uploads';
import { musicInLang } from '../card';
import { isVideoPremium, loadOwnVideo, microVideoViews } from './video.access';
import { videoLibraryRepository, type VideoWrite } from './video-library.repository';
import { assertWatermarkPremium, cardTarget, settingOrDefault } from './video-library.rules';
import type { MicroVideo } from '../../generated/prisma/client';

type UpdateInput = { id: string; title: string; intro: string; labelId?: string; typeId?: string };
type EditInput = { id: string; title?: string; coverUrl?: string; epilogueId?: string | null; musicId?: string | null; adId?: string | null };

const notFound = (field: string) => new DomainError('NOT_FOUND', { field });

/**
 * Editing the owner's videos (module 54): texts, label and class, cover, epilogue, music, ad, the watermark; and the
 * library's two settings (the button visitors see, videos per row). Every id a field names is checked to be one the
 * caller may use before anything is written; text visitors read passes the sensitive-word filter.
 */
export function videoLibraryEditService(ctx: AppContext) {
  const repo = videoLibraryRepository(ctx.db);
  const one = async (row: MicroVideo, lang: Lang) => (await microVideoViews(ctx, [row], lang))[0]!;
  const save = async (userId: string, id: string, data: VideoWrite, lang: Lang) => one(await repo.update(userId, id, { ...data, updatedAt: ctx.clock.now() }), lang);

  async function update(userId: string, input: UpdateInput, lang: Lang) {
    await loadOwnVideo(ctx, userId, input.id);
    const filter = textFilter(ctx);
    await filter.assertClean(input.title, 'title');
    if (input.intro) await filter.assertClean(input.intro, 'intro');
    if (input.labelId && !(await repo.usableLabel(userId, await repo.companyOf(userId), input.labelId))) throw notFound('labelId');
    if (input.typeId && !(await repo.ownType(userId, input.typeId))) throw notFound('typeId');
    return save(userId, input.id, { title: input.title, intro: input.intro, labelId: input.labelId ?? null, typeId: input.typeId ?? null }, lang);
  }

  /** The edit screen's save: only the fields sent change; a blank choice (null) clears it. */
  async function edit(userId: string, input: EditInput, lang: Lang) {
    await loadOwnVideo(ctx, userId, input.id);
    const data: VideoWrite = {};
    if (input.title !== undefined) {
      await textFilter(ctx).assertClean(input.title, 'title');
      data.title = input.title;
    }
    if (input.coverUrl !== undefined) {
      await assertOwnImages(ctx, userId, [input.coverUrl], 'coverUrl');
      data.coverUrl = input.coverUrl;
    }
    if (input.epilogueId !== undefined) {
      if (input.epilogueId && !(await repo.usableEpilogue(userId, input.epilogueId))) throw notFound('epilogueId');
      data.epilogueId = input.epilogueId;
    }
    if (input.musicId !== undefined) {
      if (input.musicId && !(await repo.music(input.musicId))) throw notFound('musicId');
      data.musicId = input.musicId;
    }
    if (input.adId !== undefined) {
      if (input.adId && !(await repo.ownLiveAd(userId, input.adId))) throw notFound('adId');
      data.adId = input.adId;
    }
    return save(userId, input.id, data, lang);
  }

  /** A cover from the caller's picture library, or (blank) back to the first frame the transcoding drew. */
  async function cover(userId: string, id: string, coverUrl: string, lang: Lang) {
    const row = await loadOwnVideo(ctx, userId, id);
    if (coverUrl) {
      await assertOwnImages(ctx, userId, [coverUrl], 'coverUrl');
      return save(userId, id, { coverUrl }, lang);
    }
    const [upload] = row.uploadId ? await repo.uploadCovers([row.uploadId]) : [];
    return save(userId, id, { coverUrl: upload?.coverUrl ?? row.coverUrl }, lang);
  }

  async function removeWatermark(userId: string, id: string, lang: Lang) {
    await loadOwnVideo(ctx, userId, id);
    assertWatermarkPremium(await isVideoPremium(ctx, userId));
    return save(userId, id, { watermark: false }, lang);
  }

  async function musicPage(q: TPageQuery, lang: Lang) {
    const { skip, take } = pageArgs(q);
    const [rows, total] = await Promise.all([repo.musicPage(skip, take), repo.countMusic()]);
    return pageResult(
      rows.map((r) => musicInLang(r, lang)),
      total,
      q,
    );
  }

  async function setMusic(userId: string, id: string, musicId: string | undefined, lang: Lang) {
    await loadOwnVideo(ctx, userId, id);
    if (musicId && !(await repo.music(musicId))) throw notFound('musicId');
    return save(userId, id, { musicId: musicId ?? null }, lang);
  }

  /** The button under a card's videos: `0` the caller's own, else a card's (unknown card: NOT_FOUND). */
  async function buttonType(phoneIdEcr: string, viewerId: string | null) {
    const target = cardTarget(phoneIdEcr, viewerId);
    const userId = 'userId' in target ? target.userId : (await repo.userByPublicId(target.phoneIdEcr))?.id;
    if (!userId) throw notFound('phoneIdEcr');
    return { buttonType: settingOrDefault(await repo.setting(userId)).buttonType };
  }

  const setButtonType = async (userId: string, value: string) => ({ buttonType: settingOrDefault(await repo.saveSetting(userId, { buttonType: value }, ctx.clock.now())).buttonType });
  const rows = async (userId: string) => ({ rowsPerLine: settingOrDefault(await repo.setting(userId)).rowsPerLine });
  const setRows = async (userId: string, value: number) => ({ rowsPerLine: settingOrDefault(await repo.saveSetting(userId, { rowsPerLine: value }, ctx.clock.now())).rowsPerLine });

  return { update, edit, cover, removeWatermark, musicPage, setMusic, buttonType, setButtonType, rows, setRows };
}
