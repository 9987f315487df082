import type { AreaLabels, Labels } from '../common/labels';
import { VIDEO_MATERIAL_LABELS, VIDEO_UPLOAD_LABELS } from './video-upload.schemas';
import { VIDEO_LIBRARY_LABELS } from './video-library.schemas';
import { VIDEO_LABELS_LABELS } from './video-labels.schemas';
import { VIDEO_SHARE_LABELS } from './video-share.schemas';
import { VIDEO_VISITORS_LABELS } from './video-visitors.schemas';
import { VIDEO_CART_LABELS } from './video-cart.schemas';

/** The video area's field labels: each part's, merged (a part's call labels narrow them for its calls). */
const merge = (...parts: AreaLabels[]): AreaLabels => ({
  fields: Object.assign({} as Labels, ...parts.map((p) => p.fields)),
  calls: Object.assign({}, ...parts.map((p) => p.calls ?? {})),
});
export const VIDEO_LABELS: AreaLabels = merge(VIDEO_UPLOAD_LABELS, VIDEO_MATERIAL_LABELS, VIDEO_LIBRARY_LABELS, VIDEO_LABELS_LABELS, VIDEO_SHARE_LABELS, VIDEO_VISITORS_LABELS, VIDEO_CART_LABELS);
