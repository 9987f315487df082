import { subjectColumns, type TCircleComplaintBody } from '@card/contract';
import type { AppContext } from '../../context';
import { storeImage } from '../../core/images';
import { ownsStoredFile } from '../../core/uploads';
import { DomainError } from '../../lib/domain-error';
import { langOf } from '../../lib/lang';
import { loadCircle } from './circle-access';
import { assertComplaintPictures, complaintEvidence } from './circle-bulletin.rules';
import { circleBulletinRepository } from './circle-bulletin.repository';
import { BULLETIN_MESSAGES } from './circle-bulletin.messages';
import { assertCanView } from './circle-bulletin.service';

/**
 * Complaints about a circle (CircleComplain): any signed-in user who may see the circle's bulletins names 1-4 of them
 * as evidence, up to 9 pictures they uploaded, and a text. The owner is messaged; operators read the rows (manage part).
 */
export function circleComplaintService(ctx: AppContext) {
  const repo = circleBulletinRepository(ctx.db);

  async function uploadPicture(userId: string, cid: string, bytes: Uint8Array) {
    const { circle, me } = await loadCircle(ctx, cid, userId);
    assertCanView(circle, me, ctx.clock.now());
    const url = await storeImage(ctx, bytes, 'circle-complaints', 'webp', { userId, purpose: 'circleComplaintPicture' });
    // The file name is the storage key: what the complaint keeps, and what proves the picture is the caller's.
    return { fileName: ctx.providers.storage.keyOf(url) ?? url, url };
  }

  async function complain(userId: string, body: TCircleComplaintBody) {
    const now = ctx.clock.now();
    const { circle, me } = await loadCircle(ctx, body.cid, userId);
    assertCanView(circle, me, now);
    const evidence = complaintEvidence(body.bulletinIds);
    assertComplaintPictures(body.fileNames);
    if ((await repo.bulletinsInCircle(circle.id, evidence)) !== evidence.length) throw new DomainError('BULLETIN_NOT_FOUND', { field: 'bulletinIds' });
    for (const name of body.fileNames) {
      if (!(await ownsStoredFile(ctx, userId, name, 'circleComplaintPicture'))) throw new DomainError('BULLETIN_FILE_INVALID', { field: 'fileNames' });
    }
    const lang = await repo.languageOf(circle.ownerId);
    const { id } = await ctx.db.$transaction(async (tx) => {
      const r = circleBulletinRepository(tx);
      const row = await r.createComplaint({
        id: ctx.ids.id(), circleId: circle.id, userId, bulletinIds: JSON.stringify(evidence), fileNames: body.fileNames.join(','), content: body.content, createdAt: now,
      });
      await r.addMessage({ id: ctx.ids.id(), userId: circle.ownerId, ...BULLETIN_MESSAGES.complained(langOf(lang), circle.name), ...subjectColumns({ type: 'circle', id: circle.id }), createdAt: now });
      return row;
    });
    return { complaintId: id };
  }

  return { uploadPicture, complain };
}
