import type { JoinWay, TCircleEdited, TEditCircleDescribeBody } from '@card/contract';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { assertAdmin, assertOwner, checkCircleLabels, checkCirclePrices } from './circle.rules';
import { circleRepository, type CircleRow } from './circle.repository';
import { checkCircleAvatar, loadCircle } from './circle.access';
import { circleManageRepository } from './circle-manage.repository';
import { assertDeletable, assertJoinWayChange, assertTransferTarget, formerOwnerRole } from './circle-manage.rules';
import { CIRCLE_MANAGE_MESSAGES as MSG } from './circle-manage.messages';
import { targetOf, tell } from './circle-manage-shared';

/**
 * Circle management, the circle itself: name, description, honour, member restrictions, join way, transfer and
 * deletion. Admins edit; the owner alone changes the join way, transfers and deletes.
 */
export function circleManageEditService(ctx: AppContext) {
  async function edited(c: CircleRow): Promise<TCircleEdited> {
    const labels = (await circleRepository(ctx.db).labelsOf([c.id])).get(c.id) ?? [];
    return {
      cid: c.id,
      name: c.name,
      description: c.description,
      avatarUrl: c.avatarUrl,
      province: c.province,
      city: c.city,
      address: c.address,
      industry: c.industry,
      labels,
      honour: c.honour,
      joinWay: c.joinWay as JoinWay,
      joinPriceFen: c.joinPriceFen,
      viewPriceFen: c.viewPriceFen,
      jurisdiction: { noMemberBulletin: c.noMemberBulletin, noViewOthers: c.noViewOthers, noAddContacts: c.noAddContacts },
    };
  }

  /** An admin's edit of the circle row (and its labels), in one transaction. */
  async function adminEdit(userId: string, cid: string, data: Record<string, string | number | boolean | null>, labels?: string[]) {
    const { circle, me } = await loadCircle(ctx, cid, userId);
    const now = ctx.clock.now();
    assertAdmin(me, now);
    const row = await ctx.db.$transaction(async (tx) => {
      const r = circleManageRepository(tx);
      if (labels) await r.replaceLabels(circle.id, labels, circle.createdAt);
      return r.updateCircle(circle.id, { ...data, updatedAt: now });
    });
    return edited(row);
  }

  const editName = (userId: string, input: { cid: string; name: string }) => adminEdit(userId, input.cid, { name: input.name, nameKey: input.name.toLowerCase() });

  async function editDescribe(userId: string, input: TEditCircleDescribeBody) {
    const labels = checkCircleLabels(input.labels);
    const current = (await circleRepository(ctx.db).circleById(input.cid))?.avatarUrl ?? null;
    const avatarUrl = await checkCircleAvatar(ctx, userId, input.avatarUrl, current);
    return adminEdit(
      userId,
      input.cid,
      {
        description: input.description,
        avatarUrl,
        province: input.province,
        city: input.city,
        address: input.address,
        lng: input.lng ?? null,
        lat: input.lat ?? null,
        industry: input.industry,
      },
      labels,
    );
  }

  const editHonour = (userId: string, input: { cid: string; honour: string }) => adminEdit(userId, input.cid, { honour: input.honour });

  async function jurisdiction(userId: string, cid: string) {
    const { circle, me } = await loadCircle(ctx, cid, userId);
    assertAdmin(me, ctx.clock.now());
    return { noMemberBulletin: circle.noMemberBulletin, noViewOthers: circle.noViewOthers, noAddContacts: circle.noAddContacts };
  }

  async function setJurisdiction(userId: string, input: { cid: string; noMemberBulletin: boolean; noViewOthers: boolean; noAddContacts: boolean }) {
    const { cid, ...flags } = input;
    return (await adminEdit(userId, cid, flags)).jurisdiction;
  }

  /** The join way with the create rules; a paid circle with running paid memberships keeps its way and prices. */
  async function setJoinWay(userId: string, input: { cid: string; joinWay: JoinWay; joinPriceFen: number; viewPriceFen: number }) {
    const { circle, me } = await loadCircle(ctx, input.cid, userId);
    const now = ctx.clock.now();
    assertOwner(me, now);
    const prices = checkCirclePrices(input.joinWay, input.joinPriceFen, input.viewPriceFen);
    const row = await ctx.db.$transaction(async (tx) => {
      const r = circleManageRepository(tx);
      const current = await r.lockCircle(circle.id, now);
      assertJoinWayChange(current, { joinWay: input.joinWay, ...prices }, await r.payingCount(circle.id, now));
      return r.updateCircle(circle.id, { joinWay: input.joinWay, ...prices, updatedAt: now });
    });
    return edited(row);
  }

  /** Hands the circle to a joined member; the old owner stays as an admin (a member when 5 admins remain). */
  async function transfer(userId: string, input: { cid: string; phoneIdEcr: string }) {
    const { circle, me } = await loadCircle(ctx, input.cid, userId);
    const now = ctx.clock.now();
    assertOwner(me, now);
    return ctx.db.$transaction(async (tx) => {
      const r = circleManageRepository(tx);
      await r.lockCircle(circle.id, now);
      const target = await targetOf(tx, circle.id, input.phoneIdEcr, now);
      assertTransferTarget(target);
      const adminsAfter = (await r.adminCount(circle.id)) - (target.role === 'admin' ? 1 : 0);
      await r.updateMember(target.id, { role: 'owner', disabled: false, updatedAt: now });
      const myRole = formerOwnerRole(adminsAfter);
      await r.updateMember(me.id, { role: myRole, updatedAt: now });
      await r.updateCircle(circle.id, { ownerId: target.userId, updatedAt: now });
      await tell(ctx, tx, circle.id, target.userId, now, (lang) => MSG.transferred(lang, circle.name));
      return { cid: circle.id, ownerPhoneIdEcr: input.phoneIdEcr, myRole };
    });
  }

  /**
   * Dissolves the circle (kept for the ledger and complaints). A banned circle may be deleted by its owner 15 days
   * after the ban, so this path reads the circle itself instead of `loadCircle`, which refuses banned circles.
   */
  async function deleteCircle(userId: string, cid: string) {
    const base = circleRepository(ctx.db);
    const [circle, me] = await Promise.all([base.circleById(cid), base.memberOf(cid, userId)]);
    if (!circle || circle.state === 'dissolved') throw new DomainError('CIRCLE_NOT_FOUND', { field: 'cid' });
    const now = ctx.clock.now();
    assertOwner(me, now);
    return ctx.db.$transaction(async (tx) => {
      const r = circleManageRepository(tx);
      const locked = await r.lockCircle(circle.id, now);
      assertDeletable(locked, await r.otherMembers(circle.id), circle.joinWay === 'paid' ? await r.payingCount(circle.id, now) : 0, now);
      const moved = await r.moveState(circle.id, locked, { state: 'dissolved', warnings: locked.warnings, dissolvedAt: now, updatedAt: now });
      if (!moved) throw new DomainError('CIRCLE_NOT_FOUND', { field: 'cid' });
      return { cid: circle.id, state: 'dissolved' as const };
    });
  }

  return { editName, editDescribe, editHonour, jurisdiction, setJurisdiction, setJoinWay, transfer, deleteCircle };
}
