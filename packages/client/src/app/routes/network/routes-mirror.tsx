import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';

/** A lazy screen: the module's default export, or one of its named screens. */
const lazy = <M extends Record<string, unknown>>(load: () => Promise<M>, name = 'default') =>
  async () => ({ Component: (await load())[name] as React.ComponentType });
const ns = ['networkMirror'];
const h = (title: string) => ({ title: `networkMirror:titles.${title}`, ns });

/** Routes of the network's mirror part (issue 13); each screen a lazy chunk with its catalogue in the handle. */
export const networkMirrorRoutes: RouteObject[] = [
  { path: paths.mirrorList, lazy: lazy(() => import('./mirror/mirror-list')), handle: h('list') },
  { path: paths.mirrorPushBk, lazy: lazy(() => import('./mirror/mirror-push')), handle: h('push') },
  { path: paths.mirrorHistory, lazy: lazy(() => import('./mirror/mirror-push'), 'MirrorHistoryRoute'), handle: h('history') },
  { path: paths.mirrorBindRelationship, lazy: lazy(() => import('./mirror/mirror-people')), handle: h('relationship') },
  { path: paths.mirrorSearchMother, lazy: lazy(() => import('./mirror/mirror-people'), 'SearchMotherRoute'), handle: h('searchMother') },
  { path: paths.mirrorSearchSon, lazy: lazy(() => import('./mirror/mirror-people'), 'SearchSonRoute'), handle: h('searchSon') },
  { path: paths.msgPushPattern, lazy: lazy(() => import('./mirror/msg-push')), handle: h('msgPush') },
];
