import { mergeAreaLabels, type AreaLabels } from '../common/labels';
import { SERVICE_CHAT_LABELS } from './service-chat.schemas';
import { SERVICE_COMPLAINT_LABELS } from './service-complaint.schemas';
import { SERVICE_HELP_LABELS } from './service-help.schemas';
import { SERVICE_TICKETS_LABELS } from './service-tickets.schemas';

/** The customer service area's field labels, merged from its parts. */
export const SERVICE_LABELS: AreaLabels = mergeAreaLabels(SERVICE_HELP_LABELS, SERVICE_TICKETS_LABELS, SERVICE_COMPLAINT_LABELS, SERVICE_CHAT_LABELS);
