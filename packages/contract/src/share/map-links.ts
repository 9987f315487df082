/**
 * Deep links that open a navigation point in the four map services the public card offers. Pure: the same
 * point always gives the same links. Coordinates are GCJ-02 (what Chinese map pickers return), which Amap,
 * Tencent and Apple Maps in China use as is and Baidu accepts with coord_type=gcj02. Every piece of user text
 * is percent-encoded, so a name with `&`, `;` or `#` cannot break out of its parameter.
 */
export interface MapTarget { lat: number; lng: number; name: string; address: string }
export type MapLinkService = 'amap' | 'baidu' | 'tencent' | 'apple';
export interface MapLink { service: MapLinkService; url: string }

/** Six decimals is about 0.1 m; more only leaks float noise into the URL. */
const coord = (n: number) => String(Number(n.toFixed(6)));
const enc = encodeURIComponent;

export function amapLink(p: MapTarget, src: string) {
  return `https://uri.amap.com/marker?position=${coord(p.lng)},${coord(p.lat)}&name=${enc(p.name)}&src=${enc(src)}&coordinate=gaode&callnative=1`;
}

export function baiduLink(p: MapTarget, src: string) {
  return `https://api.map.baidu.com/marker?location=${coord(p.lat)},${coord(p.lng)}&title=${enc(p.name)}&content=${enc(p.address)}`
    + `&output=html&coord_type=gcj02&src=${enc(src)}`;
}

export function tencentLink(p: MapTarget, referer: string) {
  // The marker parameter is itself a `key:value;key:value` list, so ';' and ':' inside the text must be encoded too.
  return `https://apis.map.qq.com/uri/v1/marker?marker=coord:${coord(p.lat)},${coord(p.lng)};title:${enc(p.name)};addr:${enc(p.address)}`
    + `&referer=${enc(referer)}`;
}

export function appleLink(p: MapTarget) {
  return `https://maps.apple.com/?ll=${coord(p.lat)},${coord(p.lng)}&q=${enc(p.name || p.address)}`;
}

/** All four, in the order the chooser shows them. `appName` identifies us to Baidu (src) and Tencent (referer). */
export function mapLinks(p: MapTarget, appName = 'digital-card'): MapLink[] {
  return [
    { service: 'amap', url: amapLink(p, appName) },
    { service: 'baidu', url: baiduLink(p, appName) },
    { service: 'tencent', url: tencentLink(p, appName) },
    { service: 'apple', url: appleLink(p) },
  ];
}
