// The programme area's public surface: what the package entry (index.ts) re-exports from this folder.
export * from './programme-dealer.schemas';
export * from './programme-promotion.schemas';
export * from './programme-sms.schemas';
export * from './programme-checkin.schemas';
export * from './programme-insight.schemas';
export * from './programme-shake.schemas';
export * from './programme-persona.schemas';
/** The programme area's parts (issue 18), for the server's part routers. */
export { programmeDealerContract } from './programme-dealer.contract';
export { programmePromotionContract } from './programme-promotion.contract';
export { programmeSmsContract } from './programme-sms.contract';
export { programmeCheckinContract } from './programme-checkin.contract';
export { programmeInsightContract } from './programme-insight.contract';
export { programmeShakeContract } from './programme-shake.contract';
export { programmePersonaContract } from './programme-persona.contract';
