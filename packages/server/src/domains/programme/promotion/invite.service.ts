import { kindColumn } from '@card/contract';
import type { ClaimState, Lang, TInviteClaim, TInviteClaimReview, TInviteDocumentsBody, TPageQuery, TReviewClaimBody } from '@card/contract';
import type { AppContext } from '../../../context';
import { changeKeys } from '../../../core/golden-keys';
import { storeImage } from '../../../core/images';
import { facesOf } from '../../../core/people';
import { assertOwnStoredFiles } from '../../../core/uploads';
import { DomainError } from '../../../lib/domain-error';
import { pageArgs, pageResult } from '../../../lib/paging';
import { inLang } from '../../../lib/platform-text';
import { appLink, qrDataUrlOf } from '../../../lib/share-link';
import { INVITE_MESSAGES } from './invite.messages';
import { inviteRepository, type InviteActivityRow, type InviteClaimRow } from './invite.repository';
import { promotionRepository } from './promotion.repository';
import { activityOpen, assertEditable, assertTargetReached, claimImages, inviteeState, reviewOutcome } from './promotion.rules';

const PURPOSE = 'inviteDocument';

const keysOf = (images: string): string[] => {
  try {
    const v = JSON.parse(images);
    return Array.isArray(v) ? v.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
};

/**
 * The invite activity (issue 18). An operator's activity (seeded) sets a period and a target; an invitee counts when
 * they registered with the caller as referrer within the period and completed their card (name, company, position).
 * At the target the caller submits documents to claim the activity's golden keys; an operator approves (the keys
 * granted once, in the same transaction) or rejects with a reason. The reward is for invitees' real registrations,
 * never for sharing the link: sharing alone earns nothing (WeChat's external-link rules).
 */
export function inviteService(ctx: AppContext) {
  const repo = inviteRepository(ctx.db);
  const people = promotionRepository(ctx.db);

  /** The seeded activity's title and rules in the caller's language (decision 0032); an operator's as written. */
  const activityView = (a: InviteActivityRow, lang: Lang) => ({
    id: a.id,
    title: inLang(lang, a.title, a.titleEn),
    rules: inLang(lang, a.rules, a.rulesEn),
    startAt: a.startAt.toISOString(),
    endAt: a.endAt.toISOString(),
    target: a.target,
    rewardKeys: a.rewardKeys,
  });
  const claimView = (c: InviteClaimRow): TInviteClaim => ({
    id: c.id,
    activityId: c.activityId,
    realName: c.realName,
    contact: c.contact,
    images: keysOf(c.images).map((k) => ctx.providers.storage.urlOf(k)),
    note: c.note,
    state: c.state as ClaimState,
    reason: c.reason,
    invitees: c.invitees,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    reviewedAt: c.reviewedAt?.toISOString() ?? null,
  });

  /** A claimable activity: known and not closed (an unknown id answers the same as a closed one). */
  async function activityOf(id: string) {
    const a = await repo.activityById(id);
    if (a?.status !== 'running') throw new DomainError('INVITE_ACTIVITY_NOT_FOUND', { field: 'activityId' });
    return a;
  }

  async function home(userId: string, activityId: string | undefined, lang: Lang) {
    const now = ctx.clock.now();
    const [u, isOperator] = await Promise.all([people.userState(userId), people.hasRole(userId, 'operator')]);
    const activity = activityId ? await activityOf(activityId) : await repo.currentActivity(now);
    const shareUrl = appLink(ctx.config.publicOrigin, `/acc/register?refereeIdEcr=${encodeURIComponent(u?.phoneIdEcr ?? '')}`);
    const counts = activity ? await people.inviteeCounts(userId, activity.startAt, activity.endAt) : { registered: 0, qualified: 0 };
    const claim = activity ? await repo.claimOf(activity.id, userId) : null;
    return {
      activity: activity ? activityView(activity, lang) : null,
      shareUrl,
      qrDataUrl: await qrDataUrlOf(shareUrl),
      ...counts,
      reached: Boolean(activity && counts.qualified >= activity.target),
      claim: claim ? claimView(claim) : null,
      canReview: isOperator,
      open: activity ? activityOpen(activity, now) : false,
    };
  }

  async function progress(userId: string, q: TPageQuery & { activityId: string }) {
    const a = await activityOf(q.activityId);
    const [rows, counts] = await Promise.all([people.inviteesPage(userId, a.startAt, a.endAt, pageArgs(q)), people.inviteeCounts(userId, a.startAt, a.endAt)]);
    const faces = await facesOf(
      ctx.db,
      rows.map((r) => r.id),
    );
    return pageResult(
      rows.map((r) => ({ person: faces.face(r.id), registeredAt: r.createdAt.toISOString(), state: inviteeState(r.card) })),
      counts.registered,
      q,
    );
  }

  async function uploadDocument(userId: string, bytes: Uint8Array) {
    return { url: await storeImage(ctx, bytes, 'invite-documents', 'webp', { userId, purpose: PURPOSE }) };
  }

  /** The claim's fields, checked: the activity claimable, the target reached, the pictures the caller's own. */
  async function checked(userId: string, body: TInviteDocumentsBody) {
    const a = await activityOf(body.activityId);
    const { qualified } = await people.inviteeCounts(userId, a.startAt, a.endAt);
    assertTargetReached(qualified, a.target);
    const keys = await assertOwnStoredFiles(ctx, userId, claimImages(body.images), [PURPOSE], { code: 'INVITE_DOCUMENT_INVALID', field: 'images' });
    return { realName: body.realName, contact: body.contact, note: body.note, images: JSON.stringify(keys), invitees: qualified };
  }

  async function submit(userId: string, body: TInviteDocumentsBody) {
    if (await repo.claimOf(body.activityId, userId)) throw new DomainError('INVITE_CLAIM_EXISTS', { field: 'activityId' });
    const fields = await checked(userId, body);
    try {
      return claimView(await repo.createClaim({ id: ctx.ids.id(), activityId: body.activityId, userId, ...fields, createdAt: ctx.clock.now() }));
    } catch (err) {
      // Two submits at once: the (activity, user) key lets one in.
      if ((err as { code?: string }).code === 'P2002') throw new DomainError('INVITE_CLAIM_EXISTS', { field: 'activityId' });
      throw err;
    }
  }

  async function edit(userId: string, body: TInviteDocumentsBody) {
    const claim = await repo.claimOf(body.activityId, userId);
    if (!claim) throw new DomainError('INVITE_CLAIM_NOT_FOUND', { field: 'activityId' });
    assertEditable(claim.state as ClaimState);
    const fields = await checked(userId, body);
    if ((await repo.editClaim(claim.id, fields, ctx.clock.now())) !== 1) throw new DomainError('INVITE_CLAIM_DECIDED', { field: 'activityId' });
    return claimView((await repo.claimById(claim.id))!);
  }

  async function reviewViews(rows: InviteClaimRow[]): Promise<TInviteClaimReview[]> {
    const [faces, titles] = await Promise.all([
      facesOf(
        ctx.db,
        rows.map((r) => r.userId),
      ),
      repo.activityTitles([...new Set(rows.map((r) => r.activityId))]),
    ]);
    return rows.map((r) => ({ ...claimView(r), claimant: faces.face(r.userId), activityTitle: titles.get(r.activityId)?.title ?? '', target: titles.get(r.activityId)?.target ?? 0 }));
  }

  async function forOperators(q: TPageQuery & { tab: 'pending' | 'decided' }) {
    const [[rows, total], pending] = await Promise.all([repo.forOperators(q.tab, pageArgs(q)), repo.pendingCount()]);
    return { ...pageResult(await reviewViews(rows), total, q), pending };
  }

  /**
   * Pending -> approved/rejected by a conditional change; on approval the activity's golden keys go to the claimant
   * in the same transaction (changeKeys' (user, kind, refId) entry makes a second grant impossible as well), and the
   * claimant gets a message. Of two operators deciding at once one wins, the other gets INVITE_CLAIM_DECIDED.
   */
  async function review(operatorId: string, body: TReviewClaimBody) {
    const claim = await repo.claimById(body.id);
    if (!claim) throw new DomainError('NOT_FOUND', { field: 'id' });
    const outcome = reviewOutcome(body.verdict, body.reason);
    const activity = await repo.activityById(claim.activityId);
    const now = ctx.clock.now();
    const lang = (await facesOf(ctx.db, [claim.userId])).langOf(claim.userId);
    await ctx.db.$transaction(async (tx) => {
      const r = inviteRepository(tx);
      if ((await r.decide(claim.id, { ...outcome, reviewedBy: operatorId, reviewedAt: now })) !== 1) throw new DomainError('INVITE_CLAIM_DECIDED', { field: 'id' });
      const keys = activity?.rewardKeys ?? 0;
      if (outcome.state === 'approved' && keys > 0) {
        await changeKeys(tx, ctx.ids, now, { userId: claim.userId, delta: keys, kind: 'inviteReward', refId: claim.id, note: activity?.title });
      }
      // The activity named in the claimant's language, as the rest of the message is.
      const title = activity ? inLang(lang, activity.title, activity.titleEn) : '';
      const msg = outcome.state === 'approved' ? INVITE_MESSAGES.approved(lang, title, keys) : INVITE_MESSAGES.rejected(lang, title, outcome.reason);
      await r.addMessage({ id: ctx.ids.id(), userId: claim.userId, ...msg, link: '/invite/index', ...kindColumn('system'), createdAt: now });
    });
    return (await reviewViews([(await repo.claimById(claim.id))!]))[0]!;
  }

  return { home, progress, uploadDocument, submit, edit, forOperators, review };
}
