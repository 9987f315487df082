import { z } from 'zod';
import { c, formPost, meta, MULTIPART } from '../common/contract-builder';
import { commonResponses, envelope, ZNoBody } from '../common/envelope';
import { ZIdBody } from '../common/bodies';
import { imageUpload } from '../common/uploads';
import { CONTENT_MODULES } from './content.schemas';
import {
  ZAddMomentBody,
  ZAddNewLabelBody,
  ZAddPictureLabelBody,
  ZDelPicturesBody,
  ZFindMomentsBody,
  ZFindPicturesBody,
  ZGetPhotoMaterialBody,
  ZMaterialAlbum,
  ZMaterialLabel,
  ZMoment,
  ZMomentPage,
  ZMomentUse,
  ZMovePicturesBody,
  ZPhotoMaterial,
  ZPhotoMaterialPage,
  ZPicture,
  ZPictureLabel,
  ZPicturePage,
  ZSearchPhotoMaterialBody,
  ZUpdateMomentBody,
  ZUpdatePictureLabelBody,
  ZUploadPhotoFromApplyBody,
  ZUseMomentBody,
  ZUploadPictureBody,
  ZUsePhotoMaterialBody,
} from './content-library.schemas';

/**
 * Content, library part (issue 14). Calls the spec names keep its spelling and path; calls it does not name carry a
 * summary starting "Ours:". The /material/* calls are served on the material base (spec section 7); the picture
 * library and moments material are ours on the main base. Moments material belongs to module 49.
 */
const MOMENTS = { module: CONTENT_MODULES.moments } as const;
const ZIds = z.object({ ids: z.array(z.string()) });

export const contentLibraryContract = c.router(
  {
    // --- picture library (ours: /picture/*) ---
    uploadPicture: {
      method: 'POST',
      path: '/picture/uploadPicture.xhtml',
      contentType: MULTIPART,
      body: ZUploadPictureBody,
      responses: { 200: envelope(ZPicture) },
      metadata: meta('user', 'main', { upload: imageUpload('picture') }),
      summary: "Ours: store an image in the caller's picture library with thumbnails in three sizes; multipart `file`, optional `labelId`",
    },
    findPictures: formPost('/picture/findPictures.xhtml', ZFindPicturesBody, ZPicturePage, 'user', {
      summary: "Ours: the caller's pictures, newest first (keyset feed), optionally of one label",
    }),
    findPictureLabels: formPost('/picture/findPictureLabels.xhtml', ZNoBody, z.array(ZPictureLabel), 'user', {
      summary: "Ours: the caller's picture labels in order, each with its picture count",
    }),
    addPictureLabel: formPost('/picture/addPictureLabel.xhtml', ZAddPictureLabelBody, ZPictureLabel, 'user', {
      needs: { idempotent: true },
      summary: "Ours: add a picture label (name unique among the caller's labels)",
    }),
    updatePictureLabel: formPost('/picture/updatePictureLabel.xhtml', ZUpdatePictureLabelBody, ZPictureLabel, 'user', {
      summary: 'Ours: rename a picture label',
    }),
    delPictureLabel: formPost('/picture/delPictureLabel.xhtml', ZIdBody, z.object({ id: z.string() }), 'user', {
      summary: 'Ours: delete a picture label; its pictures stay in the library without a label',
    }),
    movePictures: formPost('/picture/movePictures.xhtml', ZMovePicturesBody, ZIds, 'user', {
      summary: 'Ours: put pictures (comma-joined ids) into a label, or into none with a blank `labelId`',
    }),
    delPictures: formPost('/picture/delPictures.xhtml', ZDelPicturesBody, ZIds, 'user', {
      summary: 'Ours: delete pictures (comma-joined ids) with their stored files and thumbnails',
    }),
    // --- photo material (spec section 7, material base) ---
    getPhotoMaterialLabels: formPost('/material/getPhotoMaterialLabels.xhtml', ZNoBody, z.array(ZMaterialLabel), 'user', {
      base: 'material',
      summary: "The platform's photo material labels, then the caller's own",
    }),
    getPhotoMaterial: formPost('/material/getPhotoMaterial.xhtml', ZGetPhotoMaterialBody, ZPhotoMaterialPage, 'user', {
      base: 'material',
      summary: "Photo material in ANY of the labels of `labelIdArray` (comma-joined; empty: all), the platform's and the caller's own, newest first, by page",
    }),
    searchPhotoMaterial: formPost('/material/searchPhotoMaterial.xhtml', ZSearchPhotoMaterialBody, ZPhotoMaterialPage, 'user', {
      base: 'material',
      summary: "The spec's [keyword search]: photo material whose title or keywords contain `keyword` (case-insensitive), by page",
    }),
    uploadPhotoFromApply: {
      method: 'POST',
      path: '/material/uploadPhotoFromApply.xhtml',
      contentType: MULTIPART,
      body: ZUploadPhotoFromApplyBody,
      responses: { 200: envelope(ZPhotoMaterial) },
      metadata: meta('user', 'material', { upload: imageUpload('materialPhoto') }),
      summary: "The caller's own photo material (also the spec's [upload to file storage]): multipart `file`, `labelIdArray` comma-joined, optional `title`; stored with thumbnails",
    },
    addNewLabel: formPost('/material/addNewLabel.xhtml', ZAddNewLabelBody, ZMaterialLabel, 'user', {
      base: 'material',
      needs: { idempotent: true },
      summary: "Add one of the caller's own material labels (name unique among the labels the caller sees)",
    }),
    findMaterialAlbums: formPost('/material/findMaterialAlbums.xhtml', ZNoBody, z.array(ZMaterialAlbum), 'user', {
      base: 'material',
      summary: "The spec's [photo albums]: the caller's albums with their photos, as a material source",
    }),
    usePhotoMaterial: formPost('/material/usePhotoMaterial.xhtml', ZUsePhotoMaterialBody, ZPicture, 'user', {
      base: 'material',
      needs: { idempotent: true },
      summary: "Ours: save a material item (platform's or own) into the caller's picture library, optionally into a label, so other modules pick it",
    }),
    // --- moments material (module 49, ours: /moments/*) ---
    findMoments: formPost('/moments/findMoments.xhtml', ZFindMomentsBody, ZMomentPage, 'user', {
      needs: MOMENTS,
      summary: "Ours: moments material (the platform's and the caller's own) by category, newest or most used first, by page",
    }),
    addMoment: formPost('/moments/addMoment.xhtml', ZAddMomentBody, ZMoment, 'user', {
      needs: { ...MOMENTS, idempotent: true },
      summary: "Ours: add own moments material: text and images (comma-joined URLs of the caller's own images)",
    }),
    updateMoment: formPost('/moments/updateMoment.xhtml', ZUpdateMomentBody, ZMoment, 'user', { needs: MOMENTS, summary: 'Ours: edit own moments material' }),
    delMoment: formPost('/moments/delMoment.xhtml', ZIdBody, z.object({ id: z.string() }), 'user', { needs: MOMENTS, summary: 'Ours: delete own moments material' }),
    useMoment: formPost('/moments/useMoment.xhtml', ZUseMomentBody, ZMomentUse, 'user', {
      needs: MOMENTS,
      summary: 'Ours: count one use (the text copied or the images saved); the popular order reads it',
    }),
  },
  { commonResponses },
);
