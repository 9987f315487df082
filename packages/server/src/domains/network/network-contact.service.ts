import { LIMITS, publicCardPath, type TContactRow, type TDepartmentBook, type TFeedQuery, type TShareBackLead, contactSourceOf } from '@card/contract';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../lib/db-errors';
import { DomainError } from '../../lib/domain-error';
import { feedArgs, feedResult, type FeedKey } from '../../lib/paging';
import { buildVCards } from './network-contact-vcard';
import { directSql } from '../../core/direct-sql';
import { networkExchangeRepository } from './network-exchange.repository';
import { networkPagesRepository } from './network-pages.repository';
import { buildCsv, labelKey, labelRoomRefusal, type ExportRow } from './network-exchange.rules';
import { networkRepository, type PersonRow } from './network.repository';
import { shareBackRepository } from './network-shareback.repository';
import { leadEntry } from './network-contact.rules';
import { leadOf } from './network-shareback.rules';
import { personOf } from './network.views';

const keyOf = (r: { createdAt: Date; id: string }): FeedKey => ({ at: r.createdAt, id: r.id });
type ContactRec = { id: string; contactId: string; source: string; createdAt: Date };
/** A shared-back entry's contactId is the share back's (issue 34): it shows the lead (leadEntry), any other its user. */
function personOrLead(r: ContactRec, byId: Map<string, PersonRow>, leads: Map<string, TShareBackLead>): Pick<TContactRow, 'person' | 'shareBack'> {
  const lead = r.source === 'shareBack' ? leads.get(r.contactId) : undefined;
  return lead ? leadEntry(lead) : { person: personOf(byId.get(r.contactId)!), shareBack: null };
}

/** The address book's name for colleagues not in any department (what the spec's screen shows). */
export const NO_DEPARTMENT = '未分组';

/**
 * The address book: my cards (friends) and my colleagues, friend search, departments, labels, removal and the
 * export files. Everything is scoped to the caller: a label or a card of someone else's book answers "not found".
 */
export function networkContactService(ctx: AppContext) {
  const people = networkRepository(ctx.db);
  const repo = networkExchangeRepository(ctx.db);
  const pages = () => networkPagesRepository(directSql(ctx));

  /** Contact rows as the list shows them: the person, the source, the owner's labels on each. */
  async function rowsOf(ownerId: string, recs: ContactRec[]) {
    const shared = recs.filter((r) => r.source === 'shareBack').map((r) => r.contactId);
    const [persons, links, labels, shareBacks] = await Promise.all([
      people.peopleByIds(recs.map((r) => r.contactId)),
      repo.linksOf(recs.map((r) => r.id)),
      repo.labels(ownerId),
      shareBackRepository(ctx.db).byIds(shared),
    ]);
    const byId = new Map(persons.map((p) => [p.id, p]));
    const leads = new Map(shareBacks.map((b) => [b.id, leadOf(b)]));
    const names = new Map(labels.map((l) => [l.id, l.name]));
    return (r: ContactRec): TContactRow => ({
      contactId: r.id,
      ...personOrLead(r, byId, leads),
      source: contactSourceOf(r.source),
      labels: links.filter((l) => l.contactId === r.id && names.has(l.labelId)).map((l) => ({ id: l.labelId, name: names.get(l.labelId)! })),
      addedAt: r.createdAt.toISOString(),
    });
  }

  async function contactPage(ownerId: string, list: string, q: TFeedQuery, read: (after: FeedKey | null, take: number) => Promise<ContactRec[]>) {
    const { after, take } = feedArgs(list, q);
    const recs = await read(after, take);
    return feedResult(list, recs, q, keyOf, await rowsOf(ownerId, recs));
  }

  async function ownLabel(ownerId: string, labelId: string) {
    const l = await repo.label(labelId);
    if (!l || l.ownerId !== ownerId) throw new DomainError('NOT_FOUND', { field: 'labelId' });
    return l;
  }

  async function ownContact(ownerId: string, phoneIdEcr: string) {
    const p = await people.personByPublicId(phoneIdEcr);
    const c = p ? await repo.holds(ownerId, p.id) : null;
    if (!c) throw new DomainError('CONTACT_NOT_FOUND', { field: 'phoneIdEcr' });
    return c;
  }

  /**
   * One statement per page (network-pages.repository): the friends tab (optionally one label's entries) or the
   * colleagues tab. A label of someone else's book is NOT_FOUND, as an unknown one.
   */
  async function addressBook(meId: string, b: { tab: 'friends' | 'colleagues'; labelId?: string } & TFeedQuery) {
    if (b.tab === 'colleagues') {
      const list = 'book-colleagues';
      const { after, take } = feedArgs(list, b);
      const rows = await pages().colleagues(meId, after, take);
      return feedResult(list, rows, b, keyOf, (r): TContactRow => ({ contactId: null, person: r.person, source: 'colleague', labels: [], addedAt: r.createdAt.toISOString() }));
    }
    const labelId = b.labelId ? (await ownLabel(meId, b.labelId)).id : undefined;
    const list = labelId ? `book-label-${labelId}` : 'book-friends';
    const { after, take } = feedArgs(list, b);
    const rows = await pages().contacts(meId, after, take, labelId);
    return feedResult(list, rows, b, keyOf, (r): TContactRow => {
      return {
        contactId: r.id,
        ...(r.lead ? leadEntry(leadOf(r.lead)) : { person: r.person!, shareBack: null }),
        source: contactSourceOf(r.source),
        labels: r.labels,
        addedAt: r.createdAt.toISOString(),
      };
    });
  }

  async function searchFriends(meId: string, b: { keyword: string } & TFeedQuery) {
    const key = b.keyword.trim().toLowerCase();
    const page = await contactPage(meId, 'book-search', b, (after, take) => repo.searchContacts(meId, key, after, take));
    if (!page.items.length && !b.cursor) throw new DomainError('NO_SEARCH_RESULT', { field: 'keyword' });
    return page;
  }

  async function department(meId: string): Promise<TDepartmentBook> {
    const me = await people.personById(meId);
    if (!me?.companyId) return { company: null, groups: [] };
    const [company, departments, memberships, visible] = await Promise.all([
      repo.companyOf(me.companyId),
      repo.departments(me.companyId),
      repo.departmentMembers(me.companyId),
      repo.visibleMembers(me.companyId, meId),
    ]);
    const persons = new Map((await people.peopleByIds(visible.map((v) => v.id))).map((p) => [p.id, p]));
    const deptOf = new Map(memberships.map((m) => [m.userId, m.departmentId]));
    const known = new Set(departments.map((d) => d.id));
    const groups = departments.map((d) => ({ departmentId: d.id as string | null, name: d.name, members: [] as ReturnType<typeof personOf>[] }));
    const rest = { departmentId: null, name: NO_DEPARTMENT, members: [] as ReturnType<typeof personOf>[] };
    for (const v of visible) {
      const d = deptOf.get(v.id);
      const group = d && known.has(d) ? groups.find((g) => g.departmentId === d)! : rest;
      group.members.push(personOf(persons.get(v.id)!));
    }
    return { company: company?.name ?? null, groups: [...groups.filter((g) => g.members.length), ...(rest.members.length ? [rest] : [])] };
  }

  async function deleteContact(meId: string, phoneIdEcr: string) {
    const c = await ownContact(meId, phoneIdEcr);
    await ctx.db.$transaction((tx) => networkExchangeRepository(tx).deleteContact(c.id));
    return { deleted: true as const };
  }

  // --- labels ---

  async function labels(meId: string) {
    const rows = await repo.labels(meId);
    const counts = new Map((await repo.labelCounts(rows.map((r) => r.id))).map((c) => [c.labelId, c._count._all]));
    return {
      labels: rows.map((r) => ({ id: r.id, name: r.name, count: counts.get(r.id) ?? 0 })),
      max: LIMITS.network.contactLabelsMax,
      nameLength: LIMITS.network.contactLabelLength,
    };
  }

  async function addLabel(meId: string, name: string) {
    const existing = await repo.labels(meId);
    if (existing.some((l) => labelKey(l.name) === labelKey(name))) throw new DomainError('CONTACT_LABEL_EXISTS', { field: 'name' });
    const full = labelRoomRefusal(existing.length);
    if (full) throw new DomainError(full, { field: 'name' });
    try {
      const row = await repo.createLabel({ id: ctx.ids.id(), ownerId: meId, name: name.trim(), createdAt: ctx.clock.now() });
      return { id: row.id, name: row.name, count: 0 };
    } catch (err) {
      if (isUniqueViolation(err)) throw new DomainError('CONTACT_LABEL_EXISTS', { field: 'name' });
      throw err;
    }
  }

  async function delLabel(meId: string, labelId: string) {
    const l = await ownLabel(meId, labelId);
    await ctx.db.$transaction((tx) => networkExchangeRepository(tx).deleteLabel(l.id));
    return { deleted: true as const };
  }

  async function setLabels(meId: string, b: { contactId: string; labelIds: string[] }) {
    // Another user's entry or label answers as a missing one: nobody learns which ids exist.
    const c = await repo.contactRow(b.contactId);
    if (!c || c.ownerId !== meId) throw new DomainError('NOT_FOUND', { field: 'contactId' });
    const mine = new Map((await repo.labels(meId)).map((l) => [l.id, l.name]));
    const ids = [...new Set(b.labelIds)];
    if (ids.some((id) => !mine.has(id))) throw new DomainError('NOT_FOUND', { field: 'labelIds' });
    await ctx.db.$transaction((tx) => networkExchangeRepository(tx).setLinks(c.id, ids));
    return { labels: ids.map((id) => ({ id, name: mine.get(id)! })) };
  }

  /** The same list as the address book's label filter (its cursors are that list's). */
  const contactsByLabel = (meId: string, b: { labelId: string } & TFeedQuery) => addressBook(meId, { ...b, tab: 'friends' });

  // --- export ---

  async function exportRows(meId: string): Promise<(ExportRow & { link: string })[]> {
    const { order, users } = await repo.exportRows(meId, LIMITS.network.contactsMax);
    const byId = new Map(users.map((u) => [u.id, u]));
    return order.flatMap((id) => {
      const u = byId.get(id);
      if (!u) return [];
      const mobile = u.hidePhone ? '' : (u.card?.mobiles[0]?.number ?? u.phone);
      return [
        {
          name: u.card?.name ?? '',
          company: u.card?.company ?? '',
          position: u.card?.position ?? '',
          mobile,
          email: u.card?.email ?? '',
          link: `${ctx.config.publicOrigin}${publicCardPath(u.phoneIdEcr)}`,
        },
      ];
    });
  }

  const exportCsv = async (meId: string) => buildCsv(await exportRows(meId));
  const exportVcard = async (meId: string) => buildVCards(await exportRows(meId));

  return { addressBook, searchFriends, department, deleteContact, labels, addLabel, delLabel, setLabels, contactsByLabel, exportCsv, exportVcard };
}
