import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { sha256 } from '../../lib/hash';
import { cardRepository } from './card.repository';
import { toCardView } from './card.rules';

export function cardService(ctx: AppContext) {
  const repo = cardRepository(ctx.db);

  async function view(where: { id: string } | { phoneIdEcr: string }, viewerId: string | null) {
    const rec = await repo.cardOf(where);
    if (!rec || !rec.card) throw new DomainError('NOT_FOUND', { field: 'phoneIdEcr' });
    const [music, navPoint] = await Promise.all([
      rec.card.musicId ? repo.musicOf(rec.card.musicId) : null,
      rec.card.navPointId ? repo.mapPointOf(rec.card.navPointId) : null,
    ]);
    return { rec, view: toCardView(rec, { music, navPoint }, viewerId, ctx.clock.now()) };
  }

  /** A visitor opens a card: the view, and a visit for the owner's radar (owners viewing themselves don't count). */
  async function visit(phoneIdEcr: string, viewerId: string | null, visitorFingerprint: string) {
    const { rec, view: card } = await view({ phoneIdEcr }, viewerId);
    if (viewerId !== rec.id) {
      await repo.recordVisit({ id: ctx.ids.id(), ownerId: rec.id, visitorId: viewerId, visitorKey: sha256(viewerId ?? visitorFingerprint), createdAt: ctx.clock.now() });
    }
    return card;
  }

  const mine = async (userId: string) => (await view({ id: userId }, userId)).view;

  async function updateName(userId: string, name: string) {
    return repo.updateCard(userId, { name });
  }

  return { view, visit, mine, updateName };
}
