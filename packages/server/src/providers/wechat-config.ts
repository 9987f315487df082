import type { AppConfig } from '../config';

type WeChatConfig = Pick<AppConfig, 'nodeEnv' | 'wechatProvider' | 'wechatSandboxInProduction' | 'wx'>;

/**
 * Whether the WeChat configuration may start: `fatal` lines refuse start-up (server.ts exits, wechatProviderFor
 * throws), `warnings` are for the log. The sandbox needs nothing; the official account needs its app id and secret,
 * since a half-configured account would only fail at the first authorisation, long after the deploy looked fine.
 * The sandbox signs anybody in as a made-up WeChat user: in production only by the operator's explicit opt-in.
 */
export function checkWeChatConfig(config: WeChatConfig): { fatal: string[]; warnings: string[] } {
  const fatal: string[] = [];
  const warnings: string[] = [];
  const production = config.nodeEnv === 'production';
  switch (config.wechatProvider) {
    case '':
      fatal.push(
        'no WeChat provider configured for production: set WECHAT_PROVIDER=official with WX_APP_ID and WX_APP_SECRET, or for a demo or a benchmark WECHAT_PROVIDER=sandbox with WECHAT_SANDBOX_IN_PRODUCTION=1',
      );
      break;
    case 'sandbox':
      if (production && !config.wechatSandboxInProduction) {
        fatal.push(
          'WECHAT_PROVIDER=sandbox in production lets anyone authorise as a made-up WeChat user on a local page: configure WECHAT_PROVIDER=official, or for a demo or a benchmark opt in with WECHAT_SANDBOX_IN_PRODUCTION=1',
        );
      } else if (production) {
        warnings.push(
          '!!! WECHAT_PROVIDER=sandbox in production (WECHAT_SANDBOX_IN_PRODUCTION=1): WeChat authorisation goes through a local page, NO REAL WECHAT USER is checked and share signatures are not valid in WeChat. For a demo or a benchmark only. !!!',
        );
      }
      break;
    case 'official': {
      const w = config.wx;
      const missing = (
        [
          ['WX_APP_ID', w.appId],
          ['WX_APP_SECRET', w.appSecret],
        ] as const
      )
        .filter(([, v]) => !v)
        .map(([k]) => k);
      if (missing.length) fatal.push(`WECHAT_PROVIDER=official needs ${missing.join(', ')}`);
      for (const [k, v] of [
        ['WX_API_BASE_URL', w.apiBaseUrl],
        ['WX_OPEN_BASE_URL', w.openBaseUrl],
      ] as const) {
        if (!/^https?:\/\/[^/?#]+$/i.test(v)) fatal.push(`${k} must be an http(s) origin without a path (got ${v})`);
        else if (production && v.startsWith('http:')) warnings.push(`${k} is not https: the app secret and tokens travel in clear`);
      }
      break;
    }
    default:
      fatal.push(`WECHAT_PROVIDER=${config.wechatProvider} is unknown: use official or sandbox`);
  }
  return { fatal, warnings };
}
