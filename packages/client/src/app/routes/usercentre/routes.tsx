import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';

const lazy = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

/** Routes of the usercentre area; each screen is a lazy chunk. `set` and `set_other` are children of "mine". */
export const usercentreRoutes: RouteObject[] = [
  {
    path: paths.userCentre,
    children: [
      { index: true, lazy: lazy(() => import('./mine')), handle: { title: 'usercentre:titles.mine' } },
      { path: 'set', lazy: lazy(() => import('./settings')), handle: { title: 'usercentre:titles.settings' } },
      { path: 'set_other', lazy: lazy(() => import('./settings-other')), handle: { title: 'usercentre:titles.settingsOther' } },
    ],
  },
  { path: paths.privacySet, lazy: lazy(() => import('./privacy')), handle: { title: 'usercentre:titles.privacy' } },
  { path: paths.subscriptions, lazy: lazy(() => import('./subscriptions')), handle: { title: 'usercentre:titles.subscriptions' } },
  { path: paths.columnSet, lazy: lazy(() => import('./column-set')), handle: { title: 'usercentre:titles.columnSet' } },
  { path: paths.messageCentre, lazy: lazy(() => import('./messages')), handle: { title: 'usercentre:titles.messages' } },
];
