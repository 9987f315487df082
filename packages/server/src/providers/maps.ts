import { nearest } from '../lib/geo';

/**
 * Maps: an address search and a reverse lookup behind one interface, so the map-point screen works the same with
 * or without a map service. The local implementation searches our own area list offline (a city's centre is the
 * best it knows); the AMap one (maps-amap.ts) asks AMap's web service when AMAP_WEB_KEY is set.
 */
export interface MapPlace {
  name: string;
  address: string;
  /** The area the service names; the card domain maps it onto its own area list. */
  province: string;
  city: string;
  lat: number;
  lng: number;
}

export interface MapsProvider {
  /** True when a real map service answers: only then does the screen show a map image and a draggable pin. */
  readonly detailed: boolean;
  search(keyword: string, city?: string): Promise<MapPlace[]>;
  /** The address at a point, or null when the service knows none. */
  reverse(lat: number, lng: number): Promise<MapPlace | null>;
  /** A static map image centred on a point, at `zoom`, `width` x `height` CSS pixels; '' when there is no map. */
  staticMapUrl(lat: number, lng: number, zoom: number, width: number, height: number): string;
}

/** Administrative suffixes people leave out: "深圳" for 深圳市, "广东" for 广东省 (never down to one character). */
const SUFFIX = /(特别行政区|维吾尔自治区|壮族自治区|回族自治区|自治区|自治州|地区|省|市|盟|区)$/;
const shortName = (s: string) => {
  const short = s.replace(SUFFIX, '');
  return short.length >= 2 ? short : s;
};

/**
 * Offline maps from a list of places (the card domain hands in every city of its area list with its centre).
 * A search finds the cities whose name, full or short, the keyword contains ("深圳南山" → 深圳市) or that contain
 * it ("苏" → 苏州市), and every city of a province named alone ("广东"); a reverse lookup answers the nearest
 * city centre within `reverseRadiusKm`, at the point asked.
 */
export function localMaps(places: readonly MapPlace[], reverseRadiusKm = 300): MapsProvider {
  const indexed = places.map((p) => ({ p, city: shortName(p.city), province: shortName(p.province) }));
  return {
    detailed: false,
    async search(keyword, city) {
      const k = keyword.replace(/\s+/g, '');
      if (!k) return [];
      const named = (i: (typeof indexed)[number]) => k.includes(i.city) || i.p.city.includes(k);
      const wholeProvince = (i: (typeof indexed)[number]) => k === i.p.province || k === i.province;
      return indexed
        .filter((i) => (!city || i.p.city === city) && (named(i) || wholeProvince(i)))
        .sort((a, b) => Number(named(b)) - Number(named(a)))
        .map((i) => i.p);
    },
    async reverse(lat, lng) {
      const best = nearest(places, lat, lng, reverseRadiusKm);
      return best && { ...best, lat, lng };
    },
    staticMapUrl: () => '',
  };
}
