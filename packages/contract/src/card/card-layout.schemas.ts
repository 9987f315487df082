import { z } from 'zod';
import { LIMITS } from '../common/limits';
import { fBool, fEnum, fOptText } from '../common/form';

/**
 * The public card's layouts (issue 35, item 3): how the page is arranged, independent of its colour theme. Each
 * layout works with every theme; `company` is the company's own (logo and brand colours set by its admin), open to
 * its members only, and the only one they may use when the admin locks it.
 */
export const CARD_LAYOUTS = ['classic', 'photoHeader', 'split', 'minimal', 'bilingual', 'company'] as const;
export type CardLayoutId = (typeof CARD_LAYOUTS)[number];

/** Why a layout cannot be chosen now: no company to brand it, or the company locked its members to its own layout. */
export const LAYOUT_REFUSALS = ['needsCompany', 'locked'] as const;
export const ZLayoutOption = z.object({ id: z.enum(CARD_LAYOUTS), allowed: z.boolean(), refusal: z.enum(LAYOUT_REFUSALS).nullable() });

/** The card's English name, title and company, shown beside the Chinese ones by the bilingual layout. */
export const ZCardEnglish = z.object({ nameEn: z.string(), positionEn: z.string(), companyEn: z.string() });
export type TCardEnglish = z.infer<typeof ZCardEnglish>;
export const ZUpdateEnglishBody = z.object({
  nameEn: fOptText(LIMITS.card.nameMax),
  positionEn: fOptText(LIMITS.card.positionMax),
  companyEn: fOptText(LIMITS.card.companyMax),
});

/** A company's brand as its cards show it: `colors` are the two stops of the head ('' each when unset). */
export const ZCompanyBrand = z.object({ name: z.string(), logoUrl: z.string(), colors: z.tuple([z.string(), z.string()]), lockLayout: z.boolean() });
export type TCompanyBrand = z.infer<typeof ZCompanyBrand>;

/** The layout screen: each layout and whether it may be chosen, the saved and the shown one, the company's brand. */
export const ZLayoutList = z.object({
  layouts: z.array(ZLayoutOption),
  /** What the owner chose; `shown` differs when the company locks its layout or the owner left the company. */
  current: z.enum(CARD_LAYOUTS),
  shown: z.enum(CARD_LAYOUTS),
  company: ZCompanyBrand.nullable(),
  /** The caller is an admin of the company: may set its brand and lock (updateCompanyBrand, uploadCompanyLogo). */
  canBrand: z.boolean(),
  english: ZCardEnglish,
});
export type TLayoutList = z.infer<typeof ZLayoutList>;
export const ZUpdateLayoutBody = z.object({ layoutId: fEnum([...CARD_LAYOUTS]) });

/** An admin's brand: two colours written #RRGGBB (or empty for the theme's) and the lock of members' layout. */
export const ZCompanyBrandBody = z.object({
  primary: fOptText(7),
  secondary: fOptText(7),
  lockLayout: fBool(),
});
