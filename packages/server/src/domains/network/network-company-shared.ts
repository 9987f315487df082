import { kindColumn, messageColumns, type Lang, type TKindSubject, type TNetworkPerson } from '@card/contract';
import type { AppContext } from '../../context';
import type { DbClient } from '../../core/db';
import { DomainError } from '../../lib/domain-error';
import { langOf } from '../../lib/lang';
import type { CompanyMsg } from './network-company.messages';
import { networkCompanyRepository } from './network-company.repository';
import { networkRepository } from './network.repository';
import { assertAdmin } from './network-company.rules';
import { personOf } from './network.views';

/** What the company services share: the caller's row, people's views, and messages written inside a transaction. */
export function companyShared(ctx: AppContext) {
  const repo = networkCompanyRepository(ctx.db);
  const people = networkRepository(ctx.db);

  async function me(userId: string) {
    const row = await repo.me(userId);
    if (!row) throw new DomainError('NOT_LOGGED_IN');
    return row;
  }

  /** Someone named by public card id; an unknown id is refused as not a colleague, naming the field. */
  async function personByPublicId(phoneIdEcr: string, field = 'phoneIdEcr') {
    const p = await people.personByPublicId(phoneIdEcr);
    if (!p) throw new DomainError('COMPANY_STAFF_NOT_FOUND', { field });
    return p;
  }

  async function viewsOf(ids: string[]): Promise<Map<string, TNetworkPerson>> {
    const rows = await people.peopleByIds([...new Set(ids)]);
    return new Map(rows.map((r) => [r.id, personOf(r)]));
  }
  const nameOf = async (id: string) => (await viewsOf([id])).get(id)?.name ?? '';

  /** Message rows (kind company) to each user in their language, in the caller's transaction, about `subject` when named. */
  async function tell(tx: DbClient, userIds: string[], text: (lang: Lang) => CompanyMsg, now: Date, subject?: TKindSubject<'company'>) {
    if (!userIds.length) return;
    const r = networkCompanyRepository(tx);
    const langs = await r.languagesOf([...new Set(userIds)]);
    await r.addMessages(
      langs.map((p) => ({ id: ctx.ids.id(), userId: p.id, ...text(langOf(p.language)), ...(subject ? messageColumns('company', subject) : kindColumn('company')), createdAt: now })),
    );
  }

  async function companyOf(companyId: string) {
    const c = await repo.company(companyId);
    // A dissolved company (issue 31) is gone for everyone: applying to it or acting in it is refused as not found.
    if (!c || c.dissolvedAt) throw new DomainError('COMPANY_NOT_FOUND', { field: 'companyId' });
    return c;
  }

  /** An admin's action on a person of the card `phoneIdEcr`: the admin's company (refused unless an admin) and the person. */
  async function adminActing(adminId: string, phoneIdEcr: string) {
    const companyId = assertAdmin(await me(adminId));
    const company = await companyOf(companyId);
    return { companyId, company, target: await personByPublicId(phoneIdEcr) };
  }

  return { repo, me, personByPublicId, viewsOf, nameOf, tell, companyOf, adminActing };
}
export type CompanyShared = ReturnType<typeof companyShared>;
