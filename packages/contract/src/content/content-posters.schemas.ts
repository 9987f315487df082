import type { AreaLabels } from '../common/labels';

/** Field labels of the content area's posters part (a call's labels in `calls` narrow them for that call). */
export const CONTENT_POSTERS_LABELS: AreaLabels = { fields: {} };
