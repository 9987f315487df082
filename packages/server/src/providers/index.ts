import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import { LocalSmsProvider, type SmsProvider } from './sms';
import { LocalDiskStorage, type StorageProvider } from './storage';
import { LocalWeChatProvider, type WeChatProvider } from './wechat';
import { localMaps, type MapPlace, type MapsProvider } from './maps';
import { amapMaps } from './maps-amap';

export interface Providers { sms: SmsProvider; storage: StorageProvider; wechat: WeChatProvider; maps: MapsProvider }

/**
 * The one place that picks provider implementations: local ones, and AMap for maps when its key is configured.
 * `places` are what the offline maps search (the card domain's cities with their centres).
 */
export function localProviders(config: AppConfig, log: FastifyBaseLogger, places: readonly MapPlace[] = []): Providers {
  return {
    sms: new LocalSmsProvider(log),
    storage: new LocalDiskStorage(config.uploadDir),
    wechat: new LocalWeChatProvider(),
    maps: config.amapWebKey ? amapMaps({ key: config.amapWebKey, baseUrl: config.amapBaseUrl }) : localMaps(places),
  };
}
