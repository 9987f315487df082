import { circleCoreContract } from './circle-core.contract';
import { circleManageContract } from './circle-manage.contract';
import { circleBulletinContract } from './circle-bulletin.contract';
import { circlePayContract } from './circle-pay.contract';

/**
 * Circles (/circle): about 90 calls in four parts, one area of the contract (`api.circle.*`). Each part applies the
 * common responses itself, so the server's part routers implement exactly the routes this object holds.
 */
export const circleContract = { ...circleCoreContract, ...circleManageContract, ...circleBulletinContract, ...circlePayContract };
