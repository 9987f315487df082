import type { AreaLabels } from '../common/labels';

/** Field labels of the content area's articles part (a call's labels in `calls` narrow them for that call). */
export const CONTENT_ARTICLES_LABELS: AreaLabels = { fields: {} };
