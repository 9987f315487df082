import type { AppContext } from '../../context';
import type { TPageQuery } from '@card/contract';
import { DomainError } from '../../lib/domain-error';
import { pageArgs, pageResult } from '../../lib/paging';
import { subscriptionRepository, type PublicUser } from './subscription.repository';
import { assertDetailVisible, assertNotOwnCard } from './usercentre.rules';
import { exchangedWith, phoneShownTo } from '../card';

/** Subscriptions ("store" / "collection" of other users' cards) and other users' public detail. */
export function subscriptionService(ctx: AppContext) {
  const repo = subscriptionRepository(ctx.db);

  async function target(phoneIdEcr: string): Promise<PublicUser> {
    const u = await repo.userByCard(phoneIdEcr);
    if (!u) throw new DomainError('NOT_FOUND', { field: 'phoneIdEcr' });
    return u;
  }

  async function mine(userId: string, q: TPageQuery) {
    const [subs, total] = await Promise.all([repo.subscriptionsOf(userId, pageArgs(q)), repo.subscriptionCount(userId)]);
    const cards = new Map((await repo.cardsOf(subs.map((s) => s.targetId))).map((u) => [u.id, u]));
    return pageResult(
      subs.flatMap((s) => {
        const u = cards.get(s.targetId);
        if (!u) return []; // the card's owner left; the row is harmless
        return [
          {
            phoneIdEcr: u.phoneIdEcr,
            name: u.card?.name ?? '',
            company: u.card?.company ?? '',
            position: u.card?.position ?? '',
            avatarUrl: u.avatarUrl ?? '',
            subscribedAt: s.createdAt.toISOString(),
          },
        ];
      }),
      total,
      q,
    );
  }

  async function toggle(userId: string, phoneIdEcr: string) {
    const t = await target(phoneIdEcr);
    assertNotOwnCard(userId, t.id);
    if (await repo.find(userId, t.id)) {
      await repo.remove(userId, t.id);
      return { subscribed: false };
    }
    await repo.add({ id: ctx.ids.id(), userId, targetId: t.id, createdAt: ctx.clock.now() });
    return { subscribed: true };
  }

  async function store(userId: string, phoneIdEcr: string) {
    const t = await target(phoneIdEcr);
    assertNotOwnCard(userId, t.id);
    await repo.add({ id: ctx.ids.id(), userId, targetId: t.id, createdAt: ctx.clock.now() });
    return { subscribed: true };
  }

  async function relationship(userId: string, phoneIdEcr: string) {
    const t = await target(phoneIdEcr);
    const [mineRow, backRow] = await Promise.all([repo.find(userId, t.id), repo.find(t.id, userId)]);
    return { subscribed: Boolean(mineRow), subscribedBack: Boolean(backRow) };
  }

  /** The phone leaves the server only when the owner shows it, to a contact who exchanged cards while the owner allows it, or to the owner. */
  async function detail(viewerId: string | null, phoneIdEcr: string) {
    const t = await target(phoneIdEcr);
    const viewer = viewerId ? await repo.viewer(viewerId) : null;
    const [follows, subscribed] = viewer ? await Promise.all([repo.find(t.id, viewer.id), repo.find(viewer.id, t.id)]) : [null, null];
    assertDetailVisible(t, viewer, Boolean(follows));
    const isSelf = viewer?.id === t.id;
    const exchanged = Boolean(viewer && !isSelf && t.hidePhone && t.showPhoneToExchanged && (await exchangedWith(ctx, t.id, viewer.id)));
    return {
      phoneIdEcr: t.phoneIdEcr,
      name: t.card?.name ?? '',
      company: t.card?.company ?? '',
      position: t.card?.position ?? '',
      avatarUrl: t.avatarUrl ?? '',
      mobile: isSelf || phoneShownTo(t, exchanged) ? (t.card?.mobiles[0]?.number ?? t.phone) : null,
      phoneHidden: t.hidePhone,
      subscribed: Boolean(subscribed),
      isSelf,
    };
  }

  return { mine, toggle, store, relationship, detail };
}
