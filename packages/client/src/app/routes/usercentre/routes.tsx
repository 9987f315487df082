import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

/** Routes of the usercentre area; each screen is a lazy chunk. `set` and `set_other` are children of "mine". */
export const usercentreRoutes: RouteObject[] = [
  {
    path: paths.userCentre,
    children: [
      { index: true, lazy: lazyScreen(() => import('./mine')), handle: { title: 'usercentre:titles.mine' } },
      { path: 'set', lazy: lazyScreen(() => import('./settings')), handle: { title: 'usercentre:titles.settings' } },
      { path: 'set_other', lazy: lazyScreen(() => import('./settings-other')), handle: { title: 'usercentre:titles.settingsOther' } },
    ],
  },
  { path: paths.privacySet, lazy: lazyScreen(() => import('./privacy')), handle: { title: 'usercentre:titles.privacy' } },
  { path: paths.subscriptions, lazy: lazyScreen(() => import('./subscriptions')), handle: { title: 'usercentre:titles.subscriptions' } },
  { path: paths.columnSet, lazy: lazyScreen(() => import('./column-set')), handle: { title: 'usercentre:titles.columnSet' } },
  { path: paths.messageCentre, lazy: lazyScreen(() => import('./messages')), handle: { title: 'usercentre:titles.messages' } },
  { path: paths.friendFeed, lazy: lazyScreen(() => import('./friend-feed')), handle: { title: 'usercentre:titles.friendFeed' } },
  // The operator console shows other areas' rows with their components, so it loads their catalogues too.
  {
    path: paths.operatorConsole,
    lazy: lazyScreen(() => import('./operator-console')),
    handle: { title: 'usercentre:titles.operator', ns: ['usercentre', 'contentCases', 'videoCart', 'programmeShake'] },
  },
];
