import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { checkWeChatConfig } from './wechat-config';

const OFFICIAL = { WECHAT_PROVIDER: 'official', WX_APP_ID: 'wx1234567890abcdef', WX_APP_SECRET: 'secret' };
const check = (env: Record<string, string>) => checkWeChatConfig(loadConfig(env));

describe('start-up WeChat configuration', () => {
  it('refuses production without a provider, naming both ways out', () => {
    const { fatal } = check({ NODE_ENV: 'production' });
    expect(loadConfig({ NODE_ENV: 'production' }).wechatProvider).toBe('');
    expect(fatal).toHaveLength(1);
    expect(fatal[0]).toMatch(/WECHAT_PROVIDER=official.*WX_APP_ID.*WX_APP_SECRET.*WECHAT_SANDBOX_IN_PRODUCTION=1/);
  });

  it('refuses the sandbox in production without the explicit opt-in, and warns loudly with it', () => {
    expect(check({ NODE_ENV: 'production', WECHAT_PROVIDER: 'sandbox' }).fatal[0]).toMatch(/WECHAT_SANDBOX_IN_PRODUCTION=1/);
    expect(check({ NODE_ENV: 'production', WECHAT_PROVIDER: 'sandbox', WECHAT_SANDBOX_IN_PRODUCTION: 'yes' }).fatal).toHaveLength(1);
    const optedIn = check({ NODE_ENV: 'production', WECHAT_PROVIDER: 'sandbox', WECHAT_SANDBOX_IN_PRODUCTION: '1' });
    expect(optedIn.fatal).toEqual([]);
    expect(optedIn.warnings.join('\n')).toMatch(/NO REAL WECHAT USER/);
  });

  it('uses the sandbox outside production without being asked, and without a warning', () => {
    for (const NODE_ENV of ['development', 'test']) {
      const config = loadConfig({ NODE_ENV });
      expect(config.wechatProvider).toBe('sandbox');
      expect(checkWeChatConfig(config)).toEqual({ fatal: [], warnings: [] });
    }
  });

  it('needs the app id and secret, names the missing ones, and accepts a full set in production', () => {
    expect(check({ NODE_ENV: 'production', WECHAT_PROVIDER: 'official' }).fatal).toEqual(['WECHAT_PROVIDER=official needs WX_APP_ID, WX_APP_SECRET']);
    expect(check({ NODE_ENV: 'production', ...OFFICIAL, WX_APP_SECRET: '' }).fatal).toEqual(['WECHAT_PROVIDER=official needs WX_APP_SECRET']);
    expect(check({ NODE_ENV: 'production', ...OFFICIAL })).toEqual({ fatal: [], warnings: [] });
    const config = loadConfig({ ...OFFICIAL });
    expect(config.wx).toEqual({ appId: 'wx1234567890abcdef', appSecret: 'secret', apiBaseUrl: 'https://api.weixin.qq.com', openBaseUrl: 'https://open.weixin.qq.com' });
  });

  it('refuses an unknown provider and a base URL that is not an origin; warns of plain http in production', () => {
    expect(check({ WECHAT_PROVIDER: 'wecom' }).fatal[0]).toMatch(/WECHAT_PROVIDER=wecom is unknown/);
    expect(check({ ...OFFICIAL, WX_API_BASE_URL: 'api.weixin.qq.com' }).fatal[0]).toMatch(/WX_API_BASE_URL/);
    expect(check({ ...OFFICIAL, WX_OPEN_BASE_URL: 'https://open.weixin.qq.com/connect' }).fatal[0]).toMatch(/WX_OPEN_BASE_URL/);
    expect(loadConfig({ ...OFFICIAL, WX_API_BASE_URL: 'http://127.0.0.1:9999/' }).wx.apiBaseUrl).toBe('http://127.0.0.1:9999');
    expect(check({ ...OFFICIAL, WX_API_BASE_URL: 'http://127.0.0.1:9999' })).toEqual({ fatal: [], warnings: [] });
    expect(check({ NODE_ENV: 'production', ...OFFICIAL, WX_API_BASE_URL: 'http://proxy.internal' }).warnings[0]).toMatch(/WX_API_BASE_URL is not https/);
  });
});
