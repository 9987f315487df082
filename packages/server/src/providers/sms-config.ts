import type { AppConfig } from '../config';

type SmsConfig = Pick<AppConfig, 'nodeEnv' | 'smsProvider' | 'smsLocalInProduction' | 'aliyunSms' | 'smsGlobalPerHour'>;

/**
 * Whether the SMS configuration may start: `fatal` lines refuse start-up (server.ts exits, buildApp throws),
 * `warnings` are logged loudly. In production codes must go through a real gateway; the local provider (which only
 * logs) runs there only by the operator's explicit opt-in, for a benchmark or a demo, and then logs no code.
 */
export function checkSmsConfig(config: SmsConfig): { fatal: string[]; warnings: string[] } {
  const fatal: string[] = [];
  const warnings: string[] = [];
  const production = config.nodeEnv === 'production';
  if (!Number.isInteger(config.smsGlobalPerHour) || config.smsGlobalPerHour < 1) {
    fatal.push(`SMS_GLOBAL_PER_HOUR must be a whole number of codes per hour, at least 1 (got ${config.smsGlobalPerHour})`);
  }
  switch (config.smsProvider) {
    case 'aliyun': {
      const a = config.aliyunSms;
      const missing = (
        [
          ['ALIYUN_ACCESS_KEY_ID', a.accessKeyId],
          ['ALIYUN_ACCESS_KEY_SECRET', a.accessKeySecret],
          ['ALIYUN_SMS_SIGN_NAME', a.signName],
          ['ALIYUN_SMS_TEMPLATE_CODE', a.templateCode],
        ] as const
      )
        .filter(([, v]) => !v)
        .map(([k]) => k);
      if (missing.length) fatal.push(`SMS_PROVIDER=aliyun needs ${missing.join(', ')}`);
      for (const [k, v] of [
        ['ALIYUN_SMS_ENDPOINT', a.endpoint],
        ['ALIYUN_VOICE_ENDPOINT', a.voiceEndpoint],
      ] as const) {
        if (!/^https?:\/\/\S+$/.test(v)) fatal.push(`${k} must be an http(s) URL`);
        else if (production && v.startsWith('http:')) warnings.push(`${k} is not https: credentials-signed requests travel in clear`);
      }
      if (!a.voiceTtsCode) warnings.push('ALIYUN_VOICE_TTS_CODE is not set: voice codes are sent by SMS instead');
      break;
    }
    case 'local':
      if (production && !config.smsLocalInProduction) {
        fatal.push('SMS_PROVIDER=local in production sends no SMS at all: configure SMS_PROVIDER=aliyun, or for a benchmark or a demo opt in with SMS_LOCAL_IN_PRODUCTION=1');
      } else if (production) {
        warnings.push(
          '!!! SMS_PROVIDER=local in production (SMS_LOCAL_IN_PRODUCTION=1): NO SMS IS SENT, codes are kept in memory only and never logged. For a benchmark or a demo only. !!!',
        );
      }
      break;
    case null:
      fatal.push(
        'no SMS provider configured for production: set SMS_PROVIDER=aliyun with its ALIYUN_* variables, or for a benchmark or a demo SMS_PROVIDER=local with SMS_LOCAL_IN_PRODUCTION=1',
      );
      break;
    default:
      fatal.push(`SMS_PROVIDER=${config.smsProvider} is unknown: use aliyun or local`);
  }
  return { fatal, warnings };
}
