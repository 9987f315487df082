import type { FriendDynamicKind, TFeedQuery, TFriendDynamic } from '@card/contract';
import type { AppContext } from '../../context';
import { feedArgs, feedResult, type FeedKey } from '../../lib/paging';
import { friendFeedRepository } from './friend-feed.repository';
import { FEED_KIND_MODULE, authorsOfKind, mergePages } from './friend-feed.rules';

const LIST = 'friendDynamics';
const enc = encodeURIComponent;

interface Row {
  kind: FriendDynamicKind;
  id: string;
  at: Date;
  userId: string;
  title: string;
  cover: string | null;
  path: string;
  spa: boolean;
}

/**
 * 好友动态 (issue 31, item 8): what the caller's exchanged contacts published, newest first, keyset-paged. A page
 * costs a fixed number of indexed queries whatever the number of contacts: the contacts, their sharing switch and
 * hidden modules, the open shops, then one query per kind over all authors at once.
 */
export function friendFeedService(ctx: AppContext) {
  const repo = friendFeedRepository(ctx.db);

  async function kindPages(authors: string[], hidden: { userId: string; moduleId: number }[], key: FeedKey | null, take: number): Promise<Row[][]> {
    const of = (k: FriendDynamicKind) => authorsOfKind(k, authors, hidden);
    const shopOwners = await repo.openShopOwners(of('product'));
    const none = Promise.resolve([] as never[]);
    const ask = <T>(ids: string[], read: (ids: string[]) => Promise<T[]>) => (ids.length ? read(ids) : (none as Promise<T[]>));
    const [articles, pages, videos, products, activities] = await Promise.all([
      ask(of('article'), (ids) => repo.articles(ids, key, take)),
      ask(of('microPage'), (ids) => repo.microPages(ids, key, take)),
      ask(of('video'), (ids) => repo.videos(ids, key, take)),
      ask(shopOwners, (ids) => repo.products(ids, key, take)),
      ask(of('activity'), (ids) => repo.activities(ids, key, take)),
    ]);
    return [
      articles.map((a) => ({ kind: 'article' as const, id: a.id, at: a.createdAt, userId: a.userId, title: a.title, cover: a.coverUrl, path: '', spa: true })),
      // Each published page is its own server-rendered page (no app route): opened by a full page load.
      pages.map((p) => ({ kind: 'microPage' as const, id: p.id, at: p.publishedAt!, userId: p.userId, title: p.title, cover: p.coverUrl, path: `/p/${enc(p.publicId)}`, spa: false })),
      videos.map((v) => ({ kind: 'video' as const, id: v.id, at: v.createdAt, userId: v.userId, title: v.title, cover: v.coverUrl, path: `/microvideo/shortVideo/${enc(v.id)}`, spa: true })),
      products.map((p) => ({ kind: 'product' as const, id: p.id, at: p.createdAt, userId: p.userId, title: p.name, cover: p.coverUrl, path: `/vshop/product/${enc(p.id)}`, spa: true })),
      activities.map((a) => ({
        kind: 'activity' as const,
        id: a.id,
        at: a.publishedAt!,
        userId: a.userId,
        title: a.title,
        cover: a.coverUrl,
        path: `/activity/detail/${enc(a.id)}`,
        spa: true,
      })),
    ];
  }

  async function feed(userId: string, q: TFeedQuery) {
    // The cursor is checked before anything is read, so a bad one is refused even for a user with no contacts.
    const { after, take } = feedArgs(LIST, q);
    const contacts = await repo.exchangedContacts(userId);
    const authors = contacts.length ? await repo.sharingAuthors(contacts) : [];
    const ids = authors.map((a) => a.id);
    const modules = Object.values(FEED_KIND_MODULE).filter((m): m is NonNullable<typeof m> => m !== null);
    const hidden = ids.length ? await repo.hiddenModules(ids, modules) : [];
    const rows = ids.length ? mergePages(await kindPages(ids, hidden, after, take), take) : [];
    const byId = new Map(authors.map((a) => [a.id, a]));
    return feedResult(
      LIST,
      rows,
      q,
      (r) => ({ at: r.at, id: r.id }),
      (r): TFriendDynamic => {
        const a = byId.get(r.userId)!;
        return {
          kind: r.kind,
          id: r.id,
          title: r.title,
          cover: r.cover || null,
          at: r.at.toISOString(),
          author: { phoneIdEcr: a.phoneIdEcr, name: a.card?.name ?? '', avatarUrl: a.avatarUrl ?? '' },
          // The article screen is opened in the author's card context, as from the card's own section.
          path: r.kind === 'article' ? `/multipleWdy/micro/show/article?${new URLSearchParams({ articleId: r.id, phoneIdEcr: a.phoneIdEcr })}` : r.path,
          spa: r.spa,
        };
      },
    );
  }

  return { feed };
}
