import { createCipheriv, createDecipheriv, createPrivateKey, createPublicKey, createSign, createVerify, randomBytes, X509Certificate, type KeyObject } from 'node:crypto';

/**
 * WeChat Pay API v3's wire cryptography, as WeChat documents it, shared by the real client (wechatpay-v3.ts), the
 * local sandbox (sandbox.ts) and the tests' fake WeChat server, so all three sign and verify the same bytes:
 * - requests: `Authorization: WECHATPAY2-SHA256-RSA2048 ...`, an RSA-SHA256 signature with the merchant key over
 *   `METHOD\npath?query\ntimestamp\nnonce\nbody\n`;
 * - responses and notifications: `Wechatpay-Timestamp/-Nonce/-Signature/-Serial`, an RSA-SHA256 signature with the
 *   platform key over `timestamp\nnonce\nbody\n`;
 * - notification resources: AEAD_AES_256_GCM with the 32-byte APIv3 key, ciphertext = base64(ciphertext + 16-byte tag).
 * No I/O and no clock: the caller hands in times and nonces (newNonce() draws one).
 */

export const AUTH_SCHEMA = 'WECHATPAY2-SHA256-RSA2048';
/** The four headers WeChat signs its responses and notifications with (lower case, as Node reads them). */
export const WECHATPAY_HEADERS = {
  timestamp: 'wechatpay-timestamp',
  nonce: 'wechatpay-nonce',
  signature: 'wechatpay-signature',
  serial: 'wechatpay-serial',
} as const;

/** A random nonce of letters and digits (WeChat's nonce_str: up to 32 characters). */
export const newNonce = (length = 32) => randomBytes(length).toString('base64url').replace(/[-_]/g, 'x').slice(0, length);

/** WeChat's signed message: every part followed by a line feed, the last one included. */
export const signedMessage = (...parts: string[]) => parts.map((p) => `${p}\n`).join('');

export function privateKeyOf(pem: string | KeyObject): KeyObject {
  return typeof pem === 'string' ? createPrivateKey(pem) : pem;
}

/** A platform key from a PEM public key (WeChat Pay public key mode) or a PEM platform certificate. */
export function publicKeyOf(pem: string | KeyObject): KeyObject {
  if (typeof pem !== 'string') return pem;
  return pem.includes('BEGIN CERTIFICATE') ? new X509Certificate(pem).publicKey : createPublicKey(pem);
}

export function rsaSign(key: KeyObject, message: string): string {
  return createSign('RSA-SHA256').update(message, 'utf8').sign(key, 'base64');
}

/** Never throws: a malformed signature or a key of the wrong kind is simply not a valid signature. */
export function rsaVerify(key: KeyObject, message: string, signatureB64: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(key, signatureB64, 'base64');
  } catch {
    return false;
  }
}

export interface RequestSignature {
  method: string;
  pathWithQuery: string;
  body: string;
  timestamp: string;
  nonce: string;
}

/** The Authorization header of one request to WeChat Pay. */
export function authorizationHeader(merchant: { mchId: string; serialNo: string; privateKey: KeyObject }, r: RequestSignature): string {
  const signature = rsaSign(merchant.privateKey, signedMessage(r.method.toUpperCase(), r.pathWithQuery, r.timestamp, r.nonce, r.body));
  return `${AUTH_SCHEMA} mchid="${merchant.mchId}",nonce_str="${r.nonce}",signature="${signature}",timestamp="${r.timestamp}",serial_no="${merchant.serialNo}"`;
}

/** The fields of an Authorization header, or null when it is not WeChat Pay's schema (what WeChat's side checks). */
export function parseAuthorization(header: string | undefined): Record<'mchid' | 'nonce_str' | 'signature' | 'timestamp' | 'serial_no', string> | null {
  if (!header?.startsWith(`${AUTH_SCHEMA} `)) return null;
  const fields: Record<string, string> = {};
  for (const m of header.slice(AUTH_SCHEMA.length + 1).matchAll(/(\w+)="([^"]*)"/g)) fields[m[1]!] = m[2]!;
  const { mchid, nonce_str, signature, timestamp, serial_no } = fields;
  if (!mchid || !nonce_str || !signature || !timestamp || !serial_no) return null;
  return { mchid, nonce_str, signature, timestamp, serial_no };
}

/** Whether a request's Authorization was made by the holder of the merchant key (the fake server and tests use it). */
export function verifyAuthorization(merchantPublicKey: KeyObject, header: string | undefined, r: Omit<RequestSignature, 'timestamp' | 'nonce'>): boolean {
  const a = parseAuthorization(header);
  if (!a) return false;
  return rsaVerify(merchantPublicKey, signedMessage(r.method.toUpperCase(), r.pathWithQuery, a.timestamp, a.nonce_str, r.body), a.signature);
}

/** The Wechatpay-* headers WeChat puts on a response or a notification: signed with the platform key. */
export function wechatpaySignatureHeaders(platform: { serial: string; privateKey: KeyObject }, body: string, timestamp: string, nonce: string): Record<string, string> {
  return {
    'Wechatpay-Timestamp': timestamp,
    'Wechatpay-Nonce': nonce,
    'Wechatpay-Signature': rsaSign(platform.privateKey, signedMessage(timestamp, nonce, body)),
    'Wechatpay-Serial': platform.serial,
  };
}

export type SignatureVerdict = 'ok' | 'unsigned' | 'bad-signature' | 'stale';

const headerOf = (headers: Record<string, string | string[] | undefined>, name: string): string | undefined => {
  const v = headers[name] ?? Object.entries(headers).find(([k]) => k.toLowerCase() === name)?.[1];
  return Array.isArray(v) ? v[0] : v;
};

/**
 * Whether a response or notification really comes from WeChat Pay: all four headers present, the serial the one we
 * hold the key of (an unknown serial cannot be verified, so it is refused), the timestamp within `maxAgeMs` of now
 * either way (an old message replayed, or one dated ahead), and the signature valid over the exact raw body.
 */
export function verifyWechatpaySignature(
  platform: { serial: string; publicKey: KeyObject },
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  now: Date,
  maxAgeMs: number,
): SignatureVerdict {
  const timestamp = headerOf(headers, WECHATPAY_HEADERS.timestamp);
  const nonce = headerOf(headers, WECHATPAY_HEADERS.nonce);
  const signature = headerOf(headers, WECHATPAY_HEADERS.signature);
  const serial = headerOf(headers, WECHATPAY_HEADERS.serial);
  if (!timestamp || !nonce || !signature || !serial) return 'unsigned';
  if (serial !== platform.serial) return 'bad-signature';
  if (!rsaVerify(platform.publicKey, signedMessage(timestamp, nonce, rawBody), signature)) return 'bad-signature';
  // Checked after the signature: the timestamp is only worth reading once we know WeChat wrote it.
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now.getTime() - Number(timestamp) * 1000) > maxAgeMs) return 'stale';
  return 'ok';
}

/** AEAD_AES_256_GCM as WeChat uses it: base64(ciphertext + 16-byte tag), a 12-character nonce, associated data. */
export function aeadEncrypt(apiV3Key: string, plaintext: string, nonce: string, associatedData: string): string {
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([ct, cipher.getAuthTag()]).toString('base64');
}

/** The plaintext, or null when the key, nonce, associated data or ciphertext do not match (GCM's tag says so). */
export function aeadDecrypt(apiV3Key: string, ciphertextB64: string, nonce: string, associatedData: string): string | null {
  try {
    const key = Buffer.from(apiV3Key, 'utf8');
    const data = Buffer.from(ciphertextB64, 'base64');
    if (key.length !== 32 || data.length < 17 || !nonce) return null;
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'utf8'));
    decipher.setAAD(Buffer.from(associatedData, 'utf8'));
    decipher.setAuthTag(data.subarray(data.length - 16));
    return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** The JSAPI parameters for WeixinJSBridge `getBrandWCPayRequest`: paySign over appId, timeStamp, nonceStr, package. */
export function jsapiParameters(merchant: { appId: string; privateKey: KeyObject }, prepayId: string, timeStamp: string, nonceStr: string) {
  const pkg = `prepay_id=${prepayId}`;
  return {
    appId: merchant.appId,
    timeStamp,
    nonceStr,
    package: pkg,
    signType: 'RSA' as const,
    paySign: rsaSign(merchant.privateKey, signedMessage(merchant.appId, timeStamp, nonceStr, pkg)),
  };
}

/** RFC 3339 in China time, as WeChat writes and expects times (time_expire, success_time): `2026-11-21T16:00:00+08:00`. */
export function rfc3339China(d: Date): string {
  return `${new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
}

/** Unix seconds as WeChat's timestamps are written. */
export const unixSeconds = (d: Date) => String(Math.floor(d.getTime() / 1000));
