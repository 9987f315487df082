import type { MapPlace, MapsProvider } from './maps';

export interface AmapOptions {
  /** The "Web 服务" key of an AMap console application. */
  key: string;
  /** AMap's REST origin; tests point it at a local fake server. */
  baseUrl?: string;
  timeoutMs?: number;
}

type Json = Record<string, unknown>;
/** AMap answers an absent value as an empty array ("city": []), so every string is read through this. */
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** "113.93,22.53" (AMap writes longitude first) → { lat, lng }, or null when the tip has no location. */
function point(location: unknown): { lat: number; lng: number } | null {
  const [lng, lat] = str(location).split(',').map(Number);
  return Number.isFinite(lat) && Number.isFinite(lng) && str(location) !== '' ? { lat: lat!, lng: lng! } : null;
}

/** "广东省深圳市南山区" → 广东省 / 深圳市; a municipality ("北京市朝阳区") is its own province and city. */
export function splitDistrict(district: string): { province: string; city: string } {
  const m = /^(.*?(?:省|自治区|特别行政区))?(.*?(?:市|自治州|地区|盟))?/.exec(district);
  const province = m?.[1] ?? '';
  const city = m?.[2] ?? '';
  return province ? { province, city } : { province: city, city };
}

/**
 * AMap web service (restapi.amap.com): input tips for the search, regeo for the reverse lookup, staticmap for the
 * picture under the pin. Coordinates are GCJ-02, as AMap and Tencent navigation expect them. A failed or refused
 * request throws; the card domain then falls back to the offline list.
 */
export function amapMaps({ key, baseUrl = 'https://restapi.amap.com', timeoutMs = 3000 }: AmapOptions): MapsProvider {
  async function get(path: string, params: Record<string, string>): Promise<Json> {
    const url = `${baseUrl}${path}?${new URLSearchParams({ ...params, key, output: 'JSON' })}`;
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) throw new Error(`AMap ${path} answered HTTP ${res.status}`);
    const body = (await res.json()) as Json;
    if (body.status !== '1') throw new Error(`AMap ${path} refused: ${str(body.info)} (${str(body.infocode)})`);
    return body;
  }

  return {
    detailed: true,
    async search(keyword, city) {
      const body = await get('/v3/assistant/inputtips', { keywords: keyword, ...(city ? { city, citylimit: 'true' } : {}), datatype: 'all' });
      const tips = Array.isArray(body.tips) ? (body.tips as Json[]) : [];
      return tips.flatMap((tip): MapPlace[] => {
        const at = point(tip.location);
        if (!at) return []; // a bus line or a keyword suggestion: nothing to navigate to
        const district = str(tip.district);
        return [{ name: str(tip.name), address: `${district}${str(tip.address)}`, ...splitDistrict(district), ...at }];
      });
    },
    async reverse(lat, lng) {
      const body = await get('/v3/geocode/regeo', { location: `${lng.toFixed(6)},${lat.toFixed(6)}` });
      const geo = (body.regeocode ?? {}) as Json;
      const parts = (geo.addressComponent ?? {}) as Json;
      const address = str(geo.formatted_address);
      if (!address) return null;
      const province = str(parts.province);
      return { name: str(parts.township) || address, address, province, city: str(parts.city) || province, lat, lng };
    },
    staticMapUrl(lat, lng, zoom, width, height) {
      const q = new URLSearchParams({ location: `${lng.toFixed(6)},${lat.toFixed(6)}`, zoom: String(zoom), size: `${width}*${height}`, scale: '2', key });
      return `${baseUrl}/v3/staticmap?${q}`;
    },
  };
}
