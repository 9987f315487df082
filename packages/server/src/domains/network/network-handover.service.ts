import type { TPageQuery } from '@card/contract';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { pageArgs, pageResult } from '../../lib/paging';
import { COMPANY_MESSAGES as M } from './network-company.messages';
import { networkCompanyRepository } from './network-company.repository';
import { assertAdmin, assertHandoverParties, assertRefusable } from './network-company.rules';
import { companyShared } from './network-company-shared';
import { networkHandoverRepository } from './network-handover.repository';
import { networkRepository } from './network.repository';

/**
 * Hand-over of a departed member's contacts to a colleague (issue 13, "Beyond the peers"): every contact the
 * departed owned gets a copy owned by the colleague (source handover, servedById the colleague), one
 * ContactHandover row each, and a message telling the contact who serves them now. A contact the colleague holds
 * already, or the colleague themselves, is skipped: refusing must never remove a contact the colleague had.
 */
export function networkHandoverService(ctx: AppContext) {
  const sh = companyShared(ctx);
  const repo = networkHandoverRepository(ctx.db);

  async function handOver(adminId: string, b: { fromPhoneIdEcr: string; toPhoneIdEcr: string }) {
    const companyId = assertAdmin(await sh.me(adminId));
    const company = await sh.companyOf(companyId);
    const from = await sh.personByPublicId(b.fromPhoneIdEcr, 'fromPhoneIdEcr');
    const to = await sh.personByPublicId(b.toPhoneIdEcr, 'toPhoneIdEcr');
    const cr = networkCompanyRepository(ctx.db);
    assertHandoverParties(await cr.me(from.id), await cr.departedFrom(from.id, companyId), await cr.me(to.id), companyId);
    const [fromName, toName] = [await sh.nameOf(from.id), await sh.nameOf(to.id)];
    const now = ctx.clock.now();
    return ctx.db.$transaction(async (tx) => {
      const r = networkHandoverRepository(tx);
      const all = (await r.contactsOf(from.id)).filter((c) => c.contactId !== to.id);
      const held = await r.heldBy(
        to.id,
        all.map((c) => c.contactId),
      );
      const fresh = all.filter((c) => !held.has(c.contactId));
      await r.addContacts(
        fresh.map((c) => ({
          id: ctx.ids.id(),
          ownerId: to.id,
          contactId: c.contactId,
          source: 'handover',
          nameKey: c.nameKey,
          servedById: to.id,
          createdAt: now,
        })),
      );
      await r.addHandovers(fresh.map((c) => ({ id: ctx.ids.id(), companyId, fromUserId: from.id, toUserId: to.id, contactId: c.contactId, createdAt: now })));
      await sh.tell(
        tx,
        fresh.map((c) => c.contactId),
        (l) => M.handedOver(l, fromName, toName, company.name),
        now,
      );
      if (fresh.length) await sh.tell(tx, [to.id], (l) => M.handoverReceived(l, fresh.length, fromName), now);
      return { handedOver: fresh.length, skipped: all.length - fresh.length };
    });
  }

  async function refuse(userId: string, handoverId: string) {
    const h = await repo.handover(handoverId);
    assertRefusable(h, userId);
    const who = await sh.nameOf(userId);
    const now = ctx.clock.now();
    await ctx.db.$transaction(async (tx) => {
      const r = networkHandoverRepository(tx);
      if (!(await r.refuse(h!.id, now))) throw new DomainError('HANDOVER_NOT_FOUND', { field: 'handoverId' });
      await r.removeCopy(h!.toUserId, userId);
      await sh.tell(tx, [h!.toUserId], (l) => M.handoverRefused(l, who), now);
    });
    return { done: true as const };
  }

  type Row = Awaited<ReturnType<typeof repo.page>>[number];
  async function itemsOf(rows: Row[]) {
    const views = await sh.viewsOf(rows.flatMap((h) => [h.fromUserId, h.toUserId, h.contactId]));
    return rows.flatMap((h) => {
      const [from, to, contact] = [views.get(h.fromUserId), views.get(h.toUserId), views.get(h.contactId)];
      return from && to && contact ? [{ handoverId: h.id, from, to, contact, state: h.state as 'notified' | 'refused', createdAt: h.createdAt.toISOString() }] : [];
    });
  }

  async function list(adminId: string, q: TPageQuery) {
    const companyId = assertAdmin(await sh.me(adminId));
    const { skip, take } = pageArgs(q);
    const [rows, total] = await Promise.all([repo.page(companyId, skip, take), repo.count(companyId)]);
    return pageResult(await itemsOf(rows), total, q);
  }

  /** The hand-overs a contact may still refuse (the message told them; the screen lists these). */
  const mine = async (userId: string) => ({ items: await itemsOf(await repo.aboutMe(userId)) });

  /** Whom a hand-over can be from: people who left and are not in the company again. */
  async function departed(adminId: string) {
    const companyId = assertAdmin(await sh.me(adminId));
    const cr = networkCompanyRepository(ctx.db);
    const seen = new Map<string, Date>();
    for (const d of await cr.departures(companyId)) if (!seen.has(d.userId)) seen.set(d.userId, d.decidedAt ?? new Date(0));
    const views = await sh.viewsOf([...seen.keys()]);
    const back = new Set((await networkRepository(ctx.db).peopleByIds([...seen.keys()])).filter((p) => p.companyId === companyId).map((p) => p.id));
    return { items: [...seen].flatMap(([id, at]) => (views.get(id) && !back.has(id) ? [{ person: views.get(id)!, leftAt: at.toISOString() }] : [])) };
  }

  return { handOver, refuse, list, mine, departed };
}
