import { z } from 'zod';
import { label, type AreaLabels } from '../common/labels';
import { fBool, fId, fInt, fText } from '../common/form';
import { pageOf, pageQueryShape } from '../common/paging';
import { LIMITS } from '../common/limits';
import { rule } from '../common/validation';

/**
 * The content area, posters part (issue 14): templates (poster materials) by label, and posters the server draws
 * from a template with the caller's card data, avatar and QR code, kept as records per module.
 */
const L = LIMITS.content;

/** A module a poster is for: 0 is the card itself, any other number a module of spec section 1 (checked by the service). */
const zModuleId = fInt(0, 999);

// --- a template's layout (stored as JSON on the template; validated by the posters rules before drawing) -----------
const zColour = z.string().regex(/^#[0-9a-fA-F]{6}$/);
/** One line of text: its box (left edge `x`, baseline `y`, `width` it must fit in), size, colour and alignment. */
export const ZPosterTextBox = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().positive(),
  fontSize: z.number().int(),
  color: zColour,
  align: z.enum(['start', 'middle', 'end']).default('start'),
  bold: z.boolean().default(false),
});
export const ZPosterSquare = z.object({ x: z.number().int(), y: z.number().int(), size: z.number().int().positive() });
/** The texts a poster can carry, drawn from the card (the slogan is the card's signature, else the template's). */
export const POSTER_TEXT_FIELDS = ['name', 'company', 'position', 'phone', 'slogan'] as const;
export type PosterTextField = (typeof POSTER_TEXT_FIELDS)[number];
export const ZPosterLayout = z.object({
  width: z.number().int(),
  height: z.number().int(),
  texts: z.object({
    name: ZPosterTextBox,
    company: ZPosterTextBox.optional(),
    position: ZPosterTextBox.optional(),
    phone: ZPosterTextBox.optional(),
    slogan: ZPosterTextBox.optional(),
  }),
  /** The template's own slogan, drawn when the card has no signature. */
  slogan: z.string().max(40).default(''),
  /** A round avatar (left out when the user has none). */
  avatar: ZPosterSquare.optional(),
  qr: ZPosterSquare,
});
export type TPosterLayout = z.infer<typeof ZPosterLayout>;
export type TPosterTextBox = z.infer<typeof ZPosterTextBox>;

// --- answers -------------------------------------------------------------------------------------------------------
export const ZPosterLabel = z.object({ labelId: z.string(), name: z.string(), count: z.number().int() });
export const ZPosterMaterial = z.object({
  materialId: z.string(),
  labelId: z.string(),
  title: z.string(),
  thumbUrl: z.string(),
  backgroundUrl: z.string(),
  /** Modules this template suits best (0 = the card); any template may be used for any module. */
  moduleIds: z.array(z.number().int()),
});
export type TPosterMaterial = z.infer<typeof ZPosterMaterial>;
export const ZPosterMaterialPage = pageOf(ZPosterMaterial);

/** What a poster was drawn from (kept with the record so a redraw can tell what changed). */
export const ZPosterData = z.object({
  name: z.string(),
  company: z.string(),
  position: z.string(),
  phone: z.string(),
  slogan: z.string(),
  hasAvatar: z.boolean(),
  cardUrl: z.string(),
});
export type TPosterData = z.infer<typeof ZPosterData>;
export const ZPosterRecord = z.object({
  recordId: z.string(),
  moduleId: z.number().int(),
  materialId: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  isDefaultCover: z.boolean(),
  data: ZPosterData,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TPosterRecord = z.infer<typeof ZPosterRecord>;
export const ZPosterRecordPage = pageOf(ZPosterRecord);
export const ZPosterLabels = z.object({ labels: z.array(ZPosterLabel) });
export const ZModulePreset = z.object({ moduleId: z.number().int(), materialId: z.string() });
export const ZPosterRecordIds = z.object({ recordIds: z.array(z.string()) });

// --- bodies --------------------------------------------------------------------------------------------------------
/** The material host's calls take the session from the `Token` header only: a token in the body is refused. */
const noBodyToken = { token: z.undefined({ invalid_type_error: rule('type') }) };
export const ZPosterLabelsBody = z.object({}).default({});
export const ZPosterByLabelBody = z.object({ labelId: fId(), ...pageQueryShape });
export const ZPosterMaterialsBody = z.object({ moduleId: zModuleId.optional(), ...pageQueryShape });
export const ZPosterSearchBody = z.object({ keyword: fText(1, L.posterKeywordMax), ...pageQueryShape });
export const ZFindPosterBody = z.object({ recordId: fId().optional(), moduleId: zModuleId.optional() });
export const ZPosterGenerateBody = z.object({ materialId: fId(), moduleId: zModuleId });
export const ZPosterRedrawBody = z.object({ recordId: fId(), materialId: fId().optional() });
export const ZPosterPresetBody = z.object({ moduleId: zModuleId, materialId: fId() });
export const ZIsGenerateRecordQuery = z.object({ moduleId: zModuleId, phoneIdEcr: fId() });
export const ZIsGenerateRecordBody = z
  .array(fId())
  .min(1, rule('required'))
  .max(L.posterRecordIdsMax, rule('listSize', { max: L.posterRecordIdsMax }));
export const ZModuleRecordsBody = z.object({ moduleId: zModuleId, ...pageQueryShape, ...noBodyToken });
export const ZDefaultCoverBody = z.object({ recordId: fId(), isDefaultCover: fBool().default(true), ...noBodyToken });

export const CONTENT_POSTERS_LABELS: AreaLabels = {
  fields: {
    labelId: label('海报分类', 'poster category'),
    materialId: label('海报模板', 'poster template'),
    moduleId: label('模块', 'module'),
    recordId: label('海报', 'poster'),
    keyword: label('关键词', 'keyword'),
    isDefaultCover: label('默认封面', 'default cover'),
    token: label('登录凭证', 'login token'),
    layout: label('海报版式', 'poster layout'),
  },
  calls: {
    isGenerateRecordPoster: { body: label('海报列表', 'poster list') },
  },
};
