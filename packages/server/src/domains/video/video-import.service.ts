import { errorText, type Lang } from '@card/contract';
import type { AppContext } from '../../context';
import type { AccessState } from '../../core/access';
import { isModuleLocked } from '../../core/access';
import { DomainError } from '../../lib/domain-error';
import { VIDEO_MODULE } from '@card/contract';
import { isVideoPremium, loadOwnVideo } from './video.access';
import { videoMaterialRepository } from './video-material.repository';
import { entranceRefusal, importRefusal, importTitle, quantityOf } from './video-material.rules';
import { videoUploadRepository } from './video-upload.repository';
import { videoUploadService } from './video-upload.service';
import { uploadLogView } from './video-upload.views';

/**
 * The quota (videos kept against the free or premium number), the upload entrance, importing a finished upload log
 * by its log id (uploaded or made from pictures; the same rules as userUploadVideo, which does the writing), the
 * import screen's preview, and the edit screen's address.
 */
export function videoImportService(ctx: AppContext) {
  const repo = videoMaterialRepository(ctx.db);

  async function facts(userId: string) {
    const [used, premium] = await Promise.all([videoUploadRepository(ctx.db).videoCount(userId), isVideoPremium(ctx, userId)]);
    return { used, premium };
  }

  async function ownLog(userId: string, logId: string) {
    const log = await repo.ownLog(userId, logId);
    if (!log) throw new DomainError('NOT_FOUND', { field: 'logId' });
    return log;
  }

  return {
    quantity: async (userId: string) => quantityOf(await facts(userId)),

    async entrance(userId: string, access: AccessState, lang: Lang) {
      const f = await facts(userId);
      const q = quantityOf(f);
      const code = entranceRefusal(isModuleLocked(VIDEO_MODULE, access), f);
      return { allowed: code === null, reasonCode: code, reason: code ? errorText(code, lang) : null, used: q.used, max: q.max };
    },

    async preview(userId: string, logId: string, lang: Lang) {
      const log = await ownLog(userId, logId);
      const code = importRefusal(log, await facts(userId));
      return { log: uploadLogView(log, lang), refusalCode: code, refusal: code ? errorText(code, lang) : null };
    },

    async importLog(userId: string, b: { logId: string; title: string }, lang: Lang) {
      const log = await ownLog(userId, b.logId);
      const code = importRefusal(log, await facts(userId));
      if (code) throw new DomainError(code, { field: 'logId' });
      const title = importTitle(b.title, log.kind === 'synthetic' ? '' : log.fileName, lang === 'en' ? 'My video' : '我的视频');
      // userUploadVideo's writer: the text filter, the quota counted again inside its transaction, a replay answers the same video.
      return videoUploadService(ctx).makeVideo(userId, { uploadId: log.id, title, intro: '', draft: false }, lang);
    },

    async editUrl(userId: string, id: string) {
      const v = await loadOwnVideo(ctx, userId, id);
      return { url: `/multipage/microvideo/editVideo/${encodeURIComponent(v.id)}` };
    },
  };
}
