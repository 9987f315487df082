import { mkdtempSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runFile } from '../../test/helpers/database';
import { bundledIp2regionFile, ip2regionCity, ipv4Number, isPublicIpv4, placeOfRegion } from './ip-city';

/** A v1 database of the given ranges: header, data records, then the sorted index blocks. */
function dbOf(ranges: [string, string, string][]): string {
  const records = ranges.map(([, , region]) => Buffer.concat([Buffer.alloc(4), Buffer.from(region, 'utf8')]));
  const dataStart = 8;
  const dataLength = records.reduce((n, r) => n + r.length, 0);
  const first = dataStart + dataLength;
  const head = Buffer.alloc(8);
  head.writeUInt32LE(first, 0);
  head.writeUInt32LE(first + (ranges.length - 1) * 12, 4);
  let at = dataStart;
  const index = ranges.map(([from, to], i) => {
    const b = Buffer.alloc(12);
    b.writeUInt32LE(ipv4Number(from), 0);
    b.writeUInt32LE(ipv4Number(to), 4);
    b.writeUInt32LE(((records[i]!.length << 24) >>> 0) + at, 8);
    at += records[i]!.length;
    return b;
  });
  const file = path.join(mkdtempSync(runFile('ipcity-')), 'db');
  writeFileSync(file, Buffer.concat([head, ...records, ...index]));
  return file;
}

describe('ip-city', () => {
  it('reads dotted IPv4 (and IPv4-mapped IPv6) only', () => {
    expect(ipv4Number('1.2.3.4')).toBe(16909060);
    expect(ipv4Number('::ffff:1.2.3.4')).toBe(16909060);
    expect(ipv4Number('255.255.255.255')).toBe(4294967295);
    for (const junk of ['1.2.3', '256.1.1.1', '::1', '', 'localhost']) expect(ipv4Number(junk)).toBe(0);
  });

  it('has no city for loopback, private, link-local, CGNAT and multicast ranges, at each edge', () => {
    const pub = (a: string) => isPublicIpv4(ipv4Number(a));
    for (const a of ['127.0.0.1', '10.0.0.0', '10.255.255.255', '172.16.0.0', '172.31.255.255', '192.168.1.1', '169.254.0.1', '100.64.0.0', '100.127.255.255', '224.0.0.1', '0.1.2.3'])
      expect(pub(a), a).toBe(false);
    for (const a of ['11.0.0.0', '9.255.255.255', '172.15.255.255', '172.32.0.0', '192.169.0.0', '100.63.255.255', '100.128.0.0', '223.255.255.255']) expect(pub(a), a).toBe(true);
  });

  it('shows the city, else the province, else a foreign country', () => {
    expect(placeOfRegion('中国|0|广东省|深圳市|电信')).toBe('深圳市');
    expect(placeOfRegion('中国|0|西藏|0|0')).toBe('西藏');
    expect(placeOfRegion('美国|0|0|0|0')).toBe('美国');
    expect(placeOfRegion('中国|0|0|0|0')).toBeNull();
    expect(placeOfRegion('0|0|0|0|0')).toBeNull();
  });

  it('finds the range an address falls in, at both ends and just past them', () => {
    const p = ip2regionCity(
      dbOf([
        ['1.0.0.0', '1.0.0.255', '中国|0|福建省|福州市|电信'],
        ['1.0.1.0', '1.0.3.255', '中国|0|广东省|0|0'],
        ['8.8.8.0', '8.8.8.255', '美国|0|0|0|0'],
      ]),
    );
    expect(p.cityOf('1.0.0.0')).toBe('福州市');
    expect(p.cityOf('1.0.0.255')).toBe('福州市');
    expect(p.cityOf('1.0.1.0')).toBe('广东省');
    expect(p.cityOf('1.0.3.255')).toBe('广东省');
    expect(p.cityOf('1.0.4.0')).toBeNull();
    expect(p.cityOf('8.8.8.8')).toBe('美国');
    expect(p.cityOf('9.0.0.0')).toBeNull();
    expect(p.cityOf('10.0.0.1')).toBeNull();
  });

  it('a missing or foreign file gives no cities instead of failing the visit', () => {
    expect(ip2regionCity('/nonexistent/ip2region.db').cityOf('1.0.0.1')).toBeNull();
    const junk = path.join(mkdtempSync(runFile('ipcity-')), 'junk');
    writeFileSync(junk, Buffer.from('not a database'));
    expect(ip2regionCity(junk).cityOf('1.0.0.1')).toBeNull();
  });

  it('the database the ip2region package ships places a known Shanghai address', () => {
    const file = bundledIp2regionFile();
    expect(file).not.toBeNull();
    expect(ip2regionCity(file!).cityOf('202.96.209.133')).toBe('上海市');
  });
});
