import QRCode from 'qrcode';
import { LIMITS, type Lang, type TPageQuery, type TVideoTile } from '@card/contract';
import type { AppContext } from '../../context';
import type { DbClient } from '../../core/db';
import { DomainError } from '../../lib/domain-error';
import { pageArgs, pageResult } from '../../lib/paging';
import type { MicroVideo } from '../../generated/prisma/client';
import { loadOwnVideo, microVideoViews } from './video.access';
import { videoShareRepository } from './video-share.repository';
import { assertRoomForChoiceness, assertRoomForCompanyVideo, assertShareable, neighbourOf, selfOf, shareUrlOf } from './video-share.rules';

type Person = { id: string; phoneIdEcr: string; avatarUrl: string | null; card: { name: string } | null };
export const ownerOf = (p: Person | undefined) => ({ phoneIdEcr: p?.phoneIdEcr ?? '', name: p?.card?.name ?? '', avatarUrl: p?.avatarUrl ?? null });

/** Visitors' tiles of rows, with their owners read in one query. */
export async function tilesOf(db: DbClient, rows: MicroVideo[]): Promise<TVideoTile[]> {
  const people = rows.length ? await videoShareRepository(db).people([...new Set(rows.map((r) => r.userId))]) : [];
  const byId = new Map(people.map((p) => [p.id, p]));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    intro: r.intro,
    coverUrl: r.coverUrl,
    videoUrl: r.videoUrl,
    durationMs: r.durationMs,
    width: r.width,
    height: r.height,
    views: r.views,
    typeId: r.typeId,
    choiceness: r.choiceness,
    owner: ownerOf(byId.get(r.userId)),
  }));
}

/** The user a `{0}` card path names: `0` is the caller; otherwise the card's public id (unknown: NOT_FOUND). */
export async function cardUser(db: DbClient, phoneIdEcr: string, viewerId: string | null): Promise<string> {
  const self = selfOf(phoneIdEcr, viewerId);
  if (self) return self;
  const id = await videoShareRepository(db).userIdOf(phoneIdEcr);
  if (!id) throw new DomainError('NOT_FOUND', { field: 'phoneIdEcr' });
  return id;
}

/**
 * Shares (the discover feed reads `shared`/`sharedAt`), the choiceness set, a card's videos by type for visitors, and
 * the company's videos. Someone else's id is NOT_FOUND and changes nothing; only shown videos are shared, chosen or
 * picked.
 */
export function videoShareService(ctx: AppContext) {
  const repo = videoShareRepository(ctx.db);
  const view = async (row: MicroVideo, lang: Lang) => (await microVideoViews(ctx, [row], lang))[0]!;

  async function shareOf(row: MicroVideo, lang: Lang) {
    const shareUrl = shareUrlOf(ctx.config.publicOrigin, row.id);
    const qrDataUrl = await QRCode.toDataURL(shareUrl, { margin: 2, width: 240 });
    return { video: await view(row, lang), shareUrl, qrDataUrl, sharedAt: (row.sharedAt ?? row.updatedAt).toISOString() };
  }

  async function share(userId: string, id: string, lang: Lang) {
    // The spec's {0} path segment (the app sends 0) does not choose whose video is shared: only the caller's own
    // video can be, so the id decides and someone else's is NOT_FOUND whatever card the path names.
    const row = await loadOwnVideo(ctx, userId, id);
    assertShareable(row);
    const now = ctx.clock.now();
    return shareOf(await repo.setVideo(row.id, { shared: true, sharedAt: now, updatedAt: now }), lang);
  }

  async function sharedList(userId: string, q: TPageQuery, lang: Lang) {
    const { skip, take } = pageArgs(q);
    const [rows, total] = await Promise.all([repo.shared(userId, skip, take), repo.countShared(userId)]);
    return pageResult(await Promise.all(rows.map((r) => shareOf(r, lang))), total, q);
  }

  async function unshare(userId: string, id: string, lang: Lang) {
    const row = await loadOwnVideo(ctx, userId, id);
    if (!row.shared) return view(row, lang);
    return view(await repo.setVideo(row.id, { shared: false, sharedAt: null, updatedAt: ctx.clock.now() }), lang);
  }

  async function choiceness(userId: string, id: string, on: boolean, lang: Lang) {
    const row = await loadOwnVideo(ctx, userId, id);
    if (row.choiceness === on) return view(row, lang);
    if (!on) return view(await repo.setVideo(row.id, { choiceness: false, choicenessAt: null, updatedAt: ctx.clock.now() }), lang);
    assertShareable(row);
    // Counted and written in one transaction, so two adds at once cannot both take the last place.
    const saved = await ctx.db.$transaction(async (tx) => {
      const r = videoShareRepository(tx);
      assertRoomForChoiceness(await r.countChoiceness(userId));
      const now = ctx.clock.now();
      return r.setVideo(row.id, { choiceness: true, choicenessAt: now, updatedAt: now });
    });
    return view(saved, lang);
  }

  async function byType(phoneIdEcr: string, viewerId: string | null, q: TPageQuery & { typeId?: string }) {
    const ownerId = await cardUser(ctx.db, phoneIdEcr, viewerId);
    const { skip, take } = pageArgs(q);
    const [rows, total, types] = await Promise.all([repo.shownOf(ownerId, q.typeId, skip, take), repo.countShownOf(ownerId, q.typeId), repo.typesOf(ownerId)]);
    return { ...pageResult(await tilesOf(ctx.db, rows), total, q), types };
  }

  // --- company videos ---
  /** The admin's company (the guard checked the role; the service checks again: roles can change between calls). */
  async function adminCompany(userId: string) {
    const people = await repo.people([userId]);
    const companyId = people[0]?.companyId ?? null;
    if (!companyId) throw new DomainError('NO_PERMISSION', { field: 'id' });
    return companyId;
  }

  async function pick(userId: string, id: string, on: boolean) {
    const companyId = await adminCompany(userId);
    const row = await loadOwnVideo(ctx, userId, id);
    if (!on) {
      await repo.removeCompanyPick(companyId, row.id);
      return { id: row.id, picked: false, count: await repo.countCompany(companyId) };
    }
    assertShareable(row);
    return ctx.db.$transaction(async (tx) => {
      const r = videoShareRepository(tx);
      if (!(await r.companyPick(companyId, row.id))) {
        assertRoomForCompanyVideo(await r.countCompany(companyId));
        await r.addCompanyPick({ companyId, videoId: row.id, pickedBy: userId, sort: (await r.lastCompanySort(companyId)) + 1, createdAt: ctx.clock.now() });
      }
      return { id: row.id, picked: true, count: await r.countCompany(companyId) };
    });
  }

  async function companyCount(userId: string) {
    const companyId = await repo.companyOf(userId);
    return { count: companyId ? await repo.countCompany(companyId) : 0, max: LIMITS.video.companyVideosMax };
  }

  async function companyOrderOf(phoneIdEcr: string, viewerId: string | null) {
    const companyId = await repo.companyOf(await cardUser(ctx.db, phoneIdEcr, viewerId));
    return companyId ? repo.companyOrder(companyId) : ([] as string[]);
  }

  async function tileOf(id: string) {
    const rows = await repo.videosByIds([id]);
    if (!rows.length) throw new DomainError('NOT_FOUND', { field: 'id' });
    return (await tilesOf(ctx.db, rows))[0]!;
  }

  async function companyList(phoneIdEcr: string, viewerId: string | null, q: TPageQuery) {
    const order = await companyOrderOf(phoneIdEcr, viewerId);
    const { skip, take } = pageArgs(q);
    const ids = order.slice(skip, skip + take);
    const rows = await repo.videosByIds(ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return pageResult(await tilesOf(ctx.db, ids.map((i) => byId.get(i)!).filter(Boolean)), order.length, q);
  }

  async function companyOne(phoneIdEcr: string, viewerId: string | null, id: string) {
    const order = await companyOrderOf(phoneIdEcr, viewerId);
    if (!order.includes(id)) throw new DomainError('NOT_FOUND', { field: 'id' });
    return tileOf(id);
  }

  async function companyNeighbour(phoneIdEcr: string, viewerId: string | null, id: string, direction: 'prev' | 'next') {
    const next = neighbourOf(await companyOrderOf(phoneIdEcr, viewerId), id, direction);
    return next ? tileOf(next) : null;
  }

  return { share, sharedList, unshare, choiceness, byType, pick, companyCount, companyList, companyOne, companyNeighbour };
}
