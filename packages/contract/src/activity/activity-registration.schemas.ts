import { label, type AreaLabels } from '../common/labels';

/** Activity area, registration part (issue 16): body and answer shapes of activity-registration.contract.ts. */

/** Every body field of this part's calls, with its zh-CN and English label. */
export const ACTIVITY_REGISTRATION_LABELS: AreaLabels = {
  fields: {
  },
};
void label;
