/**
 * Deep links that open a navigation point in the four map services the public card offers. Pure: the same
 * point always gives the same links. Coordinates are GCJ-02 (what Chinese map pickers return), which Amap,
 * Tencent and Apple Maps in China use as is and Baidu accepts with coord_type=gcj02. Every piece of user text
 * is percent-encoded, so a name with `&`, `;` or `#` cannot break out of its parameter.
 *
 * A point without coordinates (chosen without a map service: only the address is known) opens each service's
 * documented place search for the address instead of a marker, so the visitor still reaches the place and no
 * coordinates are invented (issue 31).
 */
export interface MapTarget {
  lat: number | null;
  lng: number | null;
  name: string;
  address: string;
  city?: string;
}
export type MapLinkService = 'amap' | 'baidu' | 'tencent' | 'apple';
export interface MapLink {
  service: MapLinkService;
  url: string;
}
type Placed = MapTarget & { lat: number; lng: number };

/** Six decimals is about 0.1 m; more only leaks float noise into the URL. */
const coord = (n: number) => String(Number(n.toFixed(6)));
const enc = encodeURIComponent;

export function amapLink(p: Placed, src: string) {
  return `https://uri.amap.com/marker?position=${coord(p.lng)},${coord(p.lat)}&name=${enc(p.name)}&src=${enc(src)}&coordinate=gaode&callnative=1`;
}

export function baiduLink(p: Placed, src: string) {
  return `https://api.map.baidu.com/marker?location=${coord(p.lat)},${coord(p.lng)}&title=${enc(p.name)}&content=${enc(p.address)}` + `&output=html&coord_type=gcj02&src=${enc(src)}`;
}

export function tencentLink(p: Placed, referer: string) {
  // The marker parameter is itself a `key:value;key:value` list, so ';' and ':' inside the text must be encoded too.
  return `https://apis.map.qq.com/uri/v1/marker?marker=coord:${coord(p.lat)},${coord(p.lng)};title:${enc(p.name)};addr:${enc(p.address)}` + `&referer=${enc(referer)}`;
}

export function appleLink(p: Placed) {
  return `https://maps.apple.com/?ll=${coord(p.lat)},${coord(p.lng)}&q=${enc(p.name || p.address)}`;
}

/** What a visitor's map app searches for: the address, led by its city when the owner left the city out. */
export function searchText(p: MapTarget) {
  const address = p.address.trim();
  return p.city && !address.includes(p.city) ? `${p.city}${address}` : address;
}

/**
 * Place searches (each service's URI API): Amap `search?keyword=&city=`, Baidu `geocoder?address=&output=html`,
 * Tencent `uri/v1/search?keyword=&region=`, Apple `?q=`.
 */
export function searchLinks(p: MapTarget, appName: string): MapLink[] {
  const q = enc(searchText(p));
  const city = p.city ? enc(p.city) : '';
  return [
    { service: 'amap', url: `https://uri.amap.com/search?keyword=${q}${city ? `&city=${city}` : ''}&src=${enc(appName)}&callnative=1` },
    { service: 'baidu', url: `https://api.map.baidu.com/geocoder?address=${q}&output=html&src=${enc(appName)}` },
    { service: 'tencent', url: `https://apis.map.qq.com/uri/v1/search?keyword=${q}${city ? `&region=${city}` : ''}&referer=${enc(appName)}` },
    { service: 'apple', url: `https://maps.apple.com/?q=${q}` },
  ];
}

/** All four, in the order the chooser shows them. `appName` identifies us to Baidu (src) and Tencent (referer). */
export function mapLinks(p: MapTarget, appName = 'digital-card'): MapLink[] {
  if (p.lat === null || p.lng === null) return searchLinks(p, appName);
  const placed = { ...p, lat: p.lat, lng: p.lng };
  return [
    { service: 'amap', url: amapLink(placed, appName) },
    { service: 'baidu', url: baiduLink(placed, appName) },
    { service: 'tencent', url: tencentLink(placed, appName) },
    { service: 'apple', url: appleLink(placed) },
  ];
}
