import { commonResponses } from '../common/envelope';
import { c, formPost } from '../common/contract-builder';
import { ZCidBody, ZCircleDetail } from './circle-common.schemas';

/** Circles, core part (issue 12): circles, joining, applications and invitations, search, QR codes, scan login. Calls the spec does not name carry a summary starting "Ours:". */
export const circleCoreContract = c.router({
  circleDetail: formPost('/circle/circleDetail.xhtml', ZCidBody, ZCircleDetail, 'optional', {
    summary: 'One circle in full with the caller\'s relation to it (state, role, paid terms) and whether they may view its content',
  }),
}, { commonResponses });
