import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { SandboxWxPay } from './sandbox';
import type { PayProvider } from './types';
import { newNonce, unixSeconds, wechatpaySignatureHeaders } from './wechatpay-crypto';
import { buildWechatpayNotification, refundResource, transactionResource } from './wechatpay-notification';
import { WechatPayV3 } from './wechatpay-v3';

/**
 * Notifications at the provider level, for both providers (they share the reading code, and each is tried): a
 * correct one is read; a tampered body, a tampered signature, a wrong serial, a replay past the age limit and an
 * undecryptable resource are each refused with their reason, never thrown.
 */
const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const apiV3Key = 'abcdefghijklmnopqrstuvwxyz012345';
const SERIAL = 'PLATFORMSERIAL01';
const now = new Date('2026-11-21T08:00:00Z');
const signer = { serial: SERIAL, privateKey: platform.privateKey, apiV3Key };

const providers: [string, PayProvider][] = [
  [
    'wechatpay',
    new WechatPayV3({
      mchId: '1900000109',
      appId: 'wxapp',
      merchantSerial: 'M1',
      merchantPrivateKey: merchant.privateKey,
      apiV3Key,
      platformSerial: SERIAL,
      platformPublicKey: platform.publicKey,
      notifyBase: 'https://card.example.com',
      baseUrl: 'http://127.0.0.1:1',
    }),
  ],
  [
    'sandbox',
    new SandboxWxPay({
      keys: {
        mchId: '1900000109',
        appId: 'wxapp',
        merchantSerial: 'M1',
        merchantPrivateKey: merchant.privateKey,
        platformSerial: SERIAL,
        platformPrivateKey: platform.privateKey,
        platformPublicKey: createPublicKey(platform.privateKey),
        apiV3Key,
        linkKey: 'k',
      },
    }),
  ],
];

const transaction = {
  orderNo: 'ORDER0001',
  transactionId: '4200000000202611210000000001',
  tradeState: 'SUCCESS' as const,
  amountFen: 1990,
  successTime: '2026-11-21T16:00:00+08:00',
  payerOpenId: 'o-payer',
};
const paid = (at = now, key = signer) =>
  buildWechatpayNotification(
    key,
    {
      id: 'EV-0001',
      eventType: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      originalType: 'transaction',
      resource: transactionResource({ appId: 'wxapp', mchId: '1900000109' }, transaction),
    },
    at,
  );

describe.each(providers)('%s parseNotification', (_name, p) => {
  it('a correct TRANSACTION.SUCCESS is read', async () => {
    const n = paid();
    expect(await p.parseNotification(n.headers, n.body, now)).toEqual({ id: 'EV-0001', eventType: 'TRANSACTION.SUCCESS', transaction });
  });

  it('a correct REFUND.SUCCESS is read', async () => {
    const n = buildWechatpayNotification(
      signer,
      {
        id: 'EV-0002',
        eventType: 'REFUND.SUCCESS',
        summary: '退款成功',
        originalType: 'refund',
        resource: refundResource(
          { mchId: '1900000109' },
          { orderNo: 'ORDER0001', refundNo: 'R0001', refundId: '5030', state: 'SUCCESS', amountFen: 990, totalFen: 1990, transactionId: null, successTime: null },
        ),
      },
      now,
    );
    expect(await p.parseNotification(n.headers, n.body, now)).toEqual({
      id: 'EV-0002',
      eventType: 'REFUND.SUCCESS',
      refund: { orderNo: 'ORDER0001', refundNo: 'R0001', refundId: '5030', state: 'SUCCESS', amountFen: 990 },
    });
  });

  it('a tampered body is refused (the amount raised after signing)', async () => {
    const n = paid();
    const body = JSON.stringify({ ...JSON.parse(n.body), summary: '支付成功!' });
    expect(await p.parseNotification(n.headers, body, now)).toEqual({ refused: 'bad-signature' });
  });

  it('a tampered signature is refused', async () => {
    const n = paid();
    const sig = n.headers['Wechatpay-Signature']!;
    expect(await p.parseNotification({ ...n.headers, 'Wechatpay-Signature': `${sig.slice(0, 10)}${sig[10] === 'A' ? 'B' : 'A'}${sig.slice(11)}` }, n.body, now)).toEqual({
      refused: 'bad-signature',
    });
  });

  it('a wrong serial is refused, and so is a notification signed by another key under our serial', async () => {
    const n = paid();
    expect(await p.parseNotification({ ...n.headers, 'Wechatpay-Serial': 'SOMEONEELSE' }, n.body, now)).toEqual({ refused: 'bad-signature' });
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = paid(now, { ...signer, privateKey: stranger.privateKey });
    expect(await p.parseNotification(forged.headers, forged.body, now)).toEqual({ refused: 'bad-signature' });
  });

  it(`a replay: accepted up to ${LIMITS.money.notificationMaxAgeMinutes} minutes old, refused one second later`, async () => {
    const n = paid();
    const later = (s: number) => new Date(now.getTime() + s * 1000);
    expect(await p.parseNotification(n.headers, n.body, later(LIMITS.money.notificationMaxAgeMinutes * 60))).toMatchObject({ eventType: 'TRANSACTION.SUCCESS' });
    expect(await p.parseNotification(n.headers, n.body, later(LIMITS.money.notificationMaxAgeMinutes * 60 + 1))).toEqual({ refused: 'stale' });
  });

  it('a resource encrypted with another APIv3 key is undecryptable', async () => {
    const n = paid(now, { ...signer, apiV3Key: 'ZYXWVUTSRQPONMLKJIHGFEDCBA987654' });
    expect(await p.parseNotification(n.headers, n.body, now)).toEqual({ refused: 'undecryptable' });
  });

  it('missing headers are unsigned; a signed body that is not a notification is malformed', async () => {
    const n = paid();
    const { 'Wechatpay-Signature': _, ...rest } = n.headers;
    expect(await p.parseNotification(rest, n.body, now)).toEqual({ refused: 'unsigned' });
    for (const body of ['not json', '{"id":"EV-3","event_type":"TRANSACTION.SUCCESS"}']) {
      const headers = wechatpaySignatureHeaders(signer, body, unixSeconds(now), newNonce());
      expect(await p.parseNotification(headers, body, now)).toEqual({ refused: 'malformed' });
    }
  });

  it('an event that does not match its resource is malformed (a NOTPAY transaction sent as TRANSACTION.SUCCESS)', async () => {
    const n = buildWechatpayNotification(
      signer,
      {
        id: 'EV-4',
        eventType: 'TRANSACTION.SUCCESS',
        summary: '支付成功',
        originalType: 'transaction',
        resource: transactionResource({ appId: 'wxapp', mchId: '1900000109' }, { ...transaction, tradeState: 'NOTPAY' }),
      },
      now,
    );
    expect(await p.parseNotification(n.headers, n.body, now)).toEqual({ refused: 'malformed' });
  });
});
