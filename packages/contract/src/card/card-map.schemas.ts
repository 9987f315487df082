import { z } from 'zod';
import { LIMITS } from '../common/limits';
import { fNumber, fOptText } from '../common/form';
import { zKeyword } from '../common/rules';

/**
 * Picking a navigation point without typing coordinates: an address search and the address at a point (the
 * phone's location, or where the owner dropped the pin). Places come back already placed in our area list
 * (province and city as `findDomesticAreaCity` names them), ready for `addMapPoint`.
 */
export const ZMapPlace = z.object({
  name: z.string(),
  address: z.string(),
  province: z.string(),
  city: z.string(),
  /** Null when no map service knows the exact place (our offline city list): no city centre stands in for it. */
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /** A static map image centred on the place (LIMITS.card.mapImage geometry), or '' when no map service is configured. */
  mapImageUrl: z.string(),
});
export type TMapPlace = z.infer<typeof ZMapPlace>;

export const ZSearchAddressBody = z.object({
  keyword: zKeyword(LIMITS.card.mapKeywordMax),
  /** Narrows the search to one city of the area list (optional). */
  city: fOptText(LIMITS.card.cityMax),
});
export const ZSearchAddressResult = z.object({
  places: z.array(ZMapPlace),
  /** True when a map service answered (images and a draggable pin); false for our offline city list. */
  detailed: z.boolean(),
});
export type TSearchAddressResult = z.infer<typeof ZSearchAddressResult>;

export const ZReverseGeocodeBody = z.object({ lat: fNumber(-90, 90), lng: fNumber(-180, 180) });
