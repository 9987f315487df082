import { mergeAreaLabels, type AreaLabels } from '../common/labels';
import { VIDEO_MATERIAL_LABELS, VIDEO_UPLOAD_LABELS } from './video-upload.schemas';
import { VIDEO_LIBRARY_LABELS } from './video-library.schemas';
import { VIDEO_LABELS_LABELS } from './video-labels.schemas';
import { VIDEO_SHARE_LABELS } from './video-share.schemas';
import { VIDEO_VISITORS_LABELS } from './video-visitors.schemas';
import { VIDEO_CART_LABELS } from './video-cart.schemas';

export const VIDEO_LABELS: AreaLabels = mergeAreaLabels(
  VIDEO_UPLOAD_LABELS,
  VIDEO_MATERIAL_LABELS,
  VIDEO_LIBRARY_LABELS,
  VIDEO_LABELS_LABELS,
  VIDEO_SHARE_LABELS,
  VIDEO_VISITORS_LABELS,
  VIDEO_CART_LABELS,
);
