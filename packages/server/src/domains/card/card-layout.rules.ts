import { CARD_LAYOUTS, type CardLayoutId, type TCardView } from '@card/contract';
import { DomainError } from '../../lib/domain-error';

/**
 * The card layouts' rules (issue 35), pure. A layout is one of CARD_LAYOUTS. The company layout shows the owner's
 * company's logo and colours, so it needs a company (one not dissolved); a company whose admin locks its layout
 * leaves its members only that one, and the lock also decides what the page shows, whatever the member chose before.
 */
export interface LayoutCompany {
  name: string;
  brandPrimary: string;
  brandSecondary: string;
  logoKey: string;
  lockLayout: boolean;
  dissolvedAt: Date | null;
}
export type LayoutRefusal = 'needsCompany' | 'locked';

/** A known layout id, or the catalogue's refusal naming the field. */
export function layoutIdOf(value: string): CardLayoutId {
  if (!(CARD_LAYOUTS as readonly string[]).includes(value)) throw new DomainError('CARD_LAYOUT_UNKNOWN', { field: 'layoutId' });
  return value as CardLayoutId;
}

/** The company that counts: a dissolved one is none. */
export const liveCompany = (c: LayoutCompany | null | undefined) => (c && !c.dissolvedAt ? c : null);

/** Why `id` may not be chosen by a member of `company` (null when it may). */
export function layoutRefusal(id: CardLayoutId, company: LayoutCompany | null): LayoutRefusal | null {
  const live = liveCompany(company);
  if (id === 'company' && !live) return 'needsCompany';
  if (id !== 'company' && live?.lockLayout) return 'locked';
  return null;
}

const REFUSAL_CODE = { needsCompany: 'CARD_LAYOUT_NEEDS_COMPANY', locked: 'CARD_LAYOUT_LOCKED' } as const;

/** The owner's choice, checked: unknown, company without a company, or another layout under the lock are refused. */
export function assertLayoutChoice(value: string, company: LayoutCompany | null): CardLayoutId {
  const id = layoutIdOf(value);
  const refusal = layoutRefusal(id, company);
  if (refusal) throw new DomainError(REFUSAL_CODE[refusal], { field: 'layoutId' });
  return id;
}

/** Each layout with whether it may be chosen now, for the picker. */
export const layoutOptions = (company: LayoutCompany | null) =>
  CARD_LAYOUTS.map((id) => {
    const refusal = layoutRefusal(id, company);
    return { id, allowed: refusal === null, refusal };
  });

/**
 * What the page shows: the company layout while the company locks it; the stored choice otherwise, except a choice
 * the owner can no longer have (the company layout after leaving the company, an unknown value of an old row).
 */
export function shownLayout(stored: string, company: LayoutCompany | null): CardLayoutId {
  const live = liveCompany(company);
  if (live?.lockLayout) return 'company';
  const id = (CARD_LAYOUTS as readonly string[]).includes(stored) ? (stored as CardLayoutId) : 'classic';
  return id === 'company' && !live ? 'classic' : id;
}

const HEX = /^#[0-9a-f]{6}$/;
/** A brand colour as stored: '' (the theme's) or #rrggbb; anything else is refused naming the field. */
export function brandColour(value: string, field: 'primary' | 'secondary'): string {
  const v = value.trim().toLowerCase();
  if (v !== '' && !HEX.test(v)) throw new DomainError('COMPANY_BRAND_COLOR_INVALID', { field });
  return v;
}

/** WCAG relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * The text colour on a brand colour: white or near-black, whichever reads better (an admin may pick a pale brand
 * colour, and the page must still pass the 4.5:1 contrast of MOBILE-UX).
 */
export function textOn(hex: string): '#ffffff' | '#1f2328' {
  const l = luminance(hex);
  return contrast(l, 1) >= contrast(l, luminance('#1f2328')) ? '#ffffff' : '#1f2328';
}

/** The parts of the view the layouts add, left out when they say nothing (a classic card's view is unchanged). */
export function layoutView(
  card: { layoutId: string; nameEn: string; positionEn: string; companyEn: string },
  company: LayoutCompany | null,
  logoUrlOf: (key: string) => string,
): Pick<TCardView, 'layoutId' | 'english' | 'brand'> {
  const shown = shownLayout(card.layoutId, company);
  const live = liveCompany(company);
  const english = card.nameEn || card.positionEn || card.companyEn ? { nameEn: card.nameEn, positionEn: card.positionEn, companyEn: card.companyEn } : undefined;
  return {
    ...(shown !== 'classic' ? { layoutId: shown } : {}),
    ...(english ? { english } : {}),
    ...(shown === 'company' && live
      ? { brand: { name: live.name, logoUrl: live.logoKey ? logoUrlOf(live.logoKey) : '', colors: [live.brandPrimary, live.brandSecondary] as [string, string] } }
      : {}),
  };
}
