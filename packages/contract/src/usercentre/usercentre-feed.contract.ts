import { z } from 'zod';
import { commonResponses } from '../common/envelope';
import { c, formPost } from '../common/contract-builder';
import { ZFeedQuery, pageOf } from '../common/paging';

/** What a friends' update can be: the kinds of content an author publishes for visitors. */
export const FRIEND_DYNAMIC_KINDS = ['article', 'microPage', 'video', 'product', 'activity'] as const;
export type FriendDynamicKind = (typeof FRIEND_DYNAMIC_KINDS)[number];

/**
 * One friends' update (好友动态): a published item of a contact. `path` is the item's existing public screen under
 * the app's base (/multipage); `spa` says whether the app's router shows it (false: a server-rendered page, such as a
 * published micro page, which the client opens by a full page load).
 */
export const ZFriendDynamic = z.object({
  kind: z.enum(FRIEND_DYNAMIC_KINDS),
  id: z.string(),
  title: z.string(),
  cover: z.string().nullable(),
  author: z.object({ phoneIdEcr: z.string(), name: z.string(), avatarUrl: z.string() }),
  at: z.string(),
  path: z.string(),
  spa: z.boolean(),
});
export type TFriendDynamic = z.infer<typeof ZFriendDynamic>;

/** The friends' updates feed of the user centre (issue 31, item 8). */
export const feedContract = c.router(
  {
    findFriendDynamics: formPost('/acc/findFriendDynamics.xhtml', ZFeedQuery, pageOf(ZFriendDynamic), 'user', {
      summary:
        "Ours (issue 31): a feed page of what the caller's exchanged contacts published (articles, micro pages and leaflets, micro videos, shop products, activities), newest first; authors who turned their dynamic switch off, hid the module, or the caller themself are left out",
    }),
  },
  { commonResponses },
);
