import { z } from 'zod';
import { THEMES, type ThemeId } from '../common/constants';
import { LIMITS } from '../common/limits';
import { fEnum, fId, fOptNumber, fOptText, fText } from '../common/form';
import { zKeyword } from '../common/rules';
import { pageOf, pageQueryShape } from '../common/paging';
import { rule } from '../common/validation';

/** An id, or empty to clear the choice. */
const fOptId = () =>
  z
    .string()
    .trim()
    .default('')
    .refine((s) => s === '' || /^[A-Za-z0-9_-]{8,64}$/.test(s), rule('idFormat'));

/** Theme, background, music and the navigation point: how the card looks, sounds and where it leads. */
export const ZMusic = z.object({ id: z.string(), name: z.string(), singer: z.string(), url: z.string() });
/** `lat`/`lng` are null for a point chosen without a map service: visitors' map apps then search for the address. */
export const ZNavPoint = z.object({ id: z.string(), name: z.string(), address: z.string(), province: z.string(), city: z.string(), lat: z.number().nullable(), lng: z.number().nullable() });
export type TNavPoint = z.infer<typeof ZNavPoint>;

export const ZThemeOption = z.object({ id: z.enum(THEMES), colors: z.tuple([z.string(), z.string()]) });
export const ZBackgroundOption = z.object({ id: z.string(), url: z.string() });
export const ZImageList = z.object({
  themes: z.array(ZThemeOption),
  backgrounds: z.array(ZBackgroundOption),
  current: z.object({ themeId: z.string(), backgroundUrl: z.string() }),
  /** The caller's own uploaded background when the card uses one, so the picker can offer it again. */
  uploaded: z.string().nullable(),
});
export type TImageList = z.infer<typeof ZImageList>;

export const ZUpdateThemeBody = z.object({ themeId: fEnum([...THEMES] as [ThemeId, ...ThemeId[]]) });
export const ZUpdateBackgroundBody = z.object({ backgroundUrl: fOptText(LIMITS.card.backgroundUrlMax) });

export const ZMusicItem = ZMusic.extend({ category: z.string() });
export type TMusicItem = z.infer<typeof ZMusicItem>;
/** A page of music with every category (for the category tabs). */
export const ZMusicList = pageOf(ZMusicItem, { categories: z.array(z.string()) });
export const ZFindMusicsBody = z.object({ category: fOptText(LIMITS.card.musicCategoryMax), ...pageQueryShape });
export const ZSearchMusicsBody = z.object({ keyword: zKeyword(LIMITS.card.musicKeywordMax), ...pageQueryShape });
export const ZUpdateMusicBody = z.object({ musicId: fOptId() });

const mapPointShape = {
  name: fText(1, LIMITS.card.mapPointNameMax),
  address: fText(1, LIMITS.card.mapAddressMax),
  province: fText(1, LIMITS.card.provinceMax),
  city: fText(1, LIMITS.card.cityMax),
  // Optional since issue 31: without a map service only the address is known, and no coordinates are made up.
  lat: fOptNumber(-90, 90),
  lng: fOptNumber(-180, 180),
};
/** A place has both coordinates or neither: the missing one is named. */
const bothOrNeither = (b: { lat: number | null; lng: number | null }, ctx: z.RefinementCtx) => {
  if ((b.lat === null) !== (b.lng === null)) ctx.addIssue({ code: 'custom', path: [b.lat === null ? 'lat' : 'lng'], message: rule('required') });
};
export const ZMapPointBody = z.object(mapPointShape).superRefine(bothOrNeither);
export type TMapPointBody = z.input<typeof ZMapPointBody>;
export const ZUpdateMapPointBody = z.object({ ...mapPointShape, id: fId() }).superRefine(bothOrNeither);
export const ZMapPointList = z.object({ points: z.array(ZNavPoint), navPointId: z.string().nullable() });
export const ZSetNavigationBody = z.object({ id: fOptId() });

export const ZAreaQuery = z.object({ province: fOptText(LIMITS.card.provinceMax) });
export const ZAreaList = z.object({ provinces: z.array(z.string()), cities: z.array(z.string()) });
