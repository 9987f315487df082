import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['networkMirror'];
const h = (title: string) => ({ title: `networkMirror:titles.${title}`, ns });

/** Routes of the network's mirror part (issue 13); each screen a lazy chunk with its catalogue in the handle. */
export const networkMirrorRoutes: RouteObject[] = [
  // The module's unlock panel (usercentre's, issue 31) speaks the usercentre catalogue.
  { path: paths.mirrorList, lazy: lazyScreen(() => import('./mirror/mirror-list')), handle: { ...h('list'), ns: [...ns, 'usercentre'] } },
  { path: paths.mirrorPushBk, lazy: lazyScreen(() => import('./mirror/mirror-push')), handle: h('push') },
  { path: paths.mirrorHistory, lazy: lazyScreen(() => import('./mirror/mirror-push'), 'MirrorHistoryRoute'), handle: h('history') },
  { path: paths.mirrorBindRelationship, lazy: lazyScreen(() => import('./mirror/mirror-people')), handle: h('relationship') },
  { path: paths.mirrorSearchMother, lazy: lazyScreen(() => import('./mirror/mirror-people'), 'SearchMotherRoute'), handle: h('searchMother') },
  { path: paths.mirrorSearchSon, lazy: lazyScreen(() => import('./mirror/mirror-people'), 'SearchSonRoute'), handle: h('searchSon') },
  { path: paths.msgPushPattern, lazy: lazyScreen(() => import('./mirror/msg-push')), handle: h('msgPush') },
];
