import { networkExchangeContract } from './network-exchange.contract';
import { networkCompanyContract } from './network-company.contract';
import { networkMirrorContract } from './network-mirror.contract';
import { networkRadarContract } from './network-radar.contract';
import { networkShareBackContract } from './network-shareback.contract';
import { networkScanContract } from './network-scan.contract';

/** The network: six parts, one area of the contract (`api.network.*`), each part applying the common responses. */
export const networkContract = {
  ...networkExchangeContract,
  ...networkCompanyContract,
  ...networkMirrorContract,
  ...networkRadarContract,
  ...networkShareBackContract,
  ...networkScanContract,
};
