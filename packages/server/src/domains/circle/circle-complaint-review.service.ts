import { messageColumns, type CircleState, type TPageQuery } from '@card/contract';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { pageArgs, pageResult } from '../../lib/paging';
import { circleRepository } from './circle.repository';
import { circleManageRepository } from './circle-manage.repository';
import { complaintDecision } from './circle-manage.rules';
import { CIRCLE_MANAGE_MESSAGES as MSG } from './circle-manage.messages';
import { tell } from './circle-manage-shared';
import { complaintState, evidenceIds, evidenceOf, pictureNames, pictureUrls } from './circle-complaint.views';

type ComplaintRow = NonNullable<Awaited<ReturnType<ReturnType<typeof circleManageRepository>['complaintById']>>>;

/**
 * The operators' side of complaints about circles (issue 32): the queue by state, and the decision, taken once. The
 * operator role is the contract's guard (`needs: operator`), checked before any of this runs.
 */
export function circleComplaintReviewService(ctx: AppContext) {
  const repo = circleManageRepository(ctx.db);

  async function items(rows: ComplaintRow[]) {
    const [circles, people, evidence] = await Promise.all([
      repo.circlesByIds([...new Set(rows.map((r) => r.circleId))]),
      circleRepository(ctx.db).people([...new Set(rows.map((r) => r.userId))]),
      evidenceOf(ctx, rows),
    ]);
    const circle = new Map(circles.map((c) => [c.id, c]));
    const person = new Map(people.map((p) => [p.id, p]));
    return rows.map((r) => ({
      complaintId: r.id,
      cid: r.circleId,
      circleName: circle.get(r.circleId)?.name ?? '',
      circleState: (circle.get(r.circleId)?.state ?? 'dissolved') as CircleState,
      complainant: { phoneIdEcr: person.get(r.userId)?.phoneIdEcr ?? '', name: person.get(r.userId)?.card?.name ?? '' },
      bulletinIds: evidenceIds(r.bulletinIds),
      fileNames: pictureNames(r.fileNames),
      evidence: evidence(r.bulletinIds),
      pictures: pictureUrls(ctx, r.fileNames),
      content: r.content,
      state: complaintState(r.state),
      decisionReason: r.decisionReason,
      decidedAt: r.decidedAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  async function complaints(input: { complaintState: 'open' | 'upheld' | 'dismissed' } & TPageQuery) {
    const [rows, total] = await repo.complaintPage(input.complaintState, pageArgs(input));
    return pageResult(await items(rows), total, input);
  }

  /**
   * One transaction: the decision (only on a still-open complaint, so a second one is refused and two at once take
   * effect once), the complainant's message (its link opens the circle), and when upheld the owner's (its link opens
   * their complaint inbox, where the outcome and reason show).
   */
  async function decide(operatorId: string, b: { complaintId: string; uphold: boolean; reason: string }) {
    const reason = b.reason.trim();
    const row = await ctx.db.$transaction(async (tx) => {
      const r = circleManageRepository(tx);
      const found = await r.complaintById(b.complaintId);
      if (!found) throw new DomainError('CIRCLE_COMPLAINT_NOT_FOUND', { field: 'complaintId' });
      const state = complaintDecision(found.state, b.uphold, reason);
      const now = ctx.clock.now();
      if (!(await r.decideComplaint(found.id, { state, decisionReason: reason, decidedBy: operatorId, decidedAt: now }))) {
        throw new DomainError('CIRCLE_COMPLAINT_DECIDED', { field: 'complaintId' });
      }
      const c = await circleRepository(tx).circleById(found.circleId);
      const name = c?.name ?? '';
      await tell(ctx, tx, found.circleId, found.userId, now, (lang) => (state === 'upheld' ? MSG.complaintUpheld(lang, name, reason) : MSG.complaintDismissed(lang, name, reason)));
      // A dissolved circle has no owner's inbox left to open.
      if (state === 'upheld' && c && c.state !== 'dissolved') {
        const { title, content } = MSG.complaintAgainstUpheld(await r.languageOf(c.ownerId), name, reason);
        await r.addMessage({ id: ctx.ids.id(), userId: c.ownerId, title, content, ...messageColumns('circle', { type: 'circleComplaints', id: c.id }), createdAt: now });
      }
      return (await r.complaintById(found.id))!;
    });
    return (await items([row]))[0]!;
  }

  return { complaints, decide };
}
