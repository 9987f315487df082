// The network area's public surface: what the package entry (index.ts) re-exports from this folder.
export * from './network.schemas';
export * from './network-common.schemas';
export * from './network-exchange.schemas';
export * from './network-company.schemas';
export * from './network-mirror.schemas';
export * from './network-radar.schemas';
export * from './network-shareback.schemas';
export * from './network-scan.schemas';
/** The network area's parts, for the server's part routers (each implements one). */
export { networkExchangeContract } from './network-exchange.contract';
export { networkCompanyContract } from './network-company.contract';
export { networkMirrorContract } from './network-mirror.contract';
export { networkRadarContract } from './network-radar.contract';
export { networkShareBackContract } from './network-shareback.contract';
export { networkScanContract } from './network-scan.contract';
