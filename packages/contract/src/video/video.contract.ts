import { videoMaterialContract, videoUploadContract } from './video-upload.contract';
import { videoLibraryContract } from './video-library.contract';
import { videoLabelsContract } from './video-labels.contract';
import { videoShareContract } from './video-share.contract';
import { videoVisitorsContract } from './video-visitors.contract';
import { videoCartContract } from './video-cart.contract';

/**
 * Micro video (issue 15): uploads and transcoding, the owner's library, labels and types, shares, syncs and ads,
 * visitors' feeds, products with a cart, and violations, one area of the contract (`api.video.*`) in six parts. Each
 * part applies the common responses itself, so the server's part routers implement exactly the routes it holds.
 */
export const videoContract = {
  ...videoUploadContract,
  ...videoMaterialContract,
  ...videoLibraryContract,
  ...videoLabelsContract,
  ...videoShareContract,
  ...videoVisitorsContract,
  ...videoCartContract,
};
