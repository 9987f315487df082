// The video area's public surface: what the package entry (index.ts) re-exports from this folder.
export * from './video.schemas';
export * from './video-upload.schemas';
export * from './video-library.schemas';
export * from './video-labels.schemas';
export * from './video-share.schemas';
export * from './video-visitors.schemas';
export * from './video-cart.schemas';
/** The micro video area's parts, for the server's part routers (each implements one). */
export { videoMaterialContract, videoUploadContract } from './video-upload.contract';
export { videoLibraryContract } from './video-library.contract';
export { videoLabelsContract } from './video-labels.contract';
export { videoShareContract } from './video-share.contract';
export { videoVisitorsContract } from './video-visitors.contract';
export { videoCartContract } from './video-cart.contract';
