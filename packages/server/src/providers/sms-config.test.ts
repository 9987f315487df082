import { describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { loadConfig } from '../config';
import { checkSmsConfig } from './sms-config';

const ALIYUN = {
  SMS_PROVIDER: 'aliyun',
  ALIYUN_ACCESS_KEY_ID: 'id',
  ALIYUN_ACCESS_KEY_SECRET: 'secret',
  ALIYUN_SMS_SIGN_NAME: '名片',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
};
const check = (env: Record<string, string>) => checkSmsConfig(loadConfig(env));

describe('start-up SMS configuration', () => {
  it('refuses production without a provider, naming both ways out', () => {
    const { fatal } = check({ NODE_ENV: 'production' });
    expect(fatal).toHaveLength(1);
    expect(fatal[0]).toMatch(/SMS_PROVIDER=aliyun.*SMS_LOCAL_IN_PRODUCTION=1/);
  });

  it('refuses the local provider in production without the explicit opt-in, and warns loudly with it', () => {
    expect(check({ NODE_ENV: 'production', SMS_PROVIDER: 'local' }).fatal[0]).toMatch(/SMS_LOCAL_IN_PRODUCTION=1/);
    expect(check({ NODE_ENV: 'production', SMS_PROVIDER: 'local', SMS_LOCAL_IN_PRODUCTION: 'yes' }).fatal).toHaveLength(1);
    const optedIn = check({ NODE_ENV: 'production', SMS_PROVIDER: 'local', SMS_LOCAL_IN_PRODUCTION: '1' });
    expect(optedIn.fatal).toEqual([]);
    expect(optedIn.warnings.join('\n')).toMatch(/NO SMS IS SENT/);
  });

  it('uses the local provider outside production without being asked, and without a warning', () => {
    for (const NODE_ENV of ['development', 'test']) {
      const config = loadConfig({ NODE_ENV });
      expect(config.smsProvider).toBe('local');
      expect(checkSmsConfig(config)).toEqual({ fatal: [], warnings: [] });
    }
  });

  it('needs every Aliyun credential, names the missing ones, and accepts a full set in production', () => {
    expect(check({ NODE_ENV: 'production', SMS_PROVIDER: 'aliyun' }).fatal[0]).toBe(
      'SMS_PROVIDER=aliyun needs ALIYUN_ACCESS_KEY_ID, ALIYUN_ACCESS_KEY_SECRET, ALIYUN_SMS_SIGN_NAME, ALIYUN_SMS_TEMPLATE_CODE',
    );
    expect(check({ NODE_ENV: 'production', ...ALIYUN, ALIYUN_SMS_TEMPLATE_CODE: '' }).fatal[0]).toMatch(/needs ALIYUN_SMS_TEMPLATE_CODE$/);
    const full = check({ NODE_ENV: 'production', ...ALIYUN, ALIYUN_VOICE_TTS_CODE: 'TTS_1' });
    expect(full).toEqual({ fatal: [], warnings: [] });
    // Without a voice template, voice requests fall back to SMS: said once at start.
    expect(check({ NODE_ENV: 'production', ...ALIYUN }).warnings[0]).toMatch(/ALIYUN_VOICE_TTS_CODE/);
  });

  it('refuses an unknown provider, a malformed endpoint and a platform budget that is not a whole positive number', () => {
    expect(check({ SMS_PROVIDER: 'twilio' }).fatal[0]).toMatch(/unknown/);
    expect(check({ ...ALIYUN, ALIYUN_SMS_ENDPOINT: 'dysmsapi.aliyuncs.com' }).fatal[0]).toMatch(/ALIYUN_SMS_ENDPOINT/);
    for (const bad of ['0', '-5', '2.5', 'lots']) expect(check({ SMS_GLOBAL_PER_HOUR: bad }).fatal[0], bad).toMatch(/SMS_GLOBAL_PER_HOUR/);
    expect(check({ SMS_GLOBAL_PER_HOUR: '1' }).fatal).toEqual([]);
  });

  it('takes the platform budget from LIMITS unless the deployment sets its own', () => {
    expect(loadConfig({}).smsGlobalPerHour).toBe(LIMITS.auth.smsGlobalPerHour);
    expect(loadConfig({ SMS_GLOBAL_PER_HOUR: '5000' }).smsGlobalPerHour).toBe(5000);
  });
});
