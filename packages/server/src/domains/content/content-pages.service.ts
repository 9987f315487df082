import { randomBytes } from 'node:crypto';
import { ZPageContent, type PageKind, type TMicroPage, type TMicroPageSummary, type TPageContent, type TPageQuery, type TSavePageDraftBody } from '@card/contract';
import type { AppContext } from '../../context';
import { assertOwnImages, ownedStoredFiles, storeFile } from '../../core/uploads';
import { DomainError } from '../../lib/domain-error';
import { pageArgs, pageResult } from '../../lib/paging';
import { qrSvg } from '../../lib/qr-image';
import { pagesRepository } from './content-pages.repository';
import { assertPublishable, assertRoomForPage, draftOf, emptyContent, imageRefs, videoRefs } from './content-pages.rules';

type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof pagesRepository>['own']>>>;

/** A page's public id: 16 url-safe random characters (never guessable from the owner or the page id). */
export const newPublicId = () => randomBytes(12).toString('base64url');
export const publicPagePath = (publicId: string) => `/multipage/p/${publicId}`;

/** Stored JSON back to content; a row is always written by this service, so it parses. */
export const parseContent = (json: string): TPageContent => ZPageContent.parse(JSON.parse(json));

/**
 * Micro pages and V-Leaflets of their owner (module 5): list, create, rename, delete, save the draft (every image
 * the owner's own, every video the owner's page video), publish and take offline, share. Someone else's page id
 * answers NOT_FOUND and changes nothing.
 */
export function pagesService(ctx: AppContext) {
  const repo = pagesRepository(ctx.db);
  const origin = ctx.config.publicOrigin;

  const summaryOf = (r: Omit<Row, 'draft' | 'published'>, unread: number): TMicroPageSummary => ({
    id: r.id,
    kind: r.kind as PageKind,
    title: r.title,
    state: r.state as TMicroPageSummary['state'],
    publicId: r.publicId,
    version: r.version,
    views: r.views,
    leads: r.leads,
    unreadLeads: unread,
    publishedAt: r.publishedAt?.toISOString() ?? null,
    updatedAt: r.updatedAt.toISOString(),
  });

  async function full(userId: string, r: Omit<Row, 'published'>): Promise<TMicroPage> {
    const [unread, owner] = await Promise.all([repo.unreadOf(userId, r.id), repo.ownerOf(userId)]);
    return { ...summaryOf(r, unread), draft: parseContent(r.draft), publicUrl: `${origin}${publicPagePath(r.publicId)}`, ownerPhoneIdEcr: owner?.phoneIdEcr ?? '' };
  }

  async function own(userId: string, id: string, field = 'id'): Promise<Row> {
    const row = await repo.own(userId, id);
    if (!row) throw new DomainError('NOT_FOUND', { field });
    return row;
  }

  async function list(userId: string, q: TPageQuery) {
    const { skip, take } = pageArgs(q);
    const [[rows, total], unread] = await Promise.all([repo.page(userId, skip, take), repo.unreadByPage(userId)]);
    const byPage = new Map(unread.map((u) => [u.pageId, u._count._all]));
    const page = pageResult(
      rows.map((r) => summaryOf(r, byPage.get(r.id) ?? 0)),
      total,
      q,
    );
    return { ...page, unreadLeads: [...byPage.values()].reduce((a, b) => a + b, 0) };
  }

  async function add(userId: string, body: { title: string; kind: PageKind }) {
    assertRoomForPage(await repo.count(userId));
    const row = await repo.create({
      id: ctx.ids.id(),
      userId,
      kind: body.kind,
      title: body.title,
      draft: JSON.stringify(emptyContent(body.kind)),
      publicId: newPublicId(),
      createdAt: ctx.clock.now(),
    });
    return full(userId, row);
  }

  const find = async (userId: string, id: string) => full(userId, await own(userId, id));

  async function rename(userId: string, id: string, title: string) {
    await own(userId, id);
    return full(userId, await repo.update(userId, id, { title, updatedAt: ctx.clock.now() }));
  }

  async function remove(userId: string, id: string) {
    await own(userId, id);
    await ctx.db.$transaction(async (tx) => pagesRepository(tx).remove(userId, id));
    return { id };
  }

  /** The whole draft: its kind decides blocks or pages; images and videos must be the owner's own files. */
  async function save(userId: string, body: TSavePageDraftBody & { blocks?: TPageContent['blocks']; pages?: TPageContent['pages'] }) {
    const row = await own(userId, body.id);
    const content = draftOf(row.kind as PageKind, body as { blocks?: NonNullable<TPageContent['blocks']>; pages?: NonNullable<TPageContent['pages']> });
    for (const ref of imageRefs(content)) await assertOwnImages(ctx, userId, [ref.url], ref.field);
    await assertOwnVideos(userId, videoRefs(content));
    return full(userId, await repo.update(userId, row.id, { title: body.title, draft: JSON.stringify(content), updatedAt: ctx.clock.now() }));
  }

  async function assertOwnVideos(userId: string, refs: { url: string; field: string }[]) {
    if (!refs.length) return;
    const keys = refs.map((r) => ctx.providers.storage.keyOf(r.url));
    const owned = await ownedStoredFiles(ctx, userId, [...new Set(keys.filter((k): k is string => k !== null))], ['pageVideo']);
    refs.forEach((r, i) => {
      if (!keys[i] || !owned.has(keys[i]!)) throw new DomainError('PAGE_VIDEO_NOT_FOUND', { field: r.field });
    });
  }

  /** The draft becomes what visitors get: stored with its title, version bumped (the rendered page's cache key). */
  async function publish(userId: string, id: string) {
    const row = await own(userId, id);
    const content = parseContent(row.draft);
    assertPublishable(content);
    const now = ctx.clock.now();
    const published = JSON.stringify({ kind: row.kind, title: row.title, content });
    return full(userId, await repo.update(userId, id, { published, state: 'published', version: row.version + 1, publishedAt: now, updatedAt: now }));
  }

  async function offline(userId: string, id: string) {
    const row = await own(userId, id);
    if (row.state !== 'published') throw new DomainError('PAGE_NOT_PUBLISHED', { field: 'id' });
    return full(userId, await repo.update(userId, id, { state: 'offline', updatedAt: ctx.clock.now() }));
  }

  async function share(userId: string, id: string) {
    const row = await own(userId, id);
    const publicUrl = `${origin}${publicPagePath(row.publicId)}`;
    return { publicUrl, qrSvg: await qrSvg(publicUrl, 256, null), state: row.state as TMicroPage['state'] };
  }

  async function uploadVideo(userId: string, bytes: Uint8Array) {
    const url = await storeFile(ctx, { userId, purpose: 'pageVideo' }, `page-videos/${ctx.ids.id()}.mp4`, Buffer.from(bytes), 'video/mp4');
    return { url };
  }

  return { list, add, find, rename, remove, save, publish, offline, share, uploadVideo };
}
