import { contractArea } from '../../core/area';
import { shareRouter } from './share.router';

/** Sharing the card (QR codes, exports, the share page's calls). */
export const shareArea = contractArea('share', { router: shareRouter });
