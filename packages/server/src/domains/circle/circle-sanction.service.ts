import type { CircleState } from '@card/contract';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { circleRepository } from './circle.repository';
import { circleManageRepository } from './circle-manage.repository';
import { banOutcome, unbanOutcome, warnOutcome, type StateFacts, type StateOutcome } from './circle-manage.rules';
import { CIRCLE_MANAGE_MESSAGES as MSG } from './circle-manage.messages';
import { tell } from './circle-manage-shared';

type Action = 'warn' | 'ban' | 'unban';
const OUTCOME: Record<Action, (c: StateFacts) => StateOutcome> = { warn: warnOutcome, ban: banOutcome, unban: unbanOutcome };

/**
 * Platform operators' actions on circles (spec section 4): warn (the third dissolves), ban, unban, with the
 * circle's record (CircleSanction) and a message to the owner. Complaints users filed: circle-complaint-review.service.ts.
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
          ...next,
          updatedAt: now,
          ...(next.state === 'banned' ? { bannedAt: now } : {}),
          ...(next.state === 'dissolved' ? { dissolvedAt: now } : {}),
        });
        if (!moved) return null;
        const dissolves = next.state === 'dissolved';
        await r.addSanction({ id: ctx.ids.id(), circleId: c.id, operatorId, action: dissolves ? 'dissolve' : action, reason: input.reason, createdAt: now });
        await tell(ctx, tx, c.id, c.ownerId, now, (lang) =>
          dissolves
            ? MSG.dissolved(lang, c.name, input.reason)
            : action === 'warn'
              ? MSG.warned(lang, c.name, next.warnings, input.reason)
              : action === 'ban'
                ? MSG.banned(lang, c.name, input.reason)
                : MSG.unbanned(lang, c.name),
        );
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
      cid,
      state: c.state as CircleState,
      warnings: c.warnings,
      bannedAt: c.bannedAt?.toISOString() ?? null,
      items: rows.map((s) => ({ id: s.id, action: s.action as Action, reason: s.reason, createdAt: s.createdAt.toISOString() })),
    };
  }

  return {
    warn: (operatorId: string, input: { cid: string; reason: string }) => act(operatorId, 'warn', input),
    ban: (operatorId: string, input: { cid: string; reason: string }) => act(operatorId, 'ban', input),
    unban: (operatorId: string, input: { cid: string; reason: string }) => act(operatorId, 'unban', input),
    sanctions,
  };
}
