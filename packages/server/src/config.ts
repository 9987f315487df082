import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIMITS } from '@card/contract';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Configuration from environment variables; every default is documented in the README. */
export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string;
  nodeEnv: string;
  /** Folder of the built client (served under /multipage). */
  clientDist: string;
  /** Folder where the local storage provider keeps uploaded files. */
  uploadDir: string;
  /** Public origin used in QR codes, vCards and share links. */
  publicOrigin: string;
  logLevel: string;
  /** The dev SMS outbox endpoint exists only when this is true (never in production). */
  devOutbox: boolean;
  /** Hourly deletion of expired codes and dead sessions (off in tests, which call it themselves). */
  housekeeping: boolean;
  /**
   * This process runs work-queue tasks (transcoding): on unless QUEUE_WORKERS=0 (an instance that only answers
   * requests), and off under NODE_ENV=test unless QUEUE_WORKERS=1 (integration tests start workers themselves).
   */
  queueWorkers: boolean;
  /**
   * Every JSON answer of a contract route is parsed with the contract's response schema, and a mismatch becomes a
   * loud 500 (see docs/decisions/0006). On in tests and development, off in production (CHECK_RESPONSES=1 forces).
   */
  checkResponses: boolean;
  /**
   * How long an idempotent request's claim holds while it runs (IDEMPOTENCY_LEASE_SECONDS, default 30). A repeat of a
   * request whose server died mid-way (no answer stored) runs again after this, instead of waiting a day.
   */
  idempotencyLeaseMs: number;
  /**
   * Key of the HMAC-SHA256 that signs upload tokens. Unset: a random key per boot, so tokens die with a restart
   * (and with several server processes, set it to the same value everywhere).
   */
  uploadTokenSecret: string;
  /**
   * Proxies whose X-Forwarded-For is believed (Fastify's trustProxy: addresses or CIDRs). Empty: none, the socket
   * address is the client's. TRUST_PROXY="127.0.0.1,10.0.0.0/8" behind a local reverse proxy.
   */
  trustProxy: string[] | false;
  /**
   * Which SMS provider sends codes (SMS_PROVIDER): 'aliyun', or 'local' (log + dev outbox). Unset means 'local'
   * outside production and nothing in production, where start-up then refuses (providers/sms-config.ts).
   */
  smsProvider: string | null;
  /** SMS_LOCAL_IN_PRODUCTION=1: the operator's explicit opt-in to the local provider in production (benchmark, demo). */
  smsLocalInProduction: boolean;
  /** Aliyun SMS credentials, approved sign name and template (holding `${code}`), endpoint; voice template optional. */
  aliyunSms: {
    accessKeyId: string;
    accessKeySecret: string;
    signName: string;
    templateCode: string;
    endpoint: string;
    voiceTtsCode: string;
    voiceShowNumber: string;
    voiceEndpoint: string;
  };
  /** Codes the whole platform may send per hour (SMS_GLOBAL_PER_HOUR; default LIMITS.auth.smsGlobalPerHour). */
  smsGlobalPerHour: number;
  /**
   * Key of an AMap "Web 服务" application (AMAP_WEB_KEY): address search, reverse lookup and the map image under the
   * draggable pin come from AMap. Empty: the offline city list answers and the screen shows no map.
   */
  amapWebKey: string;
  /**
   * The ip2region (v1) database the radar reads a visitor's city from (IP_CITY_DB): default the one shipped with the
   * `ip2region` package; `off` turns the lookup off (every city unknown).
   */
  ipCityDb: string;
  /**
   * Redis shared by several server instances (REDIS_URL, e.g. redis://host:6379/0): rate counters and the read caches'
   * change feed. Empty: both live in this process (one instance).
   */
  redisUrl: string;
  /** AMap's REST origin (AMAP_BASE_URL), for a proxy or a test double. */
  amapBaseUrl: string;
  /** `/docs` (swagger-ui) and `/docs/openapi.json` are served; DOCS=off removes them (e.g. in production). */
  docs: boolean;
  /** Where uploaded files live (STORAGE_PROVIDER): 'local' (UPLOAD_DIR, the default) or 's3'; checked by providers/storage-config.ts. */
  storageProvider: string;
  /**
   * An S3-compatible store (S3_*): endpoint empty means AWS itself; forcePathStyle is the raw S3_FORCE_PATH_STYLE
   * ('1'/'true' for MinIO-like stores); publicBaseUrl set means files are linked there (public bucket or CDN),
   * unset means the server serves them at /files/<key> from a private bucket.
   */
  s3: { endpoint: string; region: string; bucket: string; accessKeyId: string; secretAccessKey: string; forcePathStyle: string; publicBaseUrl: string };
  /**
   * Who takes payments and pays out (PAY_PROVIDER): 'sandbox' (the local pay page; the default outside production) or
   * 'wechatpay' (the WXPAY_* below); none by default in production. Checked by providers/pay/pay-config.ts.
   */
  payProvider: string;
  /** PAY_SANDBOX_IN_PRODUCTION=1: the operator's explicit opt-in to the sandbox in production (a demo, a benchmark). */
  paySandboxInProduction: boolean;
  /** Where the sandbox keeps its generated keys (SANDBOX_PAY_DIR); empty: the parent of uploadDir (the data folder). */
  sandboxPayDir: string;
  /**
   * WeChat Pay API v3 (WXPAY_*): merchant id, app id, the merchant certificate's serial and private key file, the
   * 32-byte APIv3 key, WeChat Pay's public key (or platform certificate) file and its serial, the public https origin
   * notifications are posted to, and the API origin (a test double in tests).
   */
  wxpay: {
    mchId: string;
    appId: string;
    mchSerial: string;
    privateKeyFile: string;
    apiV3Key: string;
    platformPublicKeyFile: string;
    platformSerial: string;
    notifyBase: string;
    baseUrl: string;
  };
  /**
   * Who answers WeChat web authorisation and the JS-SDK ticket (WECHAT_PROVIDER): 'sandbox' (a local authorise page;
   * the default outside production) or 'official' (the official account's API with WX_APP_ID/WX_APP_SECRET); none by
   * default in production. Checked by providers/wechat-config.ts.
   */
  wechatProvider: string;
  /** WECHAT_SANDBOX_IN_PRODUCTION=1: the operator's explicit opt-in to the WeChat sandbox in production (a demo, a benchmark). */
  wechatSandboxInProduction: boolean;
  /** The official account (WX_*): app id and secret, WeChat's API origin and its authorise page's origin (test doubles in tests). */
  wx: { appId: string; appSecret: string; apiBaseUrl: string; openBaseUrl: string };
  /**
   * Apple Wallet passes of cards (PASS_*): the pass type id and team id of the operator's Apple developer account, the
   * pass type certificate and its private key (PEM files; the key may be encrypted with PASS_KEY_PASSPHRASE) and
   * Apple's WWDR intermediate (PEM). Any of the five unset: no passes, and the client shows no wallet button.
   */
  pass: { typeId: string; teamId: string; certFile: string; keyFile: string; keyPassphrase: string; wwdrFile: string };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  const nodeEnv = env.NODE_ENV ?? 'development';
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL ?? `file:${path.join(repoRoot, 'data', 'card.db')}`,
    nodeEnv,
    clientDist: env.CLIENT_DIST ?? path.join(repoRoot, 'packages', 'client', 'dist'),
    uploadDir: env.UPLOAD_DIR ?? path.join(repoRoot, 'data', 'uploads'),
    publicOrigin: (env.PUBLIC_ORIGIN ?? `http://localhost:${port}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    devOutbox: nodeEnv !== 'production',
    housekeeping: nodeEnv !== 'test',
    queueWorkers: env.QUEUE_WORKERS ? env.QUEUE_WORKERS === '1' : nodeEnv !== 'test',
    checkResponses: env.CHECK_RESPONSES ? env.CHECK_RESPONSES === '1' : nodeEnv !== 'production',
    idempotencyLeaseMs: Math.max(1, Number(env.IDEMPOTENCY_LEASE_SECONDS) || 30) * 1000,
    uploadTokenSecret: env.UPLOAD_TOKEN_SECRET || randomBytes(32).toString('hex'),
    trustProxy: env.TRUST_PROXY
      ? env.TRUST_PROXY.split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : false,
    smsProvider: env.SMS_PROVIDER?.trim() || (nodeEnv === 'production' ? null : 'local'),
    smsLocalInProduction: env.SMS_LOCAL_IN_PRODUCTION === '1',
    aliyunSms: {
      accessKeyId: env.ALIYUN_ACCESS_KEY_ID ?? '',
      accessKeySecret: env.ALIYUN_ACCESS_KEY_SECRET ?? '',
      signName: env.ALIYUN_SMS_SIGN_NAME ?? '',
      templateCode: env.ALIYUN_SMS_TEMPLATE_CODE ?? '',
      endpoint: env.ALIYUN_SMS_ENDPOINT || 'https://dysmsapi.aliyuncs.com/',
      voiceTtsCode: env.ALIYUN_VOICE_TTS_CODE ?? '',
      voiceShowNumber: env.ALIYUN_VOICE_SHOW_NUMBER ?? '',
      voiceEndpoint: env.ALIYUN_VOICE_ENDPOINT || 'https://dyvmsapi.aliyuncs.com/',
    },
    smsGlobalPerHour: env.SMS_GLOBAL_PER_HOUR ? Number(env.SMS_GLOBAL_PER_HOUR) : LIMITS.auth.smsGlobalPerHour,
    amapWebKey: env.AMAP_WEB_KEY ?? '',
    ipCityDb: env.IP_CITY_DB ?? '',
    redisUrl: env.REDIS_URL?.trim() ?? '',
    amapBaseUrl: (env.AMAP_BASE_URL ?? 'https://restapi.amap.com').replace(/\/$/, ''),
    docs: env.DOCS !== 'off',
    storageProvider: env.STORAGE_PROVIDER?.trim() || 'local',
    s3: {
      endpoint: env.S3_ENDPOINT?.trim() ?? '',
      region: env.S3_REGION?.trim() ?? '',
      bucket: env.S3_BUCKET?.trim() ?? '',
      accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
      forcePathStyle: env.S3_FORCE_PATH_STYLE?.trim() ?? '',
      publicBaseUrl: (env.S3_PUBLIC_BASE_URL?.trim() ?? '').replace(/\/+$/, ''),
    },
    payProvider: env.PAY_PROVIDER?.trim() || (nodeEnv === 'production' ? '' : 'sandbox'),
    paySandboxInProduction: env.PAY_SANDBOX_IN_PRODUCTION === '1',
    sandboxPayDir: env.SANDBOX_PAY_DIR?.trim() ?? '',
    wxpay: {
      mchId: env.WXPAY_MCH_ID?.trim() ?? '',
      appId: env.WXPAY_APP_ID?.trim() ?? '',
      mchSerial: env.WXPAY_MCH_SERIAL?.trim() ?? '',
      privateKeyFile: env.WXPAY_PRIVATE_KEY_FILE?.trim() ?? '',
      apiV3Key: env.WXPAY_API_V3_KEY ?? '',
      platformPublicKeyFile: env.WXPAY_PLATFORM_PUBLIC_KEY_FILE?.trim() ?? '',
      platformSerial: env.WXPAY_PLATFORM_SERIAL?.trim() ?? '',
      notifyBase: (env.WXPAY_NOTIFY_BASE?.trim() ?? '').replace(/\/+$/, ''),
      baseUrl: (env.WXPAY_BASE_URL?.trim() || 'https://api.mch.weixin.qq.com').replace(/\/+$/, ''),
    },
    wechatProvider: env.WECHAT_PROVIDER?.trim() || (nodeEnv === 'production' ? '' : 'sandbox'),
    wechatSandboxInProduction: env.WECHAT_SANDBOX_IN_PRODUCTION === '1',
    wx: {
      appId: env.WX_APP_ID?.trim() ?? '',
      appSecret: env.WX_APP_SECRET?.trim() ?? '',
      apiBaseUrl: (env.WX_API_BASE_URL?.trim() || 'https://api.weixin.qq.com').replace(/\/+$/, ''),
      openBaseUrl: (env.WX_OPEN_BASE_URL?.trim() || 'https://open.weixin.qq.com').replace(/\/+$/, ''),
    },
    pass: {
      typeId: env.PASS_TYPE_ID?.trim() ?? '',
      teamId: env.PASS_TEAM_ID?.trim() ?? '',
      certFile: env.PASS_CERT?.trim() ?? '',
      keyFile: env.PASS_KEY?.trim() ?? '',
      keyPassphrase: env.PASS_KEY_PASSPHRASE ?? '',
      wwdrFile: env.PASS_WWDR?.trim() ?? '',
    },
  };
}

export { repoRoot };
