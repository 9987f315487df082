import type { Lang, TFeedQuery, TLabelTopic, TLabelVideo, TPageQuery } from '@card/contract';
import type { AppContext } from '../../context';
import type { MicroVideo } from '../../generated/prisma/client';
import { DomainError } from '../../lib/domain-error';
import { feedArgs, feedResult, pageArgs, pageResult } from '../../lib/paging';
import { microVideoViews } from './video.access';
import { videoLabelsRepository, type LabelRecord } from './video-labels.repository';
import { assertFollowRoom, isOwnCardParam, isPlatformLabel, labelName, mayUseLabel, scopeOf } from './video-labels.rules';

/**
 * Labels as visitors meet them: a card's videos of a label, a label's info, the platform topics' feeds (keyset on
 * sharedAt, id: the index [labelId, sharedAt, id]), follows and the followed feed, and label search.
 */
export function videoLabelsFeedService(ctx: AppContext) {
  const repo = videoLabelsRepository(ctx.db);

  async function topicsOf(rows: LabelRecord[], viewerId: string | null, lang: Lang): Promise<TLabelTopic[]> {
    const ids = rows.map((r) => r.id);
    const [followers, following] = await Promise.all([repo.followerCounts(ids), repo.followedAmong(viewerId, ids)]);
    return rows.map((r) => ({ id: r.id, name: labelName(r, lang), scope: scopeOf(r), followers: followers.get(r.id) ?? 0, following: following.has(r.id) }));
  }

  async function videosOf(rows: MicroVideo[], lang: Lang): Promise<Map<string, TLabelVideo>> {
    const [owners, labels] = await Promise.all([repo.owners([...new Set(rows.map((r) => r.userId))]), repo.labels([...new Set(rows.map((r) => r.labelId).filter((x): x is string => !!x))])]);
    const ownerOf = new Map(owners.map((o) => [o.id, { phoneIdEcr: o.phoneIdEcr, name: o.card?.name ?? '', avatarUrl: o.avatarUrl }]));
    const labelOf = new Map(labels.map((l) => [l.id, labelName(l, lang)]));
    return new Map(
      rows.map((r) => [
        r.id,
        {
          id: r.id,
          title: r.title,
          coverUrl: r.coverUrl,
          durationMs: r.durationMs,
          width: r.width,
          height: r.height,
          views: r.views,
          collects: r.collects,
          labelId: r.labelId,
          labelName: r.labelId ? (labelOf.get(r.labelId) ?? null) : null,
          sharedAt: r.sharedAt?.toISOString() ?? null,
          owner: ownerOf.get(r.userId) ?? { phoneIdEcr: '', name: '', avatarUrl: null },
        },
      ]),
    );
  }

  /** The card a `{0}` path names and whether the viewer is its owner; an unknown card is NOT_FOUND. */
  async function cardOf(phoneIdEcr: string, viewerId: string | null) {
    if (isOwnCardParam(phoneIdEcr, viewerId)) {
      const me = await repo.me(viewerId!);
      if (!me) throw new DomainError('NOT_LOGGED_IN');
      return { card: me, own: true };
    }
    const card = await repo.userByPublicId(phoneIdEcr);
    if (!card) throw new DomainError('NOT_FOUND', { field: 'phoneIdEcr' });
    return { card, own: card.id === viewerId };
  }

  /** A label the card's owner may use (their own, their company's, a topic), or NOT_FOUND on labelId. */
  async function labelOnCard(labelId: string, card: { id: string; companyId: string | null }) {
    const label = await repo.label(labelId);
    if (!label || !mayUseLabel(label, card)) throw new DomainError('NOT_FOUND', { field: 'labelId' });
    return label;
  }

  async function platformLabel(labelId: string) {
    const label = await repo.label(labelId);
    if (!label || !isPlatformLabel(label)) throw new DomainError('NOT_FOUND', { field: 'labelId' });
    return label;
  }

  /** A feed page over labels, items in (sharedAt, id) order, one extra row read to tell hasMore. */
  async function feedPage(list: string, labelIds: string[], q: TFeedQuery, lang: Lang) {
    const { after, take } = feedArgs(list, q);
    const rows = labelIds.length ? await repo.feed(labelIds, after, take) : [];
    const views = await videosOf(rows.slice(0, q.pageSize), lang);
    return feedResult(
      list,
      rows,
      q,
      (r) => ({ at: r.sharedAt!, id: r.id }),
      (r) => views.get(r.id)!,
    );
  }

  return {
    async cardVideos(phoneIdEcr: string, viewerId: string | null, q: { labelId: string } & TPageQuery, lang: Lang) {
      const { card, own } = await cardOf(phoneIdEcr, viewerId);
      await labelOnCard(q.labelId, card);
      const { skip, take } = pageArgs(q);
      const [rows, total] = await repo.cardVideos(card.id, q.labelId, !own, skip, take);
      return pageResult(await microVideoViews(ctx, rows, lang), total, q);
    },
    async info(phoneIdEcr: string, viewerId: string | null, labelId: string, lang: Lang) {
      const { card, own } = await cardOf(phoneIdEcr, viewerId);
      const label = await labelOnCard(labelId, card);
      const [topic, videoCount] = await Promise.all([topicsOf([label], viewerId, lang), repo.countCardVideos(card.id, labelId, !own)]);
      return { ...topic[0]!, videoCount };
    },
    async labelFeed(viewerId: string | null, q: { labelId: string } & TFeedQuery, lang: Lang) {
      const label = await platformLabel(q.labelId);
      const [page, topics] = await Promise.all([feedPage(`videoLabel:${label.id}`, [label.id], q, lang), topicsOf([label], viewerId, lang)]);
      return { ...page, label: topics[0]! };
    },
    async follow(userId: string, labelId: string, on: boolean, lang: Lang) {
      const label = await platformLabel(labelId);
      if (!on) await repo.unfollow(userId, labelId);
      else {
        await ctx.db.$transaction(async (tx) => {
          const r = videoLabelsRepository(tx);
          // Following again is harmless and never counts against the cap.
          if ((await r.followedAmong(userId, [labelId])).size) return;
          assertFollowRoom(await r.followCount(userId));
          await r.follow(userId, labelId, ctx.clock.now());
        });
      }
      return (await topicsOf([label], userId, lang))[0]!;
    },
    async followed(userId: string, q: TPageQuery, lang: Lang) {
      const { skip, take } = pageArgs(q);
      const [follows, total] = await repo.followedPage(userId, skip, take);
      const rows = await repo.labels(follows.map((f) => f.labelId));
      const byId = new Map(rows.map((r) => [r.id, r]));
      return pageResult(await topicsOf(follows.map((f) => byId.get(f.labelId)!).filter(Boolean), userId, lang), total, q);
    },
    async followedFeed(userId: string, q: TFeedQuery, lang: Lang) {
      return feedPage('videoFollowLabels', await repo.followedIds(userId), q, lang);
    },
    async search(viewerId: string | null, q: { keyword: string } & TPageQuery, lang: Lang) {
      const me = viewerId ? await repo.me(viewerId) : null;
      const { skip, take } = pageArgs(q);
      const [rows, total] = await repo.searchLabels(q.keyword, me?.id ?? null, me?.companyId ?? null, skip, take);
      return pageResult(await topicsOf(rows, viewerId, lang), total, q);
    },
  };
}
