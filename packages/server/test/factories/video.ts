import type { AppContext } from '../../src/context';
import type { FactoryCtx } from './users';

type Owner = { id: string };

/**
 * A transcoded video's files as the owner's stored files (StoredFile rows of purpose `video`; no bytes on disk unless
 * `bytes` is given), answered as the URLs a video row uses.
 */
export async function newVideoFiles(ctx: FactoryCtx & Pick<AppContext, 'providers'>, owner: Owner, bytes?: Buffer) {
  const base = `video/factory-${ctx.ids.id()}`;
  for (const [key, n] of [
    [`${base}.mp4`, bytes?.length ?? 100_000],
    [`${base}.jpg`, 5_000],
  ] as const) {
    await ctx.db.storedFile.create({ data: { key, userId: owner.id, purpose: 'video', bytes: n, createdAt: ctx.clock.now() } });
  }
  if (bytes) await ctx.providers.storage.put(`${base}.mp4`, bytes, 'video/mp4');
  return { videoUrl: ctx.providers.storage.urlOf(`${base}.mp4`), coverUrl: ctx.providers.storage.urlOf(`${base}.jpg`) };
}

export interface NewVideoOptions {
  title?: string;
  state?: 'draft' | 'published';
  hidden?: boolean;
  top?: boolean;
  shared?: boolean;
  choiceness?: boolean;
  labelId?: string | null;
  typeId?: string | null;
  takenDown?: string;
  createdAt?: Date;
  views?: number;
  syncSourceId?: string;
  intro?: string;
}

/** A micro video of the owner, published by default, at the end of the owner's order; fake file URLs of its own. */
export async function newMicroVideo(ctx: FactoryCtx, owner: Owner, opts: NewVideoOptions = {}) {
  const sort = await ctx.db.microVideo.count({ where: { userId: owner.id } });
  const now = opts.createdAt ?? ctx.clock.now();
  const id = ctx.ids.id();
  return ctx.db.microVideo.create({
    data: {
      id,
      userId: owner.id,
      title: opts.title ?? `视频${sort + 1}`,
      intro: opts.intro ?? '',
      videoUrl: `/files/video/factory-${id}.mp4`,
      coverUrl: `/files/video/factory-${id}.jpg`,
      durationMs: 12_000,
      width: 720,
      height: 1280,
      bytes: 100_000,
      state: opts.state ?? 'published',
      hidden: opts.hidden ?? false,
      topAt: opts.top ? now : null,
      sort,
      shared: opts.shared ?? false,
      sharedAt: opts.shared ? now : null,
      choiceness: opts.choiceness ?? false,
      choicenessAt: opts.choiceness ? now : null,
      labelId: opts.labelId ?? null,
      typeId: opts.typeId ?? null,
      takenDownAt: opts.takenDown ? now : null,
      takedownReason: opts.takenDown ?? null,
      views: opts.views ?? 0,
      syncSourceId: opts.syncSourceId ?? null,
      createdAt: now,
      updatedAt: now,
    },
  });
}

/** A label: the owner's own (default), a company's (`companyId`) or a platform topic (`platform: true`). */
export async function newVideoLabel(ctx: FactoryCtx, owner: Owner | null, opts: { name?: string; companyId?: string; top?: boolean; sort?: number } = {}) {
  return ctx.db.videoLabel.create({
    data: {
      id: ctx.ids.id(),
      userId: opts.companyId ? null : (owner?.id ?? null),
      companyId: opts.companyId ?? null,
      name: opts.name ?? '标签',
      top: opts.top ?? false,
      sort: opts.sort ?? 0,
      createdAt: ctx.clock.now(),
    },
  });
}

/** A video type (class) of the owner. */
export async function newVideoType(ctx: FactoryCtx, owner: Owner, opts: { name?: string; sort?: number } = {}) {
  return ctx.db.videoType.create({ data: { id: ctx.ids.id(), userId: owner.id, name: opts.name ?? '分类', sort: opts.sort ?? 0, createdAt: ctx.clock.now() } });
}

/** An upload log of the owner in a given state (`done` carries fake transcoded URLs), kept one day from now. */
export async function newVideoUpload(ctx: FactoryCtx, owner: Owner, opts: { status?: 'queued' | 'transcoding' | 'done' | 'failed'; kind?: 'upload' | 'synthetic'; errorCode?: string } = {}) {
  const now = ctx.clock.now();
  const id = ctx.ids.id();
  const done = (opts.status ?? 'done') === 'done';
  return ctx.db.videoUpload.create({
    data: {
      id,
      userId: owner.id,
      kind: opts.kind ?? 'upload',
      fileName: 'clip.mp4',
      status: opts.status ?? 'done',
      progress: done ? 100 : 0,
      errorCode: opts.errorCode ?? null,
      durationMs: 12_000,
      width: 720,
      height: 1280,
      sha256: id,
      videoUrl: done ? `/files/video/factory-${id}.mp4` : null,
      coverUrl: done ? `/files/video/factory-${id}.jpg` : null,
      expiresAt: new Date(now.getTime() + 24 * 3_600_000),
      createdAt: now,
      updatedAt: now,
    },
  });
}
