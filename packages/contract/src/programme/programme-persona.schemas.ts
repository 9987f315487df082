import { z } from 'zod';
import { LIMITS } from '../common/limits';
import { fCsv, fEnum, fFile, fId, fText } from '../common/form';
import { rule } from '../common/validation';
import { label, type AreaLabels } from '../common/labels';

/** Programmes and small modules, persona part (issue 18): body and answer shapes of programme-persona.contract.ts. */
const L = LIMITS.programmePersona;

// --- avatar pendants ------------------------------------------------------------------------------------------------
/** Ours: the catalogue's groups (the spec names pendants only): holidays and seasons, business badges, light-hearted. */
export const PENDANT_CATEGORIES = ['festival', 'business', 'fun'] as const;
export type PendantCategory = (typeof PENDANT_CATEGORIES)[number];

/** A pendant of the catalogue; `imageUrl` a square transparent PNG drawn over the avatar. Names in both languages. */
export const ZPendant = z.object({
  id: z.string(),
  category: z.enum(PENDANT_CATEGORIES),
  nameZh: z.string(),
  nameEn: z.string(),
  imageUrl: z.string(),
});
export type TPendant = z.infer<typeof ZPendant>;

/**
 * The catalogue with the caller's state: `currentId` the pendant the caller chose (kept while VIP lapses, so it comes
 * back on renewal), `shown` whether others see it now (chosen, still in the catalogue, and the caller VIP), the
 * caller's avatar, name and card id for the previews and the way to the card.
 */
export const ZPendantList = z.object({
  items: z.array(ZPendant),
  currentId: z.string().nullable(),
  shown: z.boolean(),
  isVip: z.boolean(),
  avatarUrl: z.string(),
  name: z.string(),
  phoneIdEcr: z.string(),
});
export type TPendantList = z.infer<typeof ZPendantList>;
export const ZPendantListBody = z.object({ category: fEnum([...PENDANT_CATEGORIES]).optional() });
export const ZSetPendantBody = z.object({ pendantId: fId() });
export const ZPendantChoice = z.object({ currentId: z.string().nullable(), imageUrl: z.string() });

// --- avatar-nickname customs ------------------------------------------------------------------------------------------
export const ZNicknameCustom = z.object({
  id: z.string(),
  nickname: z.string(),
  avatarUrl: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type TNicknameCustom = z.infer<typeof ZNicknameCustom>;
/** The caller's customs, newest first (at most `max`, so not paged). */
export const ZNicknameCustomList = z.object({ items: z.array(ZNicknameCustom), max: z.number().int() });
export type TNicknameCustomList = z.infer<typeof ZNicknameCustomList>;

const zAvatarUrl = z
  .string()
  .trim()
  .min(1, rule('required'))
  .max(L.avatarUrlMax, rule('maxLength', { max: L.avatarUrlMax }));
export const ZCustomAvatarUploadBody = z.object({ file: fFile() });
export const ZCustomAvatar = z.object({ url: z.string() });
export const ZAddNicknameCustomBody = z.object({ nickname: fText(L.nicknameMin, L.nicknameMax), avatarUrl: zAvatarUrl });
export type TAddNicknameCustomBody = z.infer<typeof ZAddNicknameCustomBody>;
/** Ids joined by commas (or a JSON array): one to all of the caller's customs. */
export const ZBatchDelCustomsBody = z.object({ ids: fCsv(fId(), L.maxCustoms).refine((a) => a.length > 0, rule('required')) });
export const ZBatchDelCustomsResult = z.object({ deleted: z.number().int() });
export const ZCustomIdBody = z.object({ id: fId() });
/** The default set, with what the card now shows. */
export const ZSetDefaultCustomResult = z.object({ custom: ZNicknameCustom, name: z.string(), avatarUrl: z.string() });

export const PROGRAMME_PERSONA_LABELS: AreaLabels = {
  fields: {
    pendantId: label('挂件', 'pendant'),
    nickname: label('昵称', 'nickname'),
    avatarUrl: label('头像', 'avatar'),
    ids: label('头像昵称', 'avatar-nickname pairs'),
  },
  calls: {
    findAvatarPendantList: { category: label('挂件分类', 'pendant category') },
    uploadAvatarNicknamePicture: { file: label('头像图片', 'avatar picture') },
    setDefaultAvatarNicknameCustom: { id: label('头像昵称', 'avatar-nickname pair') },
  },
};
