import { c, formPost } from '../common/contract-builder';
import { ZMapPlace, ZReverseGeocodeBody, ZSearchAddressBody, ZSearchAddressResult } from './card-map.schemas';

/** Map points belong to module 6 (map navigation), like the other map-point calls. */
const MAP_MODULE = { module: 6 } as const;

/**
 * Our calls (not in the spec) behind the map-point screen's three ways to pick a place; both are rate-limited per
 * user (LIMITS.card.mapLookupsPerMinute) because a configured map service is paid per request.
 */
export const cardMapContract = c.router({
  searchAddress: formPost('/map/searchAddress.xhtml', ZSearchAddressBody, ZSearchAddressResult, 'user', {
    needs: MAP_MODULE,
    summary: 'Ours: places matching an address or a name, from the configured map service or offline from the area list',
  }),
  reverseGeocode: formPost('/map/reverseGeocode.xhtml', ZReverseGeocodeBody, ZMapPlace, 'user', {
    needs: MAP_MODULE,
    summary: 'Ours: the address and area at a point (current location or a dragged pin); outside every area is MAP_POINT_OUTSIDE',
  }),
});
