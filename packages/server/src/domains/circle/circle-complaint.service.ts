import { messageColumns, type TCircleComplaintBody, type TOwnerComplaint, type TPageQuery } from '@card/contract';
import type { AppContext } from '../../context';
import { storeImage } from '../../core/images';
import { ownsStoredFile } from '../../core/uploads';
import { DomainError } from '../../lib/domain-error';
import { langOf } from '../../lib/lang';
import { pageArgs, pageResult } from '../../lib/paging';
import { assertOwner } from './circle.rules';
import { circleRepository } from './circle.repository';
import { loadCircle } from './circle.access';
import { assertComplaintPictures, complaintEvidence } from './circle-bulletin.rules';
import { circleBulletinRepository } from './circle-bulletin.repository';
import { BULLETIN_MESSAGES } from './circle-bulletin.messages';
import { assertCanView } from './circle-bulletin.service';
import { complaintState, evidenceOf, pictureNames } from './circle-complaint.views';

/**
 * Complaints about a circle (CircleComplain): any signed-in user who may see the circle's bulletins names 1-4 of them
 * as evidence, up to 9 pictures they uploaded, and a text. The owner is messaged (the link opens their inbox); operators
 * decide them in their console (circle-complaint-review.service.ts).
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
        id: ctx.ids.id(),
        circleId: circle.id,
        userId,
        bulletinIds: JSON.stringify(evidence),
        fileNames: body.fileNames.join(','),
        content: body.content,
        createdAt: now,
      });
      await r.addMessage({
        id: ctx.ids.id(),
        userId: circle.ownerId,
        ...BULLETIN_MESSAGES.complained(langOf(lang), circle.name),
        ...messageColumns('circle', { type: 'circleComplaints', id: circle.id }),
        createdAt: now,
      });
      return row;
    });
    return { complaintId: id };
  }

  /**
   * The owner's inbox: complaints about their circle, newest first, with the evidence as it reads now and the outcome.
   * A banned circle's owner still reads it (the complaints are often why it was banned), so the circle is read
   * without loadCircle's open-state refusal; a dissolved one is gone.
   */
  async function inbox(userId: string, cid: string, q: TPageQuery) {
    const base = circleRepository(ctx.db);
    const [circle, me] = await Promise.all([base.circleById(cid), base.memberOf(cid, userId)]);
    if (!circle || circle.state === 'dissolved') throw new DomainError('CIRCLE_NOT_FOUND', { field: 'cid' });
    assertOwner(me, ctx.clock.now());
    const [rows, total] = await repo.complaintsOfCircle(circle.id, pageArgs(q));
    const evidence = await evidenceOf(ctx, rows);
    const items: TOwnerComplaint[] = rows.map((r) => ({
      complaintId: r.id,
      content: r.content,
      evidence: evidence(r.bulletinIds),
      pictureCount: pictureNames(r.fileNames).length,
      state: complaintState(r.state),
      decisionReason: r.decisionReason,
      createdAt: r.createdAt.toISOString(),
    }));
    return pageResult(items, total, q);
  }

  return { uploadPicture, complain, inbox };
}
