import { LIMITS, messageColumns, type TDecideComplaintBody, type TSubmitComplaintBody } from '@card/contract';
import type { AppContext } from '../../context';
import { storeImage } from '../../core/images';
import { cardUserOf, facesOf } from '../../core/people';
import { assertOwnStoredFiles } from '../../core/uploads';
import { DomainError } from '../../lib/domain-error';
import { pageArgs, pageResult } from '../../lib/paging';
import { COMPLAINT_MESSAGES } from './service-complaint.messages';
import { complaintRepository } from './service-complaint.repository';
import { assertNotSelf, evidencePictures, statusOfVerdict } from './service-complaint.rules';
import { complaintView, complaintViews } from './service-complaint.views';

const HOUR = 3_600_000;
const PURPOSE = 'complaintPicture';

/**
 * Complaints (issue 17): a user complains about a card (or something else) with evidence pictures they uploaded;
 * agents decide. A complaint is its complainant's: anyone else's id answers NOT_FOUND, as an unknown one does.
 */
export function serviceComplaintService(ctx: AppContext) {
  const repo = complaintRepository(ctx.db);

  async function uploadPicture(userId: string, bytes: Uint8Array) {
    const url = await storeImage(ctx, bytes, 'complaints', 'webp', { userId, purpose: PURPOSE });
    return { url };
  }

  /** The storage keys behind the caller's own complaint pictures; any other URL refuses the whole list. */
  const ownKeys = (userId: string, urls: string[]) => assertOwnStoredFiles(ctx, userId, urls, [PURPOSE], { code: 'COMPLAINT_PICTURE_INVALID', field: 'pictures' });

  /**
   * One pending complaint per user and card: a second waits for the first's decision (COMPLAINT_PENDING). The check
   * runs again inside the write's transaction; the idempotency key settles a double tap of the same submit.
   * Complaints about 'other' name nothing, so each stands alone.
   */
  async function submit(userId: string, body: TSubmitComplaintBody) {
    const targetId = body.target ? await cardUserOf(ctx.db, body.target, userId, 'target') : null;
    assertNotSelf(userId, targetId);
    if (targetId && (await repo.pendingAbout(userId, targetId))) throw new DomainError('COMPLAINT_PENDING', { field: 'target' });
    const keys = await ownKeys(userId, evidencePictures(body.pictures));
    // Not filtered for sensitive words: the evidence may have to quote the very words complained about.
    await ctx.limiter.enforce([{ key: `service-complaint:${userId}`, rule: { max: LIMITS.service.complaintsPerHour, windowMs: HOUR } }]);
    const row = await ctx.db.$transaction(async (tx) => {
      const r = complaintRepository(tx);
      if (targetId && (await r.pendingAbout(userId, targetId))) throw new DomainError('COMPLAINT_PENDING', { field: 'target' });
      return r.create({
        id: ctx.ids.id(),
        userId,
        targetKind: targetId ? 'card' : 'other',
        targetId,
        reason: body.reason,
        content: body.content,
        images: JSON.stringify(keys),
        createdAt: ctx.clock.now(),
      });
    });
    return complaintView(ctx, row);
  }

  async function mine(userId: string, q: { pageIndex: number; pageSize: number }) {
    const [rows, total] = await repo.mine(userId, pageArgs(q));
    return pageResult(await complaintViews(ctx, rows), total, q);
  }

  async function detail(userId: string, id: string) {
    const row = await repo.byId(id);
    if (!row || row.userId !== userId) throw new DomainError('NOT_FOUND', { field: 'id' });
    return complaintView(ctx, row);
  }

  async function forAgents(q: { tab: 'pending' | 'decided'; pageIndex: number; pageSize: number }) {
    const [[rows, total], pending] = await Promise.all([repo.forAgents(q.tab, pageArgs(q)), repo.pendingCount()]);
    return { ...pageResult(await complaintViews(ctx, rows), total, q), pending };
  }

  /**
   * Pending -> upheld/dismissed by a conditional change, and the complainant's message, in one transaction: the
   * agent who loses a race (or decides a decided one) gets COMPLAINT_DECIDED and nothing is written for them.
   */
  async function decide(agentId: string, body: TDecideComplaintBody) {
    const row = await repo.byId(body.id);
    if (!row) throw new DomainError('NOT_FOUND', { field: 'id' });
    const now = ctx.clock.now();
    const status = statusOfVerdict(body.verdict);
    const faces = await facesOf(ctx.db, row.targetId ? [row.userId, row.targetId] : [row.userId]);
    const about = row.targetId ? faces.face(row.targetId).name : '';
    await ctx.db.$transaction(async (tx) => {
      const r = complaintRepository(tx);
      const changed = await r.decide(row.id, { status, decision: body.decision, decidedBy: agentId, decidedAt: now });
      if (changed !== 1) throw new DomainError('COMPLAINT_DECIDED', { field: 'id' });
      await r.addMessage({
        id: ctx.ids.id(),
        userId: row.userId,
        ...COMPLAINT_MESSAGES.decided(faces.langOf(row.userId), status === 'upheld', about, body.decision),
        ...messageColumns('system', { type: 'complaint', id: row.id }),
        createdAt: now,
      });
    });
    return complaintView(ctx, (await repo.byId(row.id))!);
  }

  return { uploadPicture, submit, mine, detail, forAgents, decide };
}
