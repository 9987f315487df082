import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { runFile } from '../../../test/helpers/database';
import { checkPayConfig } from './pay-config';
import { payProvidersFor, SandboxWxPay, WechatPayV3 } from './index';

/** PAY_PROVIDER: the sandbox by default; WeChat Pay only complete, else start-up refuses with what is missing. */
const dir = fs.mkdtempSync(runFile('pay-config-'));
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const keyFile = path.join(dir, 'apiclient_key.pem');
const pubFile = path.join(dir, 'pub_key.pem');
fs.writeFileSync(keyFile, keys.privateKey.export({ type: 'pkcs8', format: 'pem' }));
fs.writeFileSync(pubFile, keys.publicKey.export({ type: 'spki', format: 'pem' }));

const complete = {
  PAY_PROVIDER: 'wechatpay',
  WXPAY_MCH_ID: '1900000109',
  WXPAY_APP_ID: 'wxd678efh567hg6787',
  WXPAY_MCH_SERIAL: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
  WXPAY_PRIVATE_KEY_FILE: keyFile,
  WXPAY_API_V3_KEY: 'abcdefghijklmnopqrstuvwxyz012345',
  WXPAY_PLATFORM_PUBLIC_KEY_FILE: pubFile,
  WXPAY_PLATFORM_SERIAL: 'PUB_KEY_ID_0119000001092026',
  WXPAY_NOTIFY_BASE: 'https://card.example.com',
};

describe('checkPayConfig', () => {
  it('the sandbox by default outside production, needing nothing', () => {
    expect(loadConfig({}).payProvider).toBe('sandbox');
    expect(checkPayConfig(loadConfig({}))).toEqual({ fatal: [], warnings: [] });
  });

  it('production refuses to start without a provider, and with the sandbox unless the operator opts in', () => {
    expect(checkPayConfig(loadConfig({ NODE_ENV: 'production' })).fatal[0]).toMatch(/no payment provider.*PAY_PROVIDER=wechatpay.*PAY_SANDBOX_IN_PRODUCTION=1/);
    expect(checkPayConfig(loadConfig({ NODE_ENV: 'production', PAY_PROVIDER: 'sandbox' })).fatal[0]).toMatch(/PAY_SANDBOX_IN_PRODUCTION=1/);
    expect(checkPayConfig(loadConfig({ NODE_ENV: 'production', PAY_PROVIDER: 'sandbox', PAY_SANDBOX_IN_PRODUCTION: 'yes' })).fatal).toHaveLength(1);
    const optedIn = checkPayConfig(loadConfig({ NODE_ENV: 'production', PAY_PROVIDER: 'sandbox', PAY_SANDBOX_IN_PRODUCTION: '1' }));
    expect(optedIn.fatal).toEqual([]);
    expect(optedIn.warnings[0]).toMatch(/NO REAL MONEY MOVES/);
  });

  it('a complete WeChat Pay configuration starts, with the default API origin', () => {
    const c = loadConfig(complete);
    expect(c.wxpay.baseUrl).toBe('https://api.mch.weixin.qq.com');
    expect(checkPayConfig(c).fatal).toEqual([]);
    const { pay, payout } = payProvidersFor(c);
    expect(pay).toBeInstanceOf(WechatPayV3);
    expect(payout).toBe(pay);
  });

  it('a half-configured WeChat Pay lists everything missing, and payProvidersFor refuses to build', () => {
    const c = loadConfig({ PAY_PROVIDER: 'wechatpay', WXPAY_MCH_ID: '1900000109', WXPAY_APP_ID: 'wx1' });
    expect(checkPayConfig(c).fatal).toEqual([
      'PAY_PROVIDER=wechatpay needs WXPAY_MCH_SERIAL, WXPAY_PRIVATE_KEY_FILE, WXPAY_API_V3_KEY, WXPAY_PLATFORM_PUBLIC_KEY_FILE, WXPAY_PLATFORM_SERIAL, WXPAY_NOTIFY_BASE',
    ]);
    expect(() => payProvidersFor(c)).toThrow(/Payment configuration refused: PAY_PROVIDER=wechatpay needs WXPAY_MCH_SERIAL/);
  });

  it('a key that is not 32 bytes, an unreadable key file, a plain-http or path notify base, an unknown provider', () => {
    expect(checkPayConfig(loadConfig({ ...complete, WXPAY_API_V3_KEY: 'x'.repeat(31) })).fatal).toEqual(['WXPAY_API_V3_KEY must be exactly 32 bytes']);
    expect(checkPayConfig(loadConfig({ ...complete, WXPAY_API_V3_KEY: 'x'.repeat(33) })).fatal).toHaveLength(1);
    expect(checkPayConfig(loadConfig({ ...complete, WXPAY_PRIVATE_KEY_FILE: path.join(dir, 'missing.pem') })).fatal[0]).toMatch(/^WXPAY_PRIVATE_KEY_FILE .* cannot be read$/);
    expect(checkPayConfig(loadConfig({ ...complete, WXPAY_NOTIFY_BASE: 'http://card.example.com' })).fatal[0]).toMatch(/^WXPAY_NOTIFY_BASE must be an https origin/);
    expect(checkPayConfig(loadConfig({ ...complete, WXPAY_NOTIFY_BASE: 'https://card.example.com/api' })).fatal).toHaveLength(1);
    expect(checkPayConfig(loadConfig({ PAY_PROVIDER: 'alipay' })).fatal).toEqual(['PAY_PROVIDER=alipay is unknown: use sandbox or wechatpay']);
  });

  it('the sandbox keeps its keys beside the uploads unless SANDBOX_PAY_DIR says otherwise', async () => {
    const { pay } = payProvidersFor(loadConfig({ SANDBOX_PAY_DIR: dir }));
    expect(pay).toBeInstanceOf(SandboxWxPay);
    const k = await (pay as SandboxWxPay).keys();
    expect(fs.existsSync(path.join(dir, 'sandbox-wxpay-keys.json'))).toBe(true);
    expect((fs.statSync(path.join(dir, 'sandbox-wxpay-keys.json')).mode & 0o777).toString(8)).toBe('600');
    const again = await new SandboxWxPay({ dir }).keys();
    expect(again.platformSerial).toBe(k.platformSerial);
    expect(Buffer.byteLength(k.apiV3Key)).toBe(32);
  });
});
