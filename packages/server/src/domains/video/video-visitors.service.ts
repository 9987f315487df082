import { ANY_CARD, type TFeedQuery, type TPageQuery, type TPrevNextBody, type TShowVideo, type TVideoCard } from '@card/contract';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { feedArgs, feedResult, pageArgs, pageResult } from '../../lib/paging';
import type { MicroVideo } from '../../generated/prisma/client';
import { adForVideo, isVisibleToVisitors, loadVisibleVideo } from './video.access';
import { videoVisitorsRepository } from './video-visitors.repository';
import { buttonTypeOf, countsAsView, DISCOVER_LIST, feedKeyOf, neighbourIn, SEARCH_LIST, selfCardOf } from './video-visitors.rules';
import { ownerView, videoCardView, type VideoPerson } from './video-visitors.views';

/**
 * The visitors' side of micro video: the discover feed, title search, the player's view of one video, swiping to the
 * previous or next video, and a card's videos. Visitors see only visible videos (published, not hidden, not taken
 * down), the feed and search only shared ones; the owner sees their own in any state. Someone else's id is NOT_FOUND.
 */
export function videoVisitorsService(ctx: AppContext) {
  const repo = videoVisitorsRepository(ctx.db);

  /** List items with their owners: one query for all the owners of a page. */
  async function cards(rows: MicroVideo[]): Promise<TVideoCard[]> {
    const people = rows.length ? await repo.owners([...new Set(rows.map((r) => r.userId))]) : [];
    const byId = new Map<string, VideoPerson>(people.map((p) => [p.id, p]));
    return rows.map((r) => videoCardView(r, byId.get(r.userId)));
  }

  /** The user a `{0}` names (`0`: the caller), or NOT_FOUND naming phoneIdEcr. */
  async function cardOwnerId(phoneIdEcr: string, viewerId: string | null): Promise<string> {
    const self = selfCardOf(phoneIdEcr, viewerId);
    if (self) return self;
    const owner = await repo.userByPublicId(phoneIdEcr);
    if (!owner) throw new DomainError('NOT_FOUND', { field: 'phoneIdEcr' });
    return owner.id;
  }

  /** A video of the card named by `{0}` that the caller may see; a video of another card is NOT_FOUND on `field`. */
  async function videoOfCard(phoneIdEcr: string, id: string, viewerId: string | null, field = 'id') {
    const ownerId = phoneIdEcr === ANY_CARD ? null : await cardOwnerId(phoneIdEcr, viewerId);
    const video = await loadVisibleVideo(ctx, viewerId, id, field);
    if (ownerId !== null && video.userId !== ownerId) throw new DomainError('NOT_FOUND', { field });
    return video;
  }

  // One indexed range read for the page plus one read of its owners: the time does not grow with the table.
  async function discover(q: TFeedQuery) {
    const { after, take } = feedArgs(DISCOVER_LIST, q);
    const rows = await repo.feed(after, take);
    const page = feedResult(DISCOVER_LIST, rows, q, feedKeyOf, (r) => r);
    return { ...page, items: await cards(page.items) };
  }

  async function search(input: { keyword: string } & TFeedQuery) {
    const { after, take } = feedArgs(SEARCH_LIST, input);
    const rows = await repo.search(input.keyword, after, take);
    const page = feedResult(SEARCH_LIST, rows, input, feedKeyOf, (r) => r);
    return { ...page, items: await cards(page.items) };
  }

  /** The player's view; a view is counted for anyone but the owner (one conditional increment, no read-modify-write). */
  async function show(phoneIdEcr: string, id: string, viewerId: string | null): Promise<TShowVideo> {
    const video = await videoOfCard(phoneIdEcr, id, viewerId);
    if (countsAsView(video.userId, viewerId)) {
      await repo.addView(video.id);
      video.views += 1;
    }
    const [[owner], setting, ad, hasProducts, collected, mobile] = await Promise.all([
      repo.owners([video.userId]),
      repo.setting(video.userId),
      adForVideo(ctx, video),
      repo.hasProducts(video.id),
      viewerId ? repo.isCollected(viewerId, video.id) : false,
      repo.firstMobile(video.userId),
    ]);
    const epilogueId = video.epilogueId ?? setting?.defaultEpilogueId ?? null;
    const epilogue = epilogueId ? await repo.epilogue(video.userId, epilogueId) : null;
    return {
      id: video.id,
      title: video.title,
      intro: video.intro,
      videoUrl: video.videoUrl,
      coverUrl: video.coverUrl,
      durationMs: video.durationMs,
      width: video.width,
      height: video.height,
      views: video.views,
      collects: video.collects,
      watermark: video.watermark,
      owner: ownerView(owner),
      mine: video.userId === viewerId,
      collected,
      ad,
      epilogue: epilogue ? { id: epilogue.id, name: epilogue.name, imageUrl: epilogue.imageUrl, text: epilogue.text, seconds: epilogue.seconds } : null,
      buttonType: buttonTypeOf(setting?.buttonType),
      callNumber: owner && !owner.hidePhone && mobile ? mobile.number : null,
      hasProducts,
    };
  }

  /**
   * The neighbour for swiping: in the card's order when a card is named (the list is read whole: a card keeps at most
   * its quota), else in the discover feed by keyset. A video outside that list has no neighbour (null).
   */
  async function neighbour(body: TPrevNextBody, viewerId: string | null): Promise<TVideoCard | null> {
    const video = await loadVisibleVideo(ctx, viewerId, body.id);
    let found: MicroVideo | null = null;
    if (body.phoneIdEcr) {
      const ownerId = await cardOwnerId(body.phoneIdEcr, viewerId);
      const next = neighbourIn(await repo.cardVideoIds(ownerId), video.id, body.direction);
      found = next ? await repo.byId(next) : null;
    } else if (video.shared && video.sharedAt && isVisibleToVisitors(video)) {
      found = await repo.feedNeighbour(feedKeyOf(video), body.direction);
    }
    return found ? (await cards([found]))[0]! : null;
  }

  async function cardVideos(phoneIdEcr: string, q: TPageQuery) {
    const ownerId = await cardOwnerId(phoneIdEcr, null);
    const { skip, take } = pageArgs(q);
    const [rows, total] = await Promise.all([repo.cardVideos(ownerId, skip, take), repo.countCardVideos(ownerId)]);
    return pageResult(await cards(rows), total, q);
  }

  return { discover, search, show, neighbour, cardVideos, cards, videoOfCard };
}
