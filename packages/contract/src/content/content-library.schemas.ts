import { z } from 'zod';
import { fBool, fCsv, fEnum, fFile, fId, fOptText, fText } from '../common/form';
import { LIMITS } from '../common/limits';
import { label, type AreaLabels } from '../common/labels';
import { feedQueryShape, pageOf, pageQueryShape } from '../common/paging';

/**
 * The library part of content (issue 14): the picture library every content module picks its images from, the
 * photo material library (/material/*: the platform's items by label plus the user's own) and moments material
 * (module 49). Limits: `LIMITS.content` (library block).
 */
const L = LIMITS.content;

/** A stored image's thumbnails by size (LIMITS.content.thumbSizes); `{}` for images stored before thumbnails. */
export const ZThumbs = z.object({ s: z.string(), m: z.string(), l: z.string() }).partial();
export type TThumbs = z.infer<typeof ZThumbs>;

/** An optional id: blank or missing is "none" (form fields arrive as strings). */
const fOptId = () => z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), fId().optional());

export const zLibraryLabelName = fText(L.labelNameMin, L.labelNameMax);

// --- picture library ---
export const ZPicture = z.object({
  id: z.string(),
  url: z.string(),
  thumbs: ZThumbs,
  width: z.number(),
  height: z.number(),
  bytes: z.number(),
  labelId: z.string().nullable(),
  createdAt: z.string(),
});
export type TPicture = z.infer<typeof ZPicture>;
export const ZPicturePage = pageOf(ZPicture);
export const ZPictureLabel = z.object({ id: z.string(), name: z.string(), count: z.number() });
export type TPictureLabel = z.infer<typeof ZPictureLabel>;

/** Multipart: `file`, optional `labelId` (the label the new picture goes into). */
export const ZUploadPictureBody = z.object({ labelId: fOptId(), file: fFile() });
/** Newest first; `labelId` narrows to one label. */
export const ZFindPicturesBody = z.object({ labelId: fOptId(), ...feedQueryShape });
export const ZAddPictureLabelBody = z.object({ name: zLibraryLabelName });
export const ZUpdatePictureLabelBody = z.object({ id: fId(), name: zLibraryLabelName });
/** Blank `labelId` takes the pictures out of every label. */
export const ZMovePicturesBody = z.object({ ids: fCsv(fId(), L.pictureBatchMax).refine((a) => a.length > 0, 'required'), labelId: fOptId() });
export const ZDelPicturesBody = z.object({ ids: fCsv(fId(), L.pictureBatchMax).refine((a) => a.length > 0, 'required') });

// --- photo material ---
export const ZMaterialLabel = z.object({ id: z.string(), name: z.string(), own: z.boolean() });
export type TMaterialLabel = z.infer<typeof ZMaterialLabel>;
export const ZPhotoMaterial = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  thumbUrl: z.string(),
  own: z.boolean(),
  labelIds: z.array(z.string()),
});
export type TPhotoMaterial = z.infer<typeof ZPhotoMaterial>;
export const ZPhotoMaterialPage = pageOf(ZPhotoMaterial);

/** labelIdArray comma-joined ("a,b,c", spec section 7): items in ANY of the labels; empty: every item. */
export const zLabelIdArray = fCsv(fId(), L.materialLabelIdsMax);
export const ZGetPhotoMaterialBody = z.object({ labelIdArray: zLabelIdArray.default([]), ...pageQueryShape });
export const ZSearchPhotoMaterialBody = z.object({ keyword: fText(1, L.materialKeywordMax), ...pageQueryShape });
/** Multipart: `file`, `labelIdArray` (at least one of the visible labels), optional `title`. */
export const ZUploadPhotoFromApplyBody = z.object({
  labelIdArray: zLabelIdArray.refine((a) => a.length > 0, 'required'),
  title: fOptText(L.materialTitleMax),
  file: fFile(),
});
export const ZAddNewLabelBody = z.object({ name: zLibraryLabelName });
export const ZUsePhotoMaterialBody = z.object({ id: fId(), labelId: fOptId() });
/** The caller's albums as a material source: each with its photos (thumbnails when stored with them). */
export const ZMaterialAlbum = z.object({
  id: z.string(),
  name: z.string(),
  photos: z.array(z.object({ id: z.string(), url: z.string(), thumbs: ZThumbs })),
});

// --- moments material ---
/** Categories of moments material (ours): what a sales person posts about. */
export const MOMENT_CATEGORIES = ['greeting', 'product', 'festival', 'company', 'life'] as const;
export type TMomentCategory = (typeof MOMENT_CATEGORIES)[number];
export const ZMoment = z.object({
  id: z.string(),
  category: z.enum(MOMENT_CATEGORIES),
  text: z.string(),
  images: z.array(z.string()),
  uses: z.number(),
  own: z.boolean(),
  createdAt: z.string(),
});
export type TMoment = z.infer<typeof ZMoment>;
export const ZMomentPage = pageOf(ZMoment);
/** `order`: newest first or popular (most used) first; `mine`: only the caller's own. */
export const ZFindMomentsBody = z.object({
  category: z.preprocess((v) => (v === '' ? undefined : v), fEnum([...MOMENT_CATEGORIES]).optional()),
  order: fEnum(['new', 'popular']).default('new'),
  mine: fBool().default(false),
  ...pageQueryShape,
});
const zMomentImages = fCsv(z.string().min(1).max(500), L.momentImagesMax).default([]);
export const ZAddMomentBody = z.object({
  category: fEnum([...MOMENT_CATEGORIES]),
  text: fText(1, L.momentTextMax, { multiline: true }),
  images: zMomentImages,
});
export const ZUpdateMomentBody = ZAddMomentBody.extend({ id: fId() });
export const ZUseMomentBody = z.object({ id: fId(), way: fEnum(['copy', 'save']) });
export const ZMomentUse = z.object({ id: z.string(), uses: z.number() });

/** Field labels of the library part. */
export const CONTENT_LIBRARY_LABELS: AreaLabels = {
  fields: {
    labelId: label('标签', 'label'),
    ids: label('图片', 'pictures'),
    name: label('标签名称', 'label name'),
    labelIdArray: label('素材标签', 'material labels'),
    keyword: label('关键词', 'keyword'),
    title: label('素材标题', 'material title'),
    category: label('分类', 'category'),
    order: label('排序', 'order'),
    mine: label('只看我的', 'mine only'),
    text: label('文案', 'text'),
    images: label('图片', 'images'),
    way: label('使用方式', 'way of use'),
  },
  calls: {
    uploadPicture: { file: label('图片', 'picture') },
    uploadPhotoFromApply: { file: label('素材图片', 'material picture') },
    updatePictureLabel: { id: label('标签', 'label') },
    usePhotoMaterial: { id: label('素材', 'material') },
    updateMoment: { id: label('朋友圈素材', 'moments material') },
    delMoment: { id: label('朋友圈素材', 'moments material') },
    useMoment: { id: label('朋友圈素材', 'moments material') },
    delPictureLabel: { id: label('标签', 'label') },
  },
};
