import { messageColumns, type TAdvisory, type TFeedQuery } from '@card/contract';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { feedArgs, feedResult } from '../../lib/paging';
import { langOf } from '../../lib/lang';
import { networkRepository } from './network.repository';
import { personOf } from './network.views';
import { advisoryRepository } from './network-advisory.repository';
import { radarRepository } from './network-radar.repository';
import { ADVISORY_MESSAGES } from './network-advisory.messages';
import { advisoryBudgetKey, ADVISORY_RULE, countsForRadar } from './network-radar.rules';

/**
 * Demand consultation (issue 13): a visitor (signed in or not) asks a card's owner; the owner gets an advisory
 * message in the same transaction, lists the consultations and marks them read. The unread count is also the user
 * centre's `/accessRadar/countAdvisoryUnreadMessage`.
 */
export function advisoryService(ctx: AppContext) {
  const repo = advisoryRepository(ctx.db);

  async function add(input: { phoneIdEcr: string; name: string; phone: string; content: string }, viewerId: string | null, address: string) {
    const owner = await radarRepository(ctx.db).ownerByPublicId(input.phoneIdEcr);
    if (!owner) throw new DomainError('RADAR_CARD_NOT_FOUND', { field: 'phoneIdEcr' });
    if (!countsForRadar(owner.id, viewerId)) throw new DomainError('ADVISORY_OWN_CARD', { field: 'phoneIdEcr' });
    // After the checks, so a mistyped card costs no budget; before the write, so a flood writes nothing.
    await ctx.limiter.enforce([{ key: advisoryBudgetKey(address), rule: ADVISORY_RULE }], 'TOO_MANY_ATTEMPTS');
    const now = ctx.clock.now();
    const text = ADVISORY_MESSAGES.received(langOf(owner.language), input.name, input.content);
    return ctx.db.$transaction(async (tx) => {
      const r = advisoryRepository(tx);
      const row = await r.add({ id: ctx.ids.id(), ownerId: owner.id, visitorId: viewerId, name: input.name, phone: input.phone, content: input.content, createdAt: now });
      await r.addMessage({ id: ctx.ids.id(), userId: owner.id, ...text, ...messageColumns('advisory', { type: 'consultation', id: row.id }), createdAt: now });
      return { id: row.id };
    });
  }

  async function list(ownerId: string, q: TFeedQuery) {
    const { after, take } = feedArgs('advisories', q);
    const [rows, unread] = await Promise.all([repo.page(ownerId, after, take), repo.unread(ownerId)]);
    const ids = [...new Set(rows.map((r) => r.visitorId).filter((id): id is string => id !== null))];
    const byId = new Map((ids.length ? await networkRepository(ctx.db).peopleByIds(ids) : []).map((p) => [p.id, personOf(p)]));
    const page = feedResult(
      'advisories',
      rows,
      q,
      (a) => ({ at: a.createdAt, id: a.id }),
      (a): TAdvisory => ({
        id: a.id,
        name: a.name,
        phone: a.phone,
        content: a.content,
        read: a.readAt !== null,
        createdAt: a.createdAt.toISOString(),
        person: (a.visitorId && byId.get(a.visitorId)) || null,
      }),
    );
    return { ...page, unread };
  }

  async function read(ownerId: string, id: string) {
    const row = await repo.ownerOf(id);
    if (row?.ownerId !== ownerId) throw new DomainError('NOT_FOUND', { field: 'id' }); // another owner's consultation is not found either
    await repo.markRead(ownerId, id, ctx.clock.now());
    return { unread: await repo.unread(ownerId) };
  }

  const unreadCount = async (ownerId: string) => ({ count: await repo.unread(ownerId) });

  return { add, list, read, unreadCount };
}
