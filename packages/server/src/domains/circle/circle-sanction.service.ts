import type { CircleState, TPageQuery } from '@card/contract';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { pageArgs, pageResult } from '../../lib/paging';
import { circleRepository } from './circle.repository';
import { circleManageRepository } from './circle-manage.repository';
import { banOutcome, unbanOutcome, warnOutcome, type StateFacts, type StateOutcome } from './circle-manage.rules';
import { CIRCLE_MANAGE_MESSAGES as MSG } from './circle-manage.messages';
import { tell } from './circle-manage-shared';

type Action = 'warn' | 'ban' | 'unban';
const OUTCOME: Record<Action, (c: StateFacts) => StateOutcome> = { warn: warnOutcome, ban: banOutcome, unban: unbanOutcome };

/**
 * Platform operators' actions on circles (spec section 4): warn (the third dissolves), ban, unban, with the
 * circle's record (CircleSanction) and a message to the owner; and the complaints users filed.
 */
export function circleSanctionService(ctx: AppContext) {
  const repo = circleManageRepository(ctx.db);

  /**
   * One action as a conditional update on the state and warnings read: of three simultaneous warnings each one
   * counts, and exactly one of them is the third that dissolves the circle (a loser reads again and re-decides).
   */
  async function act(operatorId: string, action: Action, input: { cid: string; reason: string }) {
    for (let attempt = 0; attempt < 20; attempt++) {
      const done = await ctx.db.$transaction(async (tx) => {
        const r = circleManageRepository(tx);
        const c = await circleRepository(tx).circleById(input.cid);
        if (!c) throw new DomainError('CIRCLE_NOT_FOUND', { field: 'cid' });
        const now = ctx.clock.now();
        const next = OUTCOME[action](c);
        const moved = await r.moveState(c.id, c, {
          ...next, updatedAt: now,
          ...(next.state === 'banned' ? { bannedAt: now } : {}), ...(next.state === 'dissolved' ? { dissolvedAt: now } : {}),
        });
        if (!moved) return null;
        const dissolves = next.state === 'dissolved';
        await r.addSanction({ id: ctx.ids.id(), circleId: c.id, operatorId, action: dissolves ? 'dissolve' : action, reason: input.reason, createdAt: now });
        await tell(ctx, tx, c.id, c.ownerId, now, (lang) => (
          dissolves ? MSG.dissolved(lang, c.name, input.reason)
            : action === 'warn' ? MSG.warned(lang, c.name, next.warnings, input.reason)
              : action === 'ban' ? MSG.banned(lang, c.name, input.reason) : MSG.unbanned(lang, c.name)));
        return { cid: c.id, state: next.state as CircleState, warnings: next.warnings };
      });
      if (done) return done;
    }
    throw new DomainError('SERVER_BUSY');
  }

  async function sanctions(cid: string) {
    const c = await circleRepository(ctx.db).circleById(cid);
    if (!c) throw new DomainError('CIRCLE_NOT_FOUND', { field: 'cid' });
    const rows = await repo.sanctions(cid);
    return {
      cid, state: c.state as CircleState, warnings: c.warnings, bannedAt: c.bannedAt?.toISOString() ?? null,
      items: rows.map((s) => ({ id: s.id, action: s.action as Action, reason: s.reason, createdAt: s.createdAt.toISOString() })),
    };
  }

  async function complaintItems(rows: Awaited<ReturnType<typeof repo.complaintPage>>[0]) {
    const [circles, people] = await Promise.all([
      repo.circlesByIds([...new Set(rows.map((r) => r.circleId))]), circleRepository(ctx.db).people([...new Set(rows.map((r) => r.userId))]),
    ]);
    const circle = new Map(circles.map((c) => [c.id, c]));
    const person = new Map(people.map((p) => [p.id, p]));
    return rows.map((r) => ({
      complaintId: r.id, cid: r.circleId, circleName: circle.get(r.circleId)?.name ?? '', circleState: (circle.get(r.circleId)?.state ?? 'dissolved') as CircleState,
      complainant: { phoneIdEcr: person.get(r.userId)?.phoneIdEcr ?? '', name: person.get(r.userId)?.card?.name ?? '' },
      bulletinIds: parseIds(r.bulletinIds), fileNames: r.fileNames ? r.fileNames.split(',').filter(Boolean) : [], content: r.content,
      state: r.state as 'open' | 'handled', createdAt: r.createdAt.toISOString(),
    }));
  }

  async function complaints(input: { complaintState: 'open' | 'handled' } & TPageQuery) {
    const [rows, total] = await repo.complaintPage(input.complaintState, pageArgs(input));
    return pageResult(await complaintItems(rows), total, input);
  }

  /** Marks a complaint handled and tells the complainant once (a second call answers the complaint as it is). */
  async function handleComplaint(complaintId: string) {
    const found = await repo.complaintById(complaintId);
    if (!found) throw new DomainError('CIRCLE_COMPLAINT_NOT_FOUND', { field: 'complaintId' });
    await ctx.db.$transaction(async (tx) => {
      const now = ctx.clock.now();
      if (!(await circleManageRepository(tx).handleComplaint(complaintId))) return;
      const [c] = await circleManageRepository(tx).circlesByIds([found.circleId]);
      await tell(ctx, tx, found.circleId, found.userId, now, (lang) => MSG.complaintHandled(lang, c?.name ?? ''));
    });
    return (await complaintItems([(await repo.complaintById(complaintId))!]))[0]!;
  }

  return {
    warn: (operatorId: string, input: { cid: string; reason: string }) => act(operatorId, 'warn', input),
    ban: (operatorId: string, input: { cid: string; reason: string }) => act(operatorId, 'ban', input),
    unban: (operatorId: string, input: { cid: string; reason: string }) => act(operatorId, 'unban', input),
    sanctions, complaints, handleComplaint,
  };
}

/** Evidence ids as the bulletin part stores them: a JSON array (a comma list is read too). */
function parseIds(raw: string): string[] {
  try {
    const v = JSON.parse(raw) as unknown;
    if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string');
  } catch { /* a comma list */ }
  return raw.split(',').map((s) => s.trim()).filter(Boolean);
}
