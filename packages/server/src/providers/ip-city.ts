import { closeSync, existsSync, openSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import path from 'node:path';

/**
 * Where an address is (issue 31: the radar shows an anonymous visitor's city). The outside world behind a provider
 * like the maps: a hosted lookup could replace it. The local implementation reads an ip2region database file
 * (format v1: an 8-byte header with the first and last index offsets, 12-byte index blocks `start ip, end ip, data
 * pointer` sorted by address, and data records `city id (4 bytes) + "国家|区域|省份|城市|运营商"`), by positioned reads
 * of the few blocks a binary search needs instead of holding its 8.7 MB in memory. Answers are remembered (bounded).
 * Loopback, private and IPv6 addresses, and any read failure, answer null: the city is shown only when known.
 */
export interface IpCityProvider {
  cityOf(address: string): string | null;
}

const INDEX_BLOCK = 12;
const REMEMBERED_MAX = 10_000;

/** 0 for anything but a dotted IPv4 address (an IPv4-mapped IPv6 address is read as its IPv4 part). */
export function ipv4Number(address: string): number {
  const a = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(a) !== 4) return 0;
  return a.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

/** Loopback, private, link-local, CGNAT and unspecified ranges: no city to find. */
export function isPublicIpv4(n: number): boolean {
  const a = Math.floor(n / 16_777_216);
  const b = Math.floor(n / 65_536) % 256;
  if (n === 0 || a === 0 || a === 10 || a === 127 || a >= 224) return false;
  if (a === 169 && b === 254) return false;
  if (a === 172 && b >= 16 && b <= 31) return false;
  if (a === 192 && b === 168) return false;
  if (a === 100 && b >= 64 && b <= 127) return false;
  return true;
}

/** The shown place of a record's region text: the city, else the province, else a foreign country. */
export function placeOfRegion(region: string): string | null {
  const [country = '', , province = '', city = ''] = region.split('|').map((s) => (s === '0' ? '' : s.trim()));
  return city || province || (country && country !== '中国' ? country : '') || null;
}

export function ip2regionCity(dbFile: string): IpCityProvider {
  let fd: number | null = null;
  let first = 0;
  let blocks = 0;
  let broken = false;
  const remembered = new Map<number, string | null>();
  const read = (at: number, length: number) => {
    const buf = Buffer.alloc(length);
    const n = readSync(fd!, buf, 0, length, at);
    if (n !== length) throw new Error('ip2region: short read');
    return buf;
  };
  const open = () => {
    if (fd !== null || broken) return fd !== null;
    try {
      fd = openSync(dbFile, 'r');
      const head = read(0, 8);
      first = head.readUInt32LE(0);
      blocks = (head.readUInt32LE(4) - first) / INDEX_BLOCK + 1;
      if (!Number.isInteger(blocks) || blocks <= 0) throw new Error('ip2region: not a v1 database');
      return true;
    } catch {
      broken = true; // a missing or foreign file: no cities, asked once
      if (fd !== null) closeSync(fd);
      fd = null;
      return false;
    }
  };
  const search = (ip: number): string | null => {
    let low = 0;
    let high = blocks - 1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      const block = read(first + mid * INDEX_BLOCK, INDEX_BLOCK);
      if (ip < block.readUInt32LE(0)) high = mid - 1;
      else if (ip > block.readUInt32LE(4)) low = mid + 1;
      else {
        const ptr = block.readUInt32LE(8);
        const length = (ptr >>> 24) & 0xff;
        if (length <= 4) return null;
        return placeOfRegion(read(ptr & 0x00ff_ffff, length).toString('utf8', 4));
      }
    }
    return null;
  };
  return {
    cityOf(address) {
      const ip = ipv4Number(address);
      if (!isPublicIpv4(ip)) return null;
      const known = remembered.get(ip);
      if (known !== undefined) return known;
      if (!open()) return null;
      let place: string | null;
      try {
        place = search(ip);
      } catch {
        place = null;
      }
      if (remembered.size >= REMEMBERED_MAX) remembered.delete(remembered.keys().next().value!);
      remembered.set(ip, place);
      return place;
    },
  };
}

/** The database shipped with the `ip2region` package, or null when it is not installed. */
export function bundledIp2regionFile(): string | null {
  try {
    const file = path.join(path.dirname(createRequire(import.meta.url).resolve('ip2region/package.json')), 'data', 'ip2region.db');
    return existsSync(file) ? file : null;
  } catch {
    return null;
  }
}

/** No lookup configured: every city unknown. */
export const noIpCity: IpCityProvider = { cityOf: () => null };
