export * from './uploads.rules';
export * from './upload-token.rules';
export { storedFilesRepository } from './stored-files.repository';
export { storeFile, releaseFiles, releaseOthers, ownsStoredFile, ownedStoredFiles, assertOwnStoredFiles, storedKeysOf, type FileOwner } from './stored-files';
export { uploadRouteOf } from './upload-routes';
/** The images a user may place in what they publish (content, shop, activity, video check theirs here). */
export { assertOwnImages, CONTENT_IMAGE_PURPOSES } from './own-images';
