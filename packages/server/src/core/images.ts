import type { AppContext } from '../context';
import { storeImage as storeCheckedImage } from '../lib/image-file';
import type { FileOwner } from './uploads';

const MAX_SIDE = 1080;

/** Card and album images (shared by both domains, hence in core): at most 1080 px on the longest side (see lib/image-file.ts for the checks). */
export const storeImage = (ctx: AppContext, bytes: Uint8Array, folder: string, format: 'png' | 'webp', owner: FileOwner) =>
  storeCheckedImage(ctx, bytes, folder, { format, fit: 'inside', size: MAX_SIDE }, owner);
