import { LIMITS, messageColumns, type TBulletin, type TBulletinDetail, type TPageQuery, type TPublishBulletinBody } from '@card/contract';
import type { AppContext } from '../../context';
import { storeImage } from '../../core/images';
import { textFilter } from '../../core/text-filter';
import { ownsStoredFile, sniffType, storeFile } from '../../core/uploads';
import { DomainError } from '../../lib/domain-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { pageArgs, pageResult } from '../../lib/paging';
import { langOf } from '../../lib/lang';
import { loadCircle } from './circle.access';
import { canViewContent } from './circle.views';
import { isAdminRole, isMember } from './circle.rules';
import type { CircleRow, MemberRow } from './circle.repository';
import { assertBulletinImages, assertBulletinShown, assertKindFits, assertMayPublish, attachmentsOf, bulletinLinks, mayManageBulletin } from './circle-bulletin.rules';
import { circleBulletinRepository, type BulletinRow } from './circle-bulletin.repository';
import { BULLETIN_MESSAGES } from './circle-bulletin.messages';
import { bulletinOf, peopleOf } from './circle-bulletin.views';

const C = LIMITS.circle;

/** Members, paid viewers, and anyone when viewing is free see a circle's bulletins. */
export function assertCanView(c: CircleRow, me: MemberRow | null, now: Date) {
  if (!canViewContent(c, me, now)) throw new DomainError('CIRCLE_VIEW_NEEDS_PAYMENT', { field: 'cid' });
}

/** A bulletin of this circle, shown (not removed, not illegal). */
export async function shownBulletin(ctx: AppContext, cid: string, bulletinId: string): Promise<BulletinRow> {
  const b = await circleBulletinRepository(ctx.db).bulletinById(bulletinId);
  assertBulletinShown(b && b.circleId === cid ? b : null);
  return b!;
}

/** Announcements of a circle (publish, list, read, delete), their uploads and videos, a publisher's card. */
export function circleBulletinService(ctx: AppContext) {
  const repo = circleBulletinRepository(ctx.db);
  const storage = ctx.providers.storage;

  /** A file URL must name a file the caller stored for this purpose (never someone else's or an outside address). */
  async function assertOwnFile(userId: string, url: string, purpose: string, field: string) {
    const key = storage.keyOf(url);
    if (!key || !(await ownsStoredFile(ctx, userId, key, purpose))) throw new DomainError('BULLETIN_FILE_INVALID', { field });
  }

  async function publish(userId: string, body: TPublishBulletinBody): Promise<TBulletin> {
    const now = ctx.clock.now();
    const { circle, me } = await loadCircle(ctx, body.cid, userId);
    assertMayPublish(circle, me, now);
    const links = bulletinLinks(body.links);
    assertBulletinImages(body.images);
    assertKindFits(body.kind, links, body.videoUrl);
    const attachments = attachmentsOf(body);
    await textFilter(ctx).assertClean(body.content, 'content');
    for (const url of body.images) await assertOwnFile(userId, url, 'circleBulletinImage', 'images');
    // A merchandise picture is shown in the bulletin like its images: one the publisher uploaded, never an outside address.
    if (attachments.merchandise?.imageUrl) await assertOwnFile(userId, attachments.merchandise.imageUrl, 'circleBulletinImage', 'merchandiseImageUrl');
    if (body.videoUrl && !(await repo.videoUsedIn(circle.id, body.videoUrl))) await assertOwnFile(userId, body.videoUrl, 'circleBulletinVideo', 'videoUrl');
    // Spent only by a publish that would be written: a refused one does not use up the publisher's budget.
    await ctx.limiter.enforce(
      [
        {
          key: `circleBulletin:${circle.id}:${userId}`,
          rule: { max: C.announcementsPerWindow, windowMs: C.announcementWindowMinutes * 60_000 },
        },
      ],
      'ANNOUNCE_TOO_FREQUENT',
      'cid',
    );
    const row = await repo.createBulletin({
      id: ctx.ids.id(),
      circleId: circle.id,
      authorId: userId,
      kind: body.kind,
      content: body.content,
      links: JSON.stringify(links),
      images: JSON.stringify(body.images),
      videoUrl: body.videoUrl ?? null,
      attachments: JSON.stringify(attachments),
      createdAt: now,
    });
    const person = await peopleOf(ctx, [userId]);
    return bulletinOf(row, person(userId), { commentCount: 0, readByMe: false, canManage: true });
  }

  async function uploadImage(userId: string, cid: string, bytes: Uint8Array) {
    const { circle, me } = await loadCircle(ctx, cid, userId);
    assertMayPublish(circle, me, ctx.clock.now());
    return { url: await storeImage(ctx, bytes, 'circle-bulletins', 'webp', { userId, purpose: 'circleBulletinImage' }) };
  }

  async function uploadVideo(userId: string, cid: string, bytes: Uint8Array) {
    const { circle, me } = await loadCircle(ctx, cid, userId);
    assertMayPublish(circle, me, ctx.clock.now());
    // The upload facility already refused anything but mp4/quicktime (sniffed from the bytes); the name follows the type.
    const ext = sniffType(bytes) === 'video/quicktime' ? 'mov' : 'mp4';
    const url = await storeFile(ctx, { userId, purpose: 'circleBulletinVideo' }, `circle-videos/${ctx.ids.id()}.${ext}`, Buffer.from(bytes), ext === 'mov' ? 'video/quicktime' : 'video/mp4');
    return { url };
  }

  async function videos(userId: string, cid: string, q: TPageQuery) {
    const { circle, me } = await loadCircle(ctx, cid, userId);
    assertMayPublish(circle, me, ctx.clock.now());
    const { skip, take } = pageArgs(q);
    const [rows, total] = await repo.videosPage(circle.id, skip, take);
    return pageResult(
      rows.map((b) => ({ videoUrl: b.videoUrl!, bulletinId: b.id, content: b.content, createdAt: b.createdAt.toISOString() })),
      total,
      q,
    );
  }

  async function list(viewerId: string | null, cid: string, q: TPageQuery) {
    const now = ctx.clock.now();
    const { circle, me } = await loadCircle(ctx, cid, viewerId);
    assertCanView(circle, me, now);
    const { skip, take } = pageArgs(q);
    const [rows, total] = await repo.bulletinsPage(circle.id, skip, take);
    const ids = rows.map((b) => b.id);
    const [people, counts, read] = await Promise.all([
      peopleOf(
        ctx,
        rows.map((b) => b.authorId),
      ),
      repo.commentCounts(ids),
      viewerId ? repo.readByUser(ids, viewerId) : Promise.resolve(new Set<string>()),
    ]);
    return pageResult(
      rows.map((b) =>
        bulletinOf(b, people(b.authorId), {
          commentCount: counts.get(b.id) ?? 0,
          readByMe: read.has(b.id),
          canManage: !!viewerId && mayManageBulletin(me, now, viewerId, b.authorId),
        }),
      ),
      total,
      q,
    );
  }

  /** One bulletin; opening it marks it read by the caller, counted once per user (a race's loser counts nothing). */
  async function detail(userId: string, cid: string, bulletinId: string): Promise<TBulletinDetail> {
    const now = ctx.clock.now();
    const { circle, me } = await loadCircle(ctx, cid, userId);
    assertCanView(circle, me, now);
    let b = await shownBulletin(ctx, circle.id, bulletinId);
    if (!(await repo.hasRead(b.id, userId))) {
      try {
        const readCount = await ctx.db.$transaction(async (tx) => {
          const r = circleBulletinRepository(tx);
          await r.addRead(b.id, userId, now);
          return (await r.countRead(b.id)).readCount;
        });
        b = { ...b, readCount };
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
      }
    }
    const [people, counts] = await Promise.all([peopleOf(ctx, [b.authorId]), repo.commentCounts([b.id])]);
    return {
      ...bulletinOf(b, people(b.authorId), { commentCount: counts.get(b.id) ?? 0, readByMe: true, canManage: mayManageBulletin(me, now, userId, b.authorId) }),
      circleName: circle.name,
    };
  }

  async function readers(userId: string, cid: string, bulletinId: string, q: TPageQuery) {
    const now = ctx.clock.now();
    const { circle, me } = await loadCircle(ctx, cid, userId);
    const b = await shownBulletin(ctx, circle.id, bulletinId);
    if (!mayManageBulletin(me, now, userId, b.authorId)) throw new DomainError('CIRCLE_NOT_ADMIN', { field: 'bulletinId' });
    const { skip, take } = pageArgs(q);
    const [rows, total] = await repo.readersPage(b.id, skip, take);
    const people = await peopleOf(
      ctx,
      rows.map((r) => r.userId),
    );
    return pageResult(
      rows.map((r) => ({ ...people(r.userId), readAt: r.readAt.toISOString() })),
      total,
      q,
    );
  }

  async function remove(userId: string, cid: string, bulletinId: string) {
    const { circle, me } = await loadCircle(ctx, cid, userId);
    const b = await shownBulletin(ctx, circle.id, bulletinId);
    if (!mayManageBulletin(me, ctx.clock.now(), userId, b.authorId)) throw new DomainError('CIRCLE_NOT_ADMIN', { field: 'bulletinId' });
    if ((await repo.setBulletinState(b.id, 'normal', 'removed')).count === 0) throw new DomainError('BULLETIN_NOT_FOUND', { field: 'bulletinId' });
    return { bulletinId: b.id };
  }

  /** An operator deletes an illegal bulletin (even in a banned circle); its publisher is told why, in the same transaction. */
  async function removeIllegal(cid: string, bulletinId: string, reason: string) {
    const now = ctx.clock.now();
    const b = await repo.bulletinById(bulletinId);
    if (!b || b.circleId !== cid || b.state !== 'normal') throw new DomainError('BULLETIN_NOT_FOUND', { field: 'bulletinId' });
    const [circle, lang] = await Promise.all([ctx.db.circle.findUnique({ where: { id: cid }, select: { name: true } }), repo.languageOf(b.authorId)]);
    await ctx.db.$transaction(async (tx) => {
      const r = circleBulletinRepository(tx);
      if ((await r.setBulletinState(b.id, 'normal', 'illegal')).count === 0) throw new DomainError('BULLETIN_NOT_FOUND', { field: 'bulletinId' });
      await r.addMessage({
        id: ctx.ids.id(),
        userId: b.authorId,
        ...BULLETIN_MESSAGES.removedIllegal(langOf(lang), circle?.name ?? '', b.content, reason),
        ...messageColumns('circle', { type: 'circle', id: cid }),
        createdAt: now,
      });
    });
    return { bulletinId: b.id };
  }

  /**
   * A publisher's card within the circle. Members of a circle that restricts viewing others' info (noViewOthers) are
   * refused; a circle that restricts adding contacts (noAddContacts) hides the mobile. Admins and the person
   * themselves are never restricted.
   */
  async function issuerInfo(userId: string, cid: string, phoneIdEcr: string) {
    const now = ctx.clock.now();
    const { circle, me } = await loadCircle(ctx, cid, userId);
    assertCanView(circle, me, now);
    const target = await repo.userByPhoneIdEcr(phoneIdEcr);
    const targetMember = target ? await ctx.db.circleMember.findUnique({ where: { circleId_userId: { circleId: circle.id, userId: target.id } } }) : null;
    if (!target || !isMember(targetMember, now)) throw new DomainError('CIRCLE_NOT_MEMBER', { field: 'phoneIdEcr' });
    const privileged = target.id === userId || (!!me && isMember(me, now) && isAdminRole(me.role));
    if (circle.noViewOthers && !privileged) throw new DomainError('CIRCLE_RESTRICTED_BY_ADMIN', { field: 'phoneIdEcr' });
    return {
      phoneIdEcr: target.phoneIdEcr,
      name: target.card?.name ?? '',
      avatarUrl: target.avatarUrl,
      company: target.card?.company ?? '',
      position: target.card?.position ?? '',
      mobile: circle.noAddContacts && !privileged ? null : (target.card?.mobiles[0]?.number ?? null),
      role: targetMember!.role as 'owner' | 'admin' | 'member',
      bulletinCount: await repo.authorBulletinCount(circle.id, target.id),
    };
  }

  return { publish, uploadImage, uploadVideo, videos, list, detail, readers, remove, removeIllegal, issuerInfo };
}
