import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import { LocalSmsProvider, type SmsProvider } from './sms';
import { LocalDiskStorage, type StorageProvider } from './storage';
import { LocalWeChatProvider, type WeChatProvider } from './wechat';

export interface Providers { sms: SmsProvider; storage: StorageProvider; wechat: WeChatProvider }

/** The one place that picks provider implementations. Only local ones exist so far. */
export function localProviders(config: AppConfig, log: FastifyBaseLogger): Providers {
  return { sms: new LocalSmsProvider(log), storage: new LocalDiskStorage(config.uploadDir), wechat: new LocalWeChatProvider() };
}
