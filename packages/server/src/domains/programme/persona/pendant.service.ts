import type { PendantCategory } from '@card/contract';
import type { AppContext } from '../../../context';
import { isVipAt } from '../../../core/access';
import { facesOf } from '../../../core/people';
import { ensurePendantImages } from './pendant-art';
import { personaRepository } from './persona.repository';
import { assertWearable, pendantShown, pendantView } from './persona.rules';

/**
 * Avatar pendants (issue 18, a VIP feature): the catalogue, the caller's choice, putting one on (the route needs VIP)
 * and taking it off. The card view reads the worn pendant itself (domains/card) and leaves it out for a non-VIP owner.
 */
export function pendantService(ctx: AppContext) {
  const repo = personaRepository(ctx.db);
  const urlOf = (key: string) => ctx.providers.storage.urlOf(key);

  async function isVip(userId: string) {
    const u = await repo.vipOf(userId);
    return !!u && isVipAt(u.vipExpiresAt, u.tempVipExpiresAt, ctx.clock.now());
  }

  /** The catalogue for everybody signed in: a non-VIP sees what VIP brings (choosing answers the VIP message). */
  async function list(userId: string, category?: PendantCategory) {
    // The pictures live in storage; a storage that lost them (a new volume) gets them drawn again before they are listed.
    await ensurePendantImages(ctx.providers.storage);
    const [items, state, vip, faces] = await Promise.all([repo.catalogue(category), repo.stateOf(userId), isVip(userId), facesOf(ctx.db, [userId])]);
    const worn = state?.pendantId ? await repo.pendant(state.pendantId) : null;
    const face = faces.face(userId);
    return {
      items: items.map((p) => pendantView(p, urlOf)),
      currentId: worn && !worn.hidden ? worn.id : null,
      shown: pendantShown(worn, vip),
      isVip: vip,
      avatarUrl: face.avatarUrl ?? '',
      name: face.name,
      phoneIdEcr: face.phoneIdEcr,
    };
  }

  async function wear(userId: string, pendantId: string) {
    const pendant = await repo.pendant(pendantId);
    assertWearable(pendant);
    const now = ctx.clock.now();
    await repo.saveState(userId, { pendantId: pendant.id, pendantSetAt: now, updatedAt: now });
    return { currentId: pendant.id, imageUrl: urlOf(pendant.imageUrl) };
  }

  /** Open to a lapsed VIP too (taking a pendant off needs no privilege); with none worn nothing is written. */
  async function takeOff(userId: string) {
    const state = await repo.stateOf(userId);
    if (state?.pendantId) await repo.saveState(userId, { pendantId: null, pendantSetAt: null, updatedAt: ctx.clock.now() });
    return { currentId: null, imageUrl: '' };
  }

  return { list, wear, takeOff };
}
