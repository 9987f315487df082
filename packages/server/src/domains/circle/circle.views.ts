import type { TCircleDetail, TCircleSummary, TMyRelation } from '@card/contract';
import type { AppContext } from '../../context';
import { isMember, memberStateAt, paidRunning } from './circle.rules';
import { viewerPermissions } from './circle-permissions.rules';
import { circleRepository, type CircleRow, type MemberRow } from './circle.repository';

/** How every part shows circles: one list item, one detail, the caller's relation. */

/** The columns a list item shows (circle-mine.repository reads only these). */
export type SummaryCircle = Pick<CircleRow, 'id' | 'name' | 'avatarUrl' | 'description' | 'city' | 'industry' | 'joinWay' | 'joinPriceFen' | 'viewPriceFen' | 'memberCount' | 'state'>;
/** The membership columns the caller's relation shows. */
export type RelationMember = Pick<MemberRow, 'state' | 'role' | 'disabled' | 'paidUntil' | 'viewPaidUntil'>;

export function relationOf(m: RelationMember | null, now: Date): TMyRelation {
  return {
    state: memberStateAt(m, now),
    role: m && isMember(m, now) ? (m.role as TMyRelation['role']) : null,
    disabled: m?.disabled ?? false,
    paidUntil: m?.paidUntil?.toISOString() ?? null,
    viewPaidUntil: m?.viewPaidUntil?.toISOString() ?? null,
  };
}

/** A member sees everything; others see content when viewing is free or their paid viewing runs. */
export const canViewContent = (c: Pick<CircleRow, 'viewPriceFen'>, m: MemberRow | null, now: Date) => isMember(m, now) || c.viewPriceFen === 0 || paidRunning(m?.viewPaidUntil ?? null, now);

export function summaryOf(c: SummaryCircle, labels: string[], m: RelationMember | null, now: Date): TCircleSummary {
  return {
    cid: c.id,
    name: c.name,
    avatarUrl: c.avatarUrl,
    description: c.description,
    labels,
    city: c.city,
    industry: c.industry,
    joinWay: c.joinWay as TCircleSummary['joinWay'],
    joinPriceFen: c.joinPriceFen,
    viewPriceFen: c.viewPriceFen,
    memberCount: c.memberCount,
    state: c.state as TCircleSummary['state'],
    my: relationOf(m, now),
  };
}

/** List items for circles, with their labels and the viewer's relation read in two queries for the whole page. */
export async function summariesOf(ctx: AppContext, circles: CircleRow[], viewerId: string | null): Promise<TCircleSummary[]> {
  const repo = circleRepository(ctx.db);
  const ids = circles.map((c) => c.id);
  const [labels, mine] = await Promise.all([repo.labelsOf(ids), viewerId ? repo.membersOf(ids, viewerId) : Promise.resolve([])]);
  const now = ctx.clock.now();
  return circles.map((c) => summaryOf(c, labels.get(c.id) ?? [], mine.find((m) => m.circleId === c.id) ?? null, now));
}

export async function detailOf(ctx: AppContext, c: CircleRow, me: MemberRow | null): Promise<TCircleDetail> {
  const repo = circleRepository(ctx.db);
  const now = ctx.clock.now();
  const [labels, admins, [owner]] = await Promise.all([repo.labelsOf([c.id]), repo.adminCount(c.id), repo.people([c.ownerId])]);
  return {
    ...summaryOf(c, labels.get(c.id) ?? [], me, now),
    ownerName: owner?.card?.name ?? '',
    ownerPhoneIdEcr: owner?.phoneIdEcr ?? '',
    province: c.province,
    address: c.address,
    honour: c.honour,
    warnings: c.warnings,
    adminCount: admins,
    jurisdiction: { noMemberBulletin: c.noMemberBulletin, noViewOthers: c.noViewOthers, noAddContacts: c.noAddContacts },
    canView: canViewContent(c, me, now),
    permissions: viewerPermissions(c, me, now),
    createdAt: c.createdAt.toISOString(),
  };
}
