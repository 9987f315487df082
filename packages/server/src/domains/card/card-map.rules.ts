import { DomainError } from '../../lib/domain-error';
import { nearest } from '../../lib/geo';
import { CITY_CENTRES } from './area-centres';
import { DOMESTIC_AREAS } from './card-map-regions';

export interface AreaPlace {
  name: string;
  address: string;
  province: string;
  city: string;
  lat: number;
  lng: number;
}

/** How far from a listed city centre a point may be and still count as that city's (Xinjiang's prefectures are large). */
export const AREA_RADIUS_KM = 400;

/** Every city of the area list at its centre: what the offline maps search, and what a point is placed in. */
export function cityPlaces(): AreaPlace[] {
  return DOMESTIC_AREAS.flatMap(([province, cities]) =>
    cities.map((city) => {
      const centre = CITY_CENTRES[province]?.[city];
      if (!centre) throw new Error(`areas.ts lists ${province}${city} without a centre in area-centres.ts`);
      const address = province === city ? city : `${province}${city}`;
      return { name: city, address, province, city, lat: centre[0], lng: centre[1] };
    }),
  );
}

/**
 * A provider's place put into our area list, so `addMapPoint`'s area check accepts it: kept when its province and
 * city are ours, else given the province and city of the nearest listed centre (a map service may name a district,
 * a county-level city, or "香港特别行政区" where our list has 中西区). Outside every area: MAP_POINT_OUTSIDE.
 */
export function placeInArea<T extends AreaPlace>(place: T, areas: readonly AreaPlace[]): T {
  if (areas.some((a) => a.province === place.province && a.city === place.city)) return place;
  const near = nearest(areas, place.lat, place.lng, AREA_RADIUS_KM);
  if (!near) throw new DomainError('MAP_POINT_OUTSIDE', { field: 'lat' });
  return { ...place, province: near.province, city: near.city };
}
