export * from './uploads.rules';
export * from './upload-token.rules';
export { storedFilesRepository } from './stored-files.repository';
export { storeFile, releaseFiles, releaseOthers, ownsStoredFile, ownedStoredFiles, assertOwnStoredFiles, storedKeysOf, type FileOwner } from './stored-files';
export { uploadRouteOf } from './upload-routes';
