import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import { localMaps, type MapPlace, type MapsProvider } from './maps';
import { amapMaps } from './maps-amap';
import { LocalSmsProvider, type SmsProvider } from './sms';
import { AliyunSmsProvider } from './sms-aliyun';
import { checkSmsConfig } from './sms-config';
import { LocalDiskStorage, type StorageProvider } from './storage';
import { checkStorageConfig, forcePathStyleOf } from './storage-config';
import { S3Storage } from './storage-s3';
import type { WeChatProvider } from './wechat';
import { checkWeChatConfig } from './wechat-config';
import { OfficialWeChat } from './wechat-official';
import { SandboxWeChat } from './wechat-sandbox';
import { localOcr, type OcrProvider } from './ocr';
import { payProvidersFor, type PayoutProvider, type PayProvider } from './pay';
import { bundledIp2regionFile, ip2regionCity, noIpCity, type IpCityProvider } from './ip-city';

export interface Providers {
  sms: SmsProvider;
  storage: StorageProvider;
  wechat: WeChatProvider;
  maps: MapsProvider;
  /** WeChat Pay (payments, refunds, notifications) and its transfer API (payouts): API v3 or the local sandbox (providers/pay). */
  pay: PayProvider;
  payout: PayoutProvider;
  /** A visitor's city from their address (the radar): the ip2region file, or none. */
  ipCity: IpCityProvider;
  /** Reading paper cards (issue 34): sharp's preparation and the local tesseract. */
  ocr: OcrProvider;
}

/**
 * The one place that picks provider implementations, by configuration: SMS through Aliyun or the local outbox
 * (smsProviderFor), files on the local disk or an S3-compatible store (storageProviderFor), maps through AMap
 * when AMAP_WEB_KEY is set, else offline from the places handed in; payments through WeChat Pay or its sandbox (payProvidersFor);
 * WeChat authorisation and share signatures through the official account or the sandbox (wechatProviderFor).
 */
export function configuredProviders(config: AppConfig, log: FastifyBaseLogger, places: readonly MapPlace[] = []): Providers {
  return {
    sms: smsProviderFor(config, log),
    storage: storageProviderFor(config),
    wechat: wechatProviderFor(config, log),
    maps: config.amapWebKey ? amapMaps({ key: config.amapWebKey, baseUrl: config.amapBaseUrl }) : localMaps(places),
    ...payProvidersFor(config, log),
    ipCity: ipCityProviderFor(config),
    ocr: localOcr(),
  };
}

/** IP_CITY_DB: a file, `off`, or empty for the database the `ip2region` package ships (none when not installed). */
export function ipCityProviderFor(config: AppConfig): IpCityProvider {
  if (config.ipCityDb === 'off') return noIpCity;
  const file = config.ipCityDb || bundledIp2regionFile();
  return file ? ip2regionCity(file) : noIpCity;
}

/** The configured SMS provider; a configuration that may not start (checkSmsConfig) throws, so no app runs with it. */
export function smsProviderFor(config: AppConfig, log: FastifyBaseLogger): SmsProvider {
  const { fatal } = checkSmsConfig(config);
  if (fatal.length) throw new Error(`SMS configuration refused: ${fatal.join('; ')}`);
  if (config.smsProvider === 'aliyun') {
    const a = config.aliyunSms;
    return new AliyunSmsProvider(
      {
        accessKeyId: a.accessKeyId,
        accessKeySecret: a.accessKeySecret,
        signName: a.signName,
        templateCode: a.templateCode,
        endpoint: a.endpoint,
        ...(a.voiceTtsCode ? { voice: { ttsCode: a.voiceTtsCode, showNumber: a.voiceShowNumber || undefined, endpoint: a.voiceEndpoint } } : {}),
      },
      log,
    );
  }
  return new LocalSmsProvider(log, 200, config.nodeEnv === 'production');
}

/** The configured file storage; a configuration that may not start (checkStorageConfig) throws, so no app runs with it. */
export function storageProviderFor(config: AppConfig): StorageProvider {
  const { fatal } = checkStorageConfig(config);
  if (fatal.length) throw new Error(`Storage configuration refused: ${fatal.join('; ')}`);
  if (config.storageProvider === 's3') {
    const s = config.s3;
    return new S3Storage({
      endpoint: s.endpoint,
      region: s.region,
      bucket: s.bucket,
      accessKeyId: s.accessKeyId,
      secretAccessKey: s.secretAccessKey,
      forcePathStyle: forcePathStyleOf(s.forcePathStyle),
      publicBaseUrl: s.publicBaseUrl,
    });
  }
  return new LocalDiskStorage(config.uploadDir);
}

/**
 * The configured WeChat (WECHAT_PROVIDER): the official account's API, or the sandbox's local authorise page. A
 * configuration that may not start (checkWeChatConfig) throws. The app's clock, log and Redis are attached by
 * registerWeChat (wechat-sandbox-pages.ts) once the app has them.
 */
export function wechatProviderFor(config: AppConfig, log?: FastifyBaseLogger): WeChatProvider {
  const { fatal } = checkWeChatConfig(config);
  if (fatal.length) throw new Error(`WeChat configuration refused: ${fatal.join('; ')}`);
  const w = config.wx;
  if (config.wechatProvider === 'official') {
    return new OfficialWeChat({ appId: w.appId, appSecret: w.appSecret, apiBaseUrl: w.apiBaseUrl, openBaseUrl: w.openBaseUrl, ...(log ? { log } : {}) });
  }
  return new SandboxWeChat({ appId: w.appId, secret: w.appSecret });
}
