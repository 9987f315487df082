import type { z } from 'zod';
import type { ZMapPointBody } from '@card/contract';
import { LIMITS } from '@card/contract';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { citiesOf, provinceNames } from './card-map-regions';
import { assertRoomFor } from './card-lists.rules';
import { cardStyleRepository } from './card-style.repository';
import { checkArea } from './card-style.rules';
import { localMaps, type MapPlace, type MapsProvider } from '../../providers/maps';
import { cityPlaces, placeInArea } from './card-map.rules';

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

  // Address lookups: the configured maps provider, the offline city list when it fails (a map service that is down
  // or refuses a request should not leave the owner without a way to pick a place).
  const areaPlaces = cityPlaces();
  const offline = localMaps(areaPlaces);
  const { zoom, width, height } = LIMITS.card.mapImage;

  async function ask<T>(question: (maps: MapsProvider) => Promise<T>): Promise<{ maps: MapsProvider; answer: T }> {
    const maps = ctx.providers.maps;
    try {
      return { maps, answer: await question(maps) };
    } catch {
      return { maps: offline, answer: await question(offline) };
    }
  }

  /** A paid service answers these: each user has a budget per minute (LIMITS.card.mapLookupsPerMinute). */
  const spend = (userId: string, field: string) =>
    ctx.limiter.enforce([{ key: `map:user:${userId}`, rule: { max: LIMITS.card.mapLookupsPerMinute, windowMs: 60_000 } }], 'TOO_MANY_ATTEMPTS', field);

  const shown = (maps: MapsProvider, p: MapPlace) => ({ ...placeInArea(p, areaPlaces), mapImageUrl: maps.staticMapUrl(p.lat, p.lng, zoom, width, height) });

  async function searchAddress(userId: string, keyword: string, city: string) {
    await spend(userId, 'keyword');
    const { maps, answer } = await ask((m) => m.search(keyword, city || undefined));
    // Places outside every listed area (abroad) cannot become a navigation point, so they are not offered.
    const places = answer.flatMap((p) => {
      try {
        return [withoutGuess(maps, shown(maps, p))];
      } catch {
        return [];
      }
    });
    return { places: places.slice(0, LIMITS.card.mapResultsMax), detailed: maps.detailed };
  }

  /**
   * The offline list knows only city centres: a centre is not the place the owner searched for, so its answer keeps
   * the province and city and no coordinates (visitors' map apps then search for the typed address, issue 31).
   * A reverse lookup keeps the phone's own point, which is real.
   */
  const withoutGuess = <T extends { lat: number | null; lng: number | null }>(maps: MapsProvider, p: T): T => (maps.detailed ? p : { ...p, lat: null, lng: null });

  async function reverseGeocode(userId: string, lat: number, lng: number) {
    await spend(userId, 'lat');
    const { maps, answer } = await ask((m) => m.reverse(lat, lng));
    if (!answer) throw new DomainError('MAP_POINT_OUTSIDE', { field: 'lat' });
    return shown(maps, answer);
  }

  return { points, addPoint, updatePoint, deletePoint, setNavigation, navigationOf, areas, searchAddress, reverseGeocode };
}
