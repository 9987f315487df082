import { c } from '../common/contract-builder';
import { commonResponses } from '../common/envelope';
import { circleCoreContract } from './circle-core.contract';
import { circleManageContract } from './circle-manage.contract';
import { circleBulletinContract } from './circle-bulletin.contract';
import { circlePayContract } from './circle-pay.contract';

/** Circles (/circle): about 90 calls in four parts, one area of the contract (`api.circle.*`). */
export const circleContract = c.router(
  { ...circleCoreContract, ...circleManageContract, ...circleBulletinContract, ...circlePayContract },
  { commonResponses },
);
