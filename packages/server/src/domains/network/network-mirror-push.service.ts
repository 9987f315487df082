import type { MirrorContentType, TFeedQuery, TMirrorContent, TMirrorPush } from '@card/contract';
import type { AppContext } from '../../context';
import type { DbClient } from '../../core/db';
import { DomainError } from '../../lib/domain-error';
import { langOf } from '../../lib/lang';
import { feedArgs, feedResult } from '../../lib/paging';
import { networkRepository, type PersonRow } from './network.repository';
import { MIRROR_MESSAGES } from './network-mirror.messages';
import { networkMirrorRepository } from './network-mirror.repository';
import { assertMaster, assertPushable, contentSize, shownPushes, switchesOf, type LinkState, type MirrorRole } from './network-mirror.rules';

type PushRow = { id: string; masterId: string; contentType: string; payload: string; state: string; createdAt: Date; cancelledAt: Date | null };
const HISTORY = 'mirror.history';
const RECEIVED = 'mirror.received';

export const pushView = (p: PushRow, shown: boolean | null): TMirrorPush => {
  const content = JSON.parse(p.payload) as TMirrorContent;
  return {
    pushId: p.id,
    contentType: content.contentType,
    state: p.state === 'cancelled' ? 'cancelled' : 'pushed',
    createdAt: p.createdAt.toISOString(),
    cancelledAt: p.cancelledAt?.toISOString() ?? null,
    itemCount: contentSize(content),
    content,
    shown,
  };
};

/** What the pushes take from the mirror service: the caller's role, people by id and public id, and its message rows. */
export interface MirrorBasics {
  roleOf(userId: string, db?: DbClient): Promise<MirrorRole>;
  person(id: string): Promise<PersonRow>;
  byPublicId(phoneIdEcr: string): Promise<PersonRow>;
  nameOf(p: PersonRow): string;
  message(p: PersonRow, text: { title: string; content: string }, other: PersonRow): Parameters<ReturnType<typeof networkMirrorRepository>['addMessages']>[0][number];
}

/**
 * A master card's pushes (issue 13): the snapshot of a content type sent to the bound sub cards that allow it, its
 * cancelling, the master's history and what a sub received. Apart from network-mirror.service.ts, which keeps the
 * roles and links, because pushes only read those.
 */
export function networkMirrorPushes(ctx: AppContext, { roleOf, person, byPublicId, nameOf, message }: MirrorBasics) {
  const repo = networkMirrorRepository(ctx.db);
  const now = () => ctx.clock.now();

  async function snapshot(userId: string, contentType: MirrorContentType): Promise<TMirrorContent> {
    switch (contentType) {
      case 'basic': {
        const b = await repo.cardBasic(userId);
        return { contentType, basic: b ?? { company: '', productService: '', taxNumber: '', landline: '', fax: '' } };
      }
      case 'honours':
        return { contentType, honours: await repo.honours(userId) };
      case 'columns':
        return { contentType, columns: await repo.columns(userId) };
      case 'links':
        return { contentType, links: (await repo.linkSets(userId)).filter((s) => s.links.length > 0) };
    }
  }

  /** A push: the snapshot stored, and a message to every bound sub card that allows the type, in one transaction. */
  async function push(userId: string, contentType: MirrorContentType) {
    assertMaster(await roleOf(userId));
    const content = await snapshot(userId, contentType);
    assertPushable(content);
    const me = await person(userId);
    const { row, reached } = await ctx.db.$transaction(async (tx) => {
      const r = networkMirrorRepository(tx);
      assertMaster(await roleOf(userId, tx));
      const pushed = await r.addPush({ id: ctx.ids.id(), masterId: userId, contentType, payload: JSON.stringify(content), createdAt: now() });
      const bound = (await r.boundSubs(userId)).map((l) => l.subId);
      const switches = await r.switchesOf(bound);
      const allowing = bound.filter((id) => switchesOf(switches.filter((s) => s.subId === id)).some((s) => s.contentType === contentType && s.allowed));
      const subs = await networkRepository(tx).peopleByIds(allowing);
      await r.addMessages(subs.map((s) => message(s, MIRROR_MESSAGES.pushed(langOf(s.language), nameOf(me), contentType), me)));
      return { row: pushed, reached: allowing.length };
    });
    return { push: pushView(row, null), reachedSubs: reached };
  }

  async function cancel(userId: string, pushId: string) {
    // Another master's push is answered as one that does not exist (its id tells the caller nothing).
    const row = await repo.pushById(pushId);
    if (!row || row.masterId !== userId) throw new DomainError('NOT_FOUND', { field: 'pushId' });
    assertMaster(await roleOf(userId));
    // Cancelling a cancelled push answers it as it is: the wanted state holds.
    await repo.cancelPush(pushId, userId, now());
    return pushView((await repo.pushById(pushId))!, null);
  }

  async function history(userId: string, q: TFeedQuery) {
    assertMaster(await roleOf(userId));
    const { after, take } = feedArgs(HISTORY, q);
    const rows = await repo.pushes(userId, after, take);
    return feedResult(
      HISTORY,
      rows,
      q,
      (r) => ({ at: r.createdAt, id: r.id }),
      (r) => pushView(r, null),
    );
  }

  /** The pushes a sub card received from its master, each saying whether the sub's public page shows it now. */
  async function received(userId: string, q: { phoneIdEcr: string } & TFeedQuery) {
    const master = await byPublicId(q.phoneIdEcr);
    const link = await repo.linkOfSub(userId);
    if (!link || link.masterId !== master.id) throw new DomainError('MIRROR_NOT_YOUR_MASTER', { field: 'phoneIdEcr' });
    const shown = new Set(shownPushes(link.state as LinkState, switchesOf(await repo.switchesOf([userId])), await repo.livePushes(master.id)).map((p) => p.id));
    const { after, take } = feedArgs(RECEIVED, q);
    const rows = await repo.pushes(master.id, after, take);
    return feedResult(
      RECEIVED,
      rows,
      q,
      (r) => ({ at: r.createdAt, id: r.id }),
      (r) => pushView(r, shown.has(r.id)),
    );
  }

  return { push, cancel, history, received };
}
