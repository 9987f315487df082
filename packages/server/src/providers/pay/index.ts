import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import { checkPayConfig } from './pay-config';
import { SandboxWxPay } from './sandbox';
import type { PayoutProvider, PayProvider } from './types';
import { privateKeyOf, publicKeyOf } from './wechatpay-crypto';
import { WechatPayV3 } from './wechatpay-v3';

export type * from './types';
export { PAY_NOTIFY_PATH, REFUND_NOTIFY_PATH, SANDBOX_PAY_PAGE_PATH, SANDBOX_CONFIRM_PATH, SANDBOX_CANCEL_PATH } from './paths';
export { SandboxWxPay, type SandboxPage } from './sandbox';
export { checkPayConfig } from './pay-config';
export { WechatPayV3, type WechatPayV3Options } from './wechatpay-v3';

/**
 * The configured payment and payout providers (PAY_PROVIDER): the local sandbox by default (one object serves
 * both), WeChat Pay API v3 when configured. A configuration that may not start (checkPayConfig) throws, so no app
 * runs with it.
 */
export function payProvidersFor(config: AppConfig, log?: FastifyBaseLogger): { pay: PayProvider; payout: PayoutProvider } {
  const { fatal } = checkPayConfig(config);
  if (fatal.length) throw new Error(`Payment configuration refused: ${fatal.join('; ')}`);
  if (config.payProvider === 'wechatpay') {
    const w = config.wxpay;
    const wechatpay = new WechatPayV3({
      mchId: w.mchId,
      appId: w.appId,
      merchantSerial: w.mchSerial,
      merchantPrivateKey: privateKeyOf(fs.readFileSync(w.privateKeyFile, 'utf8')),
      apiV3Key: w.apiV3Key,
      platformSerial: w.platformSerial,
      platformPublicKey: publicKeyOf(fs.readFileSync(w.platformPublicKeyFile, 'utf8')),
      notifyBase: w.notifyBase,
      baseUrl: w.baseUrl,
      ...(log ? { log } : {}),
    });
    return { pay: wechatpay, payout: wechatpay };
  }
  const sandbox = new SandboxWxPay({ dir: config.sandboxPayDir || path.dirname(config.uploadDir) });
  return { pay: sandbox, payout: sandbox };
}

/** The sandbox behind a provider (tests: `sandboxOf(t.ctx.providers.pay).dropNextNotifications(1)`); throws for WeChat Pay. */
export function sandboxOf(p: PayProvider | PayoutProvider): SandboxWxPay {
  if (!(p instanceof SandboxWxPay)) throw new Error(`not the sandbox pay provider: ${p.name}`);
  return p;
}
