import { expect } from 'vitest';

/**
 * The keys Apple documents for pass.json (Wallet Passes reference: "Pass", "PassFields", "PassFieldContent",
 * "Pass.Barcodes"), so a test fails on a key Wallet would not know (a typo, a made-up one) or a value of the wrong
 * type. Only the keys a generic pass may carry at the top level and in its field dictionaries.
 */
const TOP = new Set([
  'accessibilityURL',
  'addOnURL',
  'appLaunchURL',
  'associatedStoreIdentifiers',
  'authenticationToken',
  'backgroundColor',
  'barcode',
  'barcodes',
  'beacons',
  'boardingPass',
  'coupon',
  'description',
  'eventTicket',
  'expirationDate',
  'foregroundColor',
  'formatVersion',
  'generic',
  'groupingIdentifier',
  'labelColor',
  'locations',
  'logoText',
  'maxDistance',
  'nfc',
  'organizationName',
  'passTypeIdentifier',
  'relevantDate',
  'semantics',
  'serialNumber',
  'sharingProhibited',
  'storeCard',
  'suppressStripShine',
  'teamIdentifier',
  'userInfo',
  'voided',
  'webServiceURL',
]);
const REQUIRED = ['description', 'formatVersion', 'organizationName', 'passTypeIdentifier', 'serialNumber', 'teamIdentifier'];
const STRUCTURE = new Set(['auxiliaryFields', 'backFields', 'headerFields', 'primaryFields', 'secondaryFields', 'transitType']);
const FIELD = new Set([
  'attributedValue',
  'changeMessage',
  'currencyCode',
  'dataDetectorTypes',
  'dateStyle',
  'ignoresTimeZone',
  'isRelative',
  'key',
  'label',
  'numberStyle',
  'row',
  'semantics',
  'textAlignment',
  'timeStyle',
  'value',
]);
const BARCODE = new Set(['altText', 'format', 'message', 'messageEncoding']);
const BARCODE_FORMATS = new Set(['PKBarcodeFormatQR', 'PKBarcodeFormatPDF417', 'PKBarcodeFormatAztec', 'PKBarcodeFormatCode128']);
const COLOR = /^rgb\(\d{1,3}, \d{1,3}, \d{1,3}\)$/;
const STYLES = ['boardingPass', 'coupon', 'eventTicket', 'generic', 'storeCard'];

const unknown = (o: object, allowed: Set<string>) => Object.keys(o).filter((k) => !allowed.has(k));

export function assertApplePassKeys(pass: Record<string, unknown>): void {
  expect(unknown(pass, TOP), 'unknown top-level keys').toEqual([]);
  for (const key of REQUIRED) expect(pass[key], key).toBeDefined();
  expect(pass.formatVersion).toBe(1);
  for (const key of ['passTypeIdentifier', 'teamIdentifier', 'serialNumber', 'organizationName', 'description']) expect(typeof pass[key], key).toBe('string');
  for (const key of ['foregroundColor', 'backgroundColor', 'labelColor']) if (key in pass) expect(pass[key], key).toMatch(COLOR);
  expect(
    STYLES.filter((s) => s in pass),
    'exactly one pass style',
  ).toHaveLength(1);
  const style = pass[STYLES.find((s) => s in pass)!] as Record<string, unknown>;
  expect(unknown(style, STRUCTURE), 'unknown pass structure keys').toEqual([]);
  const keys = new Set<string>();
  for (const [group, fields] of Object.entries(style)) {
    if (group === 'transitType') continue;
    expect(Array.isArray(fields), group).toBe(true);
    for (const f of fields as Record<string, unknown>[]) {
      expect(unknown(f, FIELD), `unknown keys of a field in ${group}`).toEqual([]);
      expect(typeof f.key, `${group} key`).toBe('string');
      expect(f.value, `${group}.${String(f.key)} value`).toBeDefined();
      expect(keys.has(f.key as string), `field key ${String(f.key)} is unique`).toBe(false);
      keys.add(f.key as string);
    }
  }
  for (const b of (pass.barcodes ?? []) as Record<string, unknown>[]) {
    expect(unknown(b, BARCODE), 'unknown barcode keys').toEqual([]);
    expect(BARCODE_FORMATS.has(b.format as string), `barcode format ${String(b.format)}`).toBe(true);
    expect(typeof b.message).toBe('string');
    expect(typeof b.messageEncoding).toBe('string');
  }
}
