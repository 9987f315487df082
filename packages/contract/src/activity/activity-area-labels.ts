import { mergeAreaLabels, type AreaLabels } from '../common/labels';
import { ACTIVITY_EVENTS_LABELS } from './activity-events.schemas';
import { ACTIVITY_REGISTRATION_LABELS } from './activity-registration.schemas';

/** The activity area's field labels, merged from its parts. */
export const ACTIVITY_LABELS: AreaLabels = mergeAreaLabels(ACTIVITY_EVENTS_LABELS, ACTIVITY_REGISTRATION_LABELS);
