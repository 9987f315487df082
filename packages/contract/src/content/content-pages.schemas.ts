import type { AreaLabels } from '../common/labels';

/** Field labels of the content area's pages part (a call's labels in `calls` narrow them for that call). */
export const CONTENT_PAGES_LABELS: AreaLabels = { fields: {} };
