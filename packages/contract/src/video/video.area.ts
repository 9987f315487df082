import { defineArea } from '../common/define-area';
import { videoTables } from './video.tables';
import { VIDEO_LABELS } from './video-area-labels';
import { videoContract } from './video.contract';

/** The video area of the contract: its tables, labels and router (common/define-area.ts), one line in areas.list.ts. */
export const videoArea = defineArea({ tables: videoTables, labels: VIDEO_LABELS, router: videoContract });
