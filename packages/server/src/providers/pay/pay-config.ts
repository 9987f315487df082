import fs from 'node:fs';
import type { AppConfig } from '../../config';

type PayConfig = Pick<AppConfig, 'nodeEnv' | 'payProvider' | 'paySandboxInProduction' | 'wxpay'>;

/**
 * Whether the payment configuration may start: `fatal` lines refuse start-up (payProvidersFor throws, so the process
 * stops with the list), `warnings` are for the log. The sandbox needs nothing; WeChat Pay needs every WXPAY_* value,
 * readable key files, a 32-byte APIv3 key and an https notification origin (WeChat posts only to https), since a
 * half-configured merchant would only fail at the first payment, long after the deploy looked fine.
 */
export function checkPayConfig(config: PayConfig): { fatal: string[]; warnings: string[] } {
  const fatal: string[] = [];
  const warnings: string[] = [];
  switch (config.payProvider) {
    case '':
      fatal.push(
        'no payment provider configured for production: set PAY_PROVIDER=wechatpay with its WXPAY_* variables, or for a demo or a benchmark PAY_PROVIDER=sandbox with PAY_SANDBOX_IN_PRODUCTION=1',
      );
      break;
    case 'sandbox':
      // Anyone could "pay" on the sandbox's page and get what was bought for nothing: never by accident in production.
      if (config.nodeEnv === 'production' && !config.paySandboxInProduction) {
        fatal.push(
          'PAY_PROVIDER=sandbox in production lets anyone pay on a local page with no money: configure PAY_PROVIDER=wechatpay, or for a demo or a benchmark opt in with PAY_SANDBOX_IN_PRODUCTION=1',
        );
      } else if (config.nodeEnv === 'production') {
        warnings.push(
          '!!! PAY_PROVIDER=sandbox in production (PAY_SANDBOX_IN_PRODUCTION=1): payments go through the local pay page and NO REAL MONEY MOVES. For a demo or a benchmark only. !!!',
        );
      }
      break;
    case 'wechatpay': {
      const w = config.wxpay;
      const missing = (
        [
          ['WXPAY_MCH_ID', w.mchId],
          ['WXPAY_APP_ID', w.appId],
          ['WXPAY_MCH_SERIAL', w.mchSerial],
          ['WXPAY_PRIVATE_KEY_FILE', w.privateKeyFile],
          ['WXPAY_API_V3_KEY', w.apiV3Key],
          ['WXPAY_PLATFORM_PUBLIC_KEY_FILE', w.platformPublicKeyFile],
          ['WXPAY_PLATFORM_SERIAL', w.platformSerial],
          ['WXPAY_NOTIFY_BASE', w.notifyBase],
        ] as const
      )
        .filter(([, v]) => !v)
        .map(([k]) => k);
      if (missing.length) fatal.push(`PAY_PROVIDER=wechatpay needs ${missing.join(', ')}`);
      if (w.apiV3Key && Buffer.byteLength(w.apiV3Key, 'utf8') !== 32) fatal.push('WXPAY_API_V3_KEY must be exactly 32 bytes');
      for (const [k, file] of [
        ['WXPAY_PRIVATE_KEY_FILE', w.privateKeyFile],
        ['WXPAY_PLATFORM_PUBLIC_KEY_FILE', w.platformPublicKeyFile],
      ] as const) {
        if (file && !readable(file)) fatal.push(`${k} (${file}) cannot be read`);
      }
      if (w.notifyBase && !/^https:\/\/[^/?#]+$/i.test(w.notifyBase)) fatal.push(`WXPAY_NOTIFY_BASE must be an https origin without a path (got ${w.notifyBase})`);
      if (!/^https?:\/\/[^/?#]+$/i.test(w.baseUrl)) fatal.push(`WXPAY_BASE_URL must be an http(s) origin (got ${w.baseUrl})`);
      else if (!w.baseUrl.startsWith('https:') && config.nodeEnv === 'production') warnings.push('WXPAY_BASE_URL is not https: signed requests travel in clear');
      break;
    }
    default:
      fatal.push(`PAY_PROVIDER=${config.payProvider} is unknown: use sandbox or wechatpay`);
  }
  return { fatal, warnings };
}

function readable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.R_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
