import type { z } from 'zod';
import type { ZMapPointBody } from '@card/contract';
import { LIMITS } from '@card/contract';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { citiesOf, provinceNames } from './areas';
import { assertRoomFor } from './card-lists.rules';
import { cardStyleRepository } from './card-style.repository';
import { checkArea } from './card-style.rules';

type PointInput = z.output<typeof ZMapPointBody>;

/** Map points, the card's navigation point, and the domestic area list behind the pickers. */
export function cardMapService(ctx: AppContext) {
  const repo = cardStyleRepository(ctx.db);
  const notFound = () => new DomainError('NOT_FOUND', { field: 'id' });

  async function points(userId: string) {
    const [list, navPointId] = await Promise.all([repo.pointsOf(userId), repo.navPointIdOf(userId)]);
    return { points: list, navPointId };
  }

  function addPoint(userId: string, input: PointInput) {
    checkArea(input.province, input.city);
    return ctx.db.$transaction(async (tx) => {
      const r = cardStyleRepository(tx);
      assertRoomFor(await r.pointCount(userId), LIMITS.card.mapPointsMax, 'CARD_MAP_POINTS_FULL');
      return r.addPoint({ id: ctx.ids.id(), userId, ...input, createdAt: ctx.clock.now() });
    });
  }

  async function updatePoint(userId: string, id: string, input: PointInput) {
    checkArea(input.province, input.city);
    if ((await repo.updatePoint(userId, id, input)).count === 0) throw notFound();
    return (await repo.pointOf(userId, id))!;
  }

  /** Deleting the card's navigation point also clears the card's choice, in the same transaction. */
  async function deletePoint(userId: string, id: string) {
    await ctx.db.$transaction(async (tx) => {
      const r = cardStyleRepository(tx);
      if ((await r.deletePoint(userId, id)).count === 0) throw notFound();
      await r.clearNavPointIf(userId, id);
    });
    return { id };
  }

  async function setNavigation(userId: string, id: string) {
    if (id && !(await repo.pointOf(userId, id))) throw notFound();
    return repo.setNavPoint(userId, id || null);
  }

  async function navigationOf(phoneIdEcr: string) {
    const userId = await repo.userIdByPhoneIdEcr(phoneIdEcr);
    if (!userId) throw new DomainError('NOT_FOUND', { field: 'phoneIdEcr' });
    const navPointId = await repo.navPointIdOf(userId);
    return navPointId ? repo.pointOf(userId, navPointId) : null;
  }

  function areas(province: string) {
    if (!province) return { provinces: provinceNames(), cities: [] };
    const cities = citiesOf(province);
    if (!cities) throw new DomainError('CARD_AREA_UNKNOWN', { field: 'province' });
    return { provinces: provinceNames(), cities: [...cities] };
  }

  return { points, addPoint, updatePoint, deletePoint, setNavigation, navigationOf, areas };
}
