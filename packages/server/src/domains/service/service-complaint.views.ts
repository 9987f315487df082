import type { ComplaintReason, ComplaintStatus, TComplaint } from '@card/contract';
import type { AppContext } from '../../context';
import { facesOf } from '../../core/people';
import type { ComplaintRow } from './service-complaint.repository';
import { keysOfImages } from './service-complaint.rules';

/**
 * How complaints go on the wire: people by their public face (read in one query per list), pictures as URLs of the
 * stored keys (the row keeps keys, so a change of storage host or signing never strands old evidence).
 */
export async function complaintViews(ctx: AppContext, rows: ComplaintRow[]): Promise<TComplaint[]> {
  const faces = await facesOf(
    ctx.db,
    rows.flatMap((r) => (r.targetId ? [r.userId, r.targetId] : [r.userId])),
  );
  return rows.map((r) => ({
    id: r.id,
    targetKind: r.targetKind === 'card' ? 'card' : 'other',
    target: r.targetId ? faces.face(r.targetId) : null,
    complainant: faces.face(r.userId),
    reason: r.reason as ComplaintReason,
    content: r.content,
    pictures: keysOfImages(r.images).map((k) => ctx.providers.storage.urlOf(k)),
    status: r.status as ComplaintStatus,
    decision: r.decision,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
  }));
}

export async function complaintView(ctx: AppContext, row: ComplaintRow): Promise<TComplaint> {
  return (await complaintViews(ctx, [row]))[0]!;
}
