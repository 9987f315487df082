import { initServer } from '@ts-rest/fastify';
import { contentLibraryContract } from '@card/contract';
import type { AppContext } from '../../context';
import { signedIn } from '../../lib/handler';
import { libraryPictures } from './content-library-pictures.service';
import { libraryMaterials } from './content-library-materials.service';
import { libraryMoments } from './content-library-moments.service';

const s = initServer();

/** Handlers of the content area's library part (contract content-library.contract.ts). */
export function contentLibraryHandlers(ctx: AppContext) {
  const pictures = libraryPictures(ctx);
  const materials = libraryMaterials(ctx);
  const moments = libraryMoments(ctx);
  return s.router(contentLibraryContract, {
    uploadPicture: signedIn(({ body }, userId) => pictures.upload(userId, body.file, body.labelId)),
    findPictures: signedIn(({ body }, userId) => pictures.list(userId, body)),
    findPictureLabels: signedIn((_, userId) => pictures.labels(userId)),
    addPictureLabel: signedIn(({ body }, userId) => pictures.addLabel(userId, body.name)),
    updatePictureLabel: signedIn(({ body }, userId) => pictures.renameLabel(userId, body.id, body.name)),
    delPictureLabel: signedIn(({ body }, userId) => pictures.deleteLabel(userId, body.id)),
    movePictures: signedIn(({ body }, userId) => pictures.move(userId, body.ids, body.labelId)),
    delPictures: signedIn(({ body }, userId) => pictures.remove(userId, body.ids)),
    getPhotoMaterialLabels: signedIn(({ request }, userId) => materials.labels(userId, request.lang)),
    getPhotoMaterial: signedIn(({ body, request }, userId) => materials.byLabels(userId, body.labelIdArray, body, request.lang)),
    searchPhotoMaterial: signedIn(({ body, request }, userId) => materials.search(userId, body.keyword, body, request.lang)),
    uploadPhotoFromApply: signedIn(({ body }, userId) => materials.upload(userId, body.file, body.labelIdArray, body.title)),
    addNewLabel: signedIn(({ body }, userId) => materials.addLabel(userId, body.name)),
    findMaterialAlbums: signedIn((_, userId) => materials.albums(userId)),
    usePhotoMaterial: signedIn(({ body }, userId) => materials.use(userId, body.id, body.labelId)),
    findMoments: signedIn(({ body, request }, userId) => moments.list(userId, body, request.lang)),
    addMoment: signedIn(({ body }, userId) => moments.add(userId, body)),
    updateMoment: signedIn(({ body: { id, ...input } }, userId) => moments.update(userId, id, input)),
    delMoment: signedIn(({ body }, userId) => moments.remove(userId, body.id)),
    useMoment: signedIn(({ body }, userId) => moments.use(userId, body.id)),
  });
}
