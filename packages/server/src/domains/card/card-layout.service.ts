import { CARD_LAYOUTS, type CardLayoutId, type TCardEnglish, type TCardView } from '@card/contract';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { sha256 } from '../../lib/hash';
import { storeImage } from '../../core/images';
import { releaseOthers } from '../../core/uploads';
import { cardRepository } from './card.repository';
import { cardLayoutRepository } from './card-layout.repository';
import { assertLayoutChoice, brandColour, layoutOptions, layoutRefusal, liveCompany, shownLayout, type LayoutCompany } from './card-layout.rules';

/**
 * The card's layout (issue 35): the owner's choice under the company's rules, the English fields the bilingual
 * layout shows, and the company admin's brand (colours, logo, lock) that the company layout shows.
 */
export function cardLayoutService(ctx: AppContext) {
  const cards = cardRepository(ctx.db);
  const repo = cardLayoutRepository(ctx.db);
  const storage = ctx.providers.storage;

  async function memberOf(userId: string) {
    const m = await repo.memberOf(userId);
    if (!m) throw new DomainError('NOT_LOGGED_IN');
    return { ...m, company: liveCompany(m.company) as (LayoutCompany & { id: string }) | null };
  }
  const brandOf = (c: LayoutCompany) => ({
    name: c.name,
    logoUrl: c.logoKey ? storage.urlOf(c.logoKey) : '',
    colors: [c.brandPrimary, c.brandSecondary] as [string, string],
    lockLayout: c.lockLayout,
  });

  async function list(userId: string) {
    const [m, fields] = await Promise.all([memberOf(userId), cards.fieldsOf(userId)]);
    const stored = fields?.layoutId ?? 'classic';
    return {
      layouts: layoutOptions(m.company),
      current: (CARD_LAYOUTS as readonly string[]).includes(stored) ? (stored as CardLayoutId) : 'classic',
      shown: shownLayout(stored, m.company),
      company: m.company ? brandOf(m.company) : null,
      canBrand: Boolean(m.company) && m.companyRole === 'admin',
      english: { nameEn: fields?.nameEn ?? '', positionEn: fields?.positionEn ?? '', companyEn: fields?.companyEn ?? '' },
    };
  }

  /** Checked against the company as it is now: a lock set a moment ago refuses the change. */
  async function updateLayout(userId: string, value: string) {
    const layoutId = assertLayoutChoice(value, (await memberOf(userId)).company);
    return { layoutId: (await cards.saveFields(userId, { layoutId })).layoutId };
  }

  async function updateEnglish(userId: string, body: TCardEnglish) {
    const f = await cards.saveFields(userId, { nameEn: body.nameEn, positionEn: body.positionEn, companyEn: body.companyEn });
    return { nameEn: f.nameEn, positionEn: f.positionEn, companyEn: f.companyEn };
  }

  /** The admin of a live company (checked here too, not only by the route's role). */
  async function adminCompany(userId: string) {
    const m = await memberOf(userId);
    if (!m.company || m.companyRole !== 'admin') throw new DomainError('NO_PERMISSION');
    return m.company;
  }

  async function updateBrand(userId: string, body: { primary: string; secondary: string; lockLayout: boolean }) {
    const company = await adminCompany(userId);
    const data = { brandPrimary: brandColour(body.primary, 'primary'), brandSecondary: brandColour(body.secondary, 'secondary'), lockLayout: body.lockLayout };
    return brandOf({ ...(await repo.saveBrand(company.id, data)) });
  }

  /** One logo per company: the uploader's previous logo files go; the company keeps the new one's storage key. */
  async function uploadLogo(userId: string, bytes: Uint8Array) {
    const company = await adminCompany(userId);
    const url = await storeImage(ctx, bytes, `logos/${sha256(`logo:${company.id}`).slice(0, 16)}`, 'png', { userId, purpose: 'companyLogo' });
    await repo.saveBrand(company.id, { logoKey: storage.keyOf(url)! });
    await releaseOthers(ctx, userId, 'companyLogo', url);
    return { url };
  }

  /**
   * The editing preview's draft layout: shown as chosen when the owner may choose it (with the company's brand for the
   * company layout); otherwise nothing changes, as saving it would change nothing.
   */
  async function preview(userId: string, layoutId: CardLayoutId): Promise<Pick<TCardView, 'layoutId' | 'brand'>> {
    const { company } = await memberOf(userId);
    if (layoutRefusal(layoutId, company)) return {};
    const brand = layoutId === 'company' && company ? (({ lockLayout: _, ...b }) => b)(brandOf(company)) : undefined;
    return { layoutId, ...(brand ? { brand } : {}) };
  }

  return { list, updateLayout, updateEnglish, updateBrand, uploadLogo, preview };
}
