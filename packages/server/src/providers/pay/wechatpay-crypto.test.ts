import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  aeadDecrypt,
  aeadEncrypt,
  authorizationHeader,
  jsapiParameters,
  parseAuthorization,
  rfc3339China,
  rsaVerify,
  signedMessage,
  verifyAuthorization,
  verifyWechatpaySignature,
  wechatpaySignatureHeaders,
} from './wechatpay-crypto';

const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
const apiV3Key = 'abcdefghijklmnopqrstuvwxyz012345';
const now = new Date('2026-11-21T08:00:00Z');
const ts = String(now.getTime() / 1000);
const fiveMinutes = 5 * 60_000;

describe('request signing (Authorization)', () => {
  const m = { mchId: '1900000001', serialNo: 'MERCHANTSERIAL01', privateKey: merchant.privateKey };
  const req = { method: 'POST', pathWithQuery: '/v3/pay/transactions/h5', body: '{"a":1}', timestamp: ts, nonce: 'NONCE123' };

  it('writes the documented header and signs METHOD, path, timestamp, nonce and body, each followed by \\n', () => {
    const header = authorizationHeader(m, req);
    expect(header).toMatch(/^WECHATPAY2-SHA256-RSA2048 mchid="1900000001",nonce_str="NONCE123",signature="[A-Za-z0-9+/=]+",timestamp="\d+",serial_no="MERCHANTSERIAL01"$/);
    const a = parseAuthorization(header)!;
    expect(rsaVerify(merchant.publicKey, `POST\n/v3/pay/transactions/h5\n${ts}\nNONCE123\n{"a":1}\n`, a.signature)).toBe(true);
    expect(verifyAuthorization(merchant.publicKey, header, req)).toBe(true);
  });

  it('a changed body, path or key no longer verifies; another schema is not parsed', () => {
    const header = authorizationHeader(m, req);
    expect(verifyAuthorization(merchant.publicKey, header, { ...req, body: '{"a":2}' })).toBe(false);
    expect(verifyAuthorization(merchant.publicKey, header, { ...req, pathWithQuery: '/v3/pay/transactions/jsapi' })).toBe(false);
    expect(verifyAuthorization(stranger.publicKey, header, req)).toBe(false);
    expect(parseAuthorization(header.replace('WECHATPAY2', 'OTHER'))).toBeNull();
    expect(parseAuthorization(undefined)).toBeNull();
  });
});

describe('response and notification signatures (Wechatpay-* headers)', () => {
  const signer = { serial: 'PLATFORMSERIAL01', privateKey: platform.privateKey };
  const verifier = { serial: 'PLATFORMSERIAL01', publicKey: platform.publicKey };
  const body = '{"id":"EV-1","event_type":"TRANSACTION.SUCCESS"}';
  const headers = wechatpaySignatureHeaders(signer, body, ts, 'nonceabc');

  it('round trip: signed by the platform key, verified with its public key (header names in any case)', () => {
    expect(verifyWechatpaySignature(verifier, headers, body, now, fiveMinutes)).toBe('ok');
    const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    expect(verifyWechatpaySignature(verifier, lower, body, now, fiveMinutes)).toBe('ok');
  });

  it('a tampered body, a tampered signature, a wrong key each refused as a bad signature', () => {
    expect(verifyWechatpaySignature(verifier, headers, body.replace('EV-1', 'EV-2'), now, fiveMinutes)).toBe('bad-signature');
    const sig = headers['Wechatpay-Signature']!;
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
    expect(verifyWechatpaySignature(verifier, { ...headers, 'Wechatpay-Signature': flipped }, body, now, fiveMinutes)).toBe('bad-signature');
    expect(verifyWechatpaySignature(verifier, { ...headers, 'Wechatpay-Signature': 'not base64 at all!' }, body, now, fiveMinutes)).toBe('bad-signature');
    const forged = wechatpaySignatureHeaders({ serial: 'PLATFORMSERIAL01', privateKey: stranger.privateKey }, body, ts, 'nonceabc');
    expect(verifyWechatpaySignature(verifier, forged, body, now, fiveMinutes)).toBe('bad-signature');
  });

  it('a serial other than the configured platform serial is refused even with a good signature', () => {
    expect(verifyWechatpaySignature(verifier, { ...headers, 'Wechatpay-Serial': 'OTHERSERIAL' }, body, now, fiveMinutes)).toBe('bad-signature');
  });

  it('a missing header is "unsigned"', () => {
    for (const name of ['Wechatpay-Timestamp', 'Wechatpay-Nonce', 'Wechatpay-Signature', 'Wechatpay-Serial']) {
      const { [name]: _, ...rest } = headers;
      expect(verifyWechatpaySignature(verifier, rest, body, now, fiveMinutes)).toBe('unsigned');
    }
  });

  it('stale: exactly the maximum age passes, one second more is refused, and so is a timestamp as far ahead', () => {
    const at = (offsetS: number) => new Date(now.getTime() + offsetS * 1000);
    expect(verifyWechatpaySignature(verifier, headers, body, at(300), fiveMinutes)).toBe('ok');
    expect(verifyWechatpaySignature(verifier, headers, body, at(301), fiveMinutes)).toBe('stale');
    expect(verifyWechatpaySignature(verifier, headers, body, at(-300), fiveMinutes)).toBe('ok');
    expect(verifyWechatpaySignature(verifier, headers, body, at(-301), fiveMinutes)).toBe('stale');
  });

  it('a platform certificate or a bare public key both verify (publicKeyOf)', async () => {
    const { publicKeyOf } = await import('./wechatpay-crypto');
    const pem = platform.publicKey.export({ type: 'spki', format: 'pem' }) as string;
    expect(verifyWechatpaySignature({ serial: 'PLATFORMSERIAL01', publicKey: publicKeyOf(pem) }, headers, body, now, fiveMinutes)).toBe('ok');
    expect(createPublicKey(pem).asymmetricKeyType).toBe('rsa');
  });
});

describe('AEAD_AES_256_GCM resources', () => {
  it('round trip; base64 of ciphertext plus the 16-byte tag', () => {
    const plain = JSON.stringify({ out_trade_no: 'ORDER0001', amount: { total: 100 } });
    const ct = aeadEncrypt(apiV3Key, plain, 'nonce1234567', 'transaction');
    expect(Buffer.from(ct, 'base64').length).toBe(Buffer.byteLength(plain) + 16);
    expect(aeadDecrypt(apiV3Key, ct, 'nonce1234567', 'transaction')).toBe(plain);
  });

  it('a wrong key, nonce, associated data or a flipped byte answers null, never throws', () => {
    const ct = aeadEncrypt(apiV3Key, 'secret', 'nonce1234567', 'transaction');
    expect(aeadDecrypt('ABCDEFGHIJKLMNOPQRSTUVWXYZ012345', ct, 'nonce1234567', 'transaction')).toBeNull();
    expect(aeadDecrypt(apiV3Key, ct, 'nonce7654321', 'transaction')).toBeNull();
    expect(aeadDecrypt(apiV3Key, ct, 'nonce1234567', 'refund')).toBeNull();
    const bytes = Buffer.from(ct, 'base64');
    bytes[0]! ^= 1;
    expect(aeadDecrypt(apiV3Key, bytes.toString('base64'), 'nonce1234567', 'transaction')).toBeNull();
    expect(aeadDecrypt('short', ct, 'nonce1234567', 'transaction')).toBeNull();
    expect(aeadDecrypt(apiV3Key, 'AAAA', 'nonce1234567', 'transaction')).toBeNull();
  });
});

describe('JSAPI parameters and times', () => {
  it('paySign is RSA-SHA256 over appId, timeStamp, nonceStr and package, each followed by \\n', () => {
    const p = jsapiParameters({ appId: 'wx8888888888888888', privateKey: merchant.privateKey }, 'wx201410272009395522657a690389285100', ts, 'abcnonce');
    expect(p).toMatchObject({ appId: 'wx8888888888888888', timeStamp: ts, nonceStr: 'abcnonce', package: 'prepay_id=wx201410272009395522657a690389285100', signType: 'RSA' });
    expect(rsaVerify(merchant.publicKey, signedMessage('wx8888888888888888', ts, 'abcnonce', p.package), p.paySign)).toBe(true);
  });

  it('RFC 3339 in China time', () => {
    expect(rfc3339China(new Date('2026-11-21T16:30:05.123Z'))).toBe('2026-11-22T00:30:05+08:00');
  });
});
