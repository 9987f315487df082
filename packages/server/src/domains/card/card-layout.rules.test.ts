import { describe, expect, it } from 'vitest';
import { CARD_LAYOUTS } from '@card/contract';
import { DomainError } from '../../lib/domain-error';
import { assertLayoutChoice, brandColour, layoutIdOf, layoutOptions, layoutView, shownLayout, textOn, type LayoutCompany } from './card-layout.rules';

const company = (over: Partial<LayoutCompany> = {}): LayoutCompany => ({
  name: '星河科技',
  brandPrimary: '#0a3d62',
  brandSecondary: '#3c6382',
  logoKey: '',
  lockLayout: false,
  dissolvedAt: null,
  ...over,
});
const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e instanceof DomainError ? `${e.code}:${e.details?.field ?? ''}` : 'other';
  }
  return 'none';
};

describe('the layout an owner may choose', () => {
  it("is one of the six; anything else is the catalogue's unknown layout, naming the field", () => {
    for (const id of CARD_LAYOUTS.filter((l) => l !== 'company')) expect(layoutIdOf(id)).toBe(id);
    expect(code(() => layoutIdOf('fancy'))).toBe('CARD_LAYOUT_UNKNOWN:layoutId');
    expect(code(() => layoutIdOf('Classic'))).toBe('CARD_LAYOUT_UNKNOWN:layoutId');
    expect(code(() => layoutIdOf(''))).toBe('CARD_LAYOUT_UNKNOWN:layoutId');
  });

  it('the company layout needs a company that still exists', () => {
    expect(code(() => assertLayoutChoice('company', null))).toBe('CARD_LAYOUT_NEEDS_COMPANY:layoutId');
    expect(code(() => assertLayoutChoice('company', company({ dissolvedAt: new Date() })))).toBe('CARD_LAYOUT_NEEDS_COMPANY:layoutId');
    expect(assertLayoutChoice('company', company())).toBe('company');
    // Without the lock a member chooses any layout.
    expect(assertLayoutChoice('minimal', company())).toBe('minimal');
  });

  it("a company's lock leaves its members the company layout only (a dissolved company locks nothing)", () => {
    const locked = company({ lockLayout: true });
    for (const id of CARD_LAYOUTS.filter((l) => l !== 'company')) expect(code(() => assertLayoutChoice(id, locked))).toBe('CARD_LAYOUT_LOCKED:layoutId');
    expect(assertLayoutChoice('company', locked)).toBe('company');
    expect(assertLayoutChoice('split', company({ lockLayout: true, dissolvedAt: new Date() }))).toBe('split');
  });

  it('the picker marks each layout with why it may not be chosen', () => {
    expect(layoutOptions(null).filter((o) => !o.allowed)).toEqual([{ id: 'company', allowed: false, refusal: 'needsCompany' }]);
    expect(layoutOptions(company()).every((o) => o.allowed)).toBe(true);
    expect(
      layoutOptions(company({ lockLayout: true }))
        .filter((o) => o.allowed)
        .map((o) => o.id),
    ).toEqual(['company']);
  });
});

describe('the layout a page shows', () => {
  it('is the company layout while the company locks it, whatever the member chose', () => {
    expect(shownLayout('minimal', company({ lockLayout: true }))).toBe('company');
    expect(shownLayout('minimal', company())).toBe('minimal');
  });
  it('falls back to classic for the company layout without a company, and for an unknown stored value', () => {
    expect(shownLayout('company', null)).toBe('classic');
    expect(shownLayout('company', company({ dissolvedAt: new Date() }))).toBe('classic');
    expect(shownLayout('old-layout', null)).toBe('classic');
  });
  it('adds to the view only what it says: a classic card without English fields is unchanged', () => {
    const card = { layoutId: 'classic', nameEn: '', positionEn: '', companyEn: '' };
    expect(layoutView(card, null, (k) => `/files/${k}`)).toEqual({});
    expect(layoutView({ ...card, nameEn: 'Li Lei' }, null, (k) => k)).toEqual({ english: { nameEn: 'Li Lei', positionEn: '', companyEn: '' } });
    expect(layoutView({ ...card, layoutId: 'split' }, company({ lockLayout: true, logoKey: 'logos/a/b.png' }), (k) => `/files/${k}`)).toEqual({
      layoutId: 'company',
      brand: { name: '星河科技', logoUrl: '/files/logos/a/b.png', colors: ['#0a3d62', '#3c6382'] },
    });
  });
});

describe('brand colours', () => {
  it("are #rrggbb (stored lower case) or empty for the theme's; anything else is refused naming the field", () => {
    expect(brandColour('#0A3D62', 'primary')).toBe('#0a3d62');
    expect(brandColour('', 'secondary')).toBe('');
    expect(code(() => brandColour('#0a3d6', 'primary'))).toBe('COMPANY_BRAND_COLOR_INVALID:primary');
    expect(code(() => brandColour('#0a3d622', 'secondary'))).toBe('COMPANY_BRAND_COLOR_INVALID:secondary');
    expect(code(() => brandColour('red', 'primary'))).toBe('COMPANY_BRAND_COLOR_INVALID:primary');
    expect(code(() => brandColour('#0a3d6g', 'primary'))).toBe('COMPANY_BRAND_COLOR_INVALID:primary');
  });
  it('carry white text when dark and near-black text when pale', () => {
    expect(textOn('#0a3d62')).toBe('#ffffff');
    expect(textOn('#ffe082')).toBe('#1f2328');
  });
});
