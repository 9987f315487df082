import { label, type AreaLabels } from '../common/labels';

/** Activity area, events part (issue 16): body and answer shapes of activity-events.contract.ts. */

/** Every body field of this part's calls, with its zh-CN and English label. */
export const ACTIVITY_EVENTS_LABELS: AreaLabels = {
  fields: {
  },
};
void label;
