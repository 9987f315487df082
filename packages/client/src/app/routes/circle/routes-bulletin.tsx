import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';

/** A lazy screen: the module's default export, or one of its named screens. */
const lazy = <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType) => async () => ({ Component: pick(await load()) });
const title = (key: string) => ({ title: `circleBulletin:titles.${key}` });

/** Routes of the circle area's bulletin part (issue 12); each screen a lazy chunk with its catalogue in the handle. */
export const circleBulletinRoutes: RouteObject[] = [
  { path: paths.circleAffichePattern, lazy: lazy(() => import('./bulletin/affiche'), (m) => m.default), handle: title('affiche') },
  { path: paths.circleIssuerPattern, lazy: lazy(() => import('./bulletin/issuer'), (m) => m.IssuerRoute), handle: title('issuer') },
  { path: paths.circleFriendPattern, lazy: lazy(() => import('./bulletin/issuer'), (m) => m.FriendRoute), handle: title('friend') },
  { path: paths.circleBulletinAffichePattern, lazy: lazy(() => import('./bulletin/detail'), (m) => m.default), handle: title('detail') },
  { path: paths.readInfoPattern, lazy: lazy(() => import('./bulletin/read-info'), (m) => m.default), handle: title('readInfo') },
  { path: paths.announcePattern, lazy: lazy(() => import('./bulletin/announce'), (m) => m.default), handle: title('announce') },
  { path: paths.announceMerchandisePattern, lazy: lazy(() => import('./bulletin/announce-children'), (m) => m.MerchandiseRoute), handle: title('merchandise') },
  { path: paths.announceMicroFoldPattern, lazy: lazy(() => import('./bulletin/announce-children'), (m) => m.MicroFoldRoute), handle: title('microFold') },
  { path: paths.announceSearchListPattern, lazy: lazy(() => import('./bulletin/announce-children'), (m) => m.SearchListRoute), handle: title('searchList') },
  { path: paths.addVideoPattern, lazy: lazy(() => import('./bulletin/video'), (m) => m.AddVideoRoute), handle: title('addVideo') },
  { path: paths.searchVideoPattern, lazy: lazy(() => import('./bulletin/video'), (m) => m.SearchVideoRoute), handle: title('searchVideo') },
  { path: paths.circleBulletinMsgPattern, lazy: lazy(() => import('./bulletin/msgs'), (m) => m.default), handle: title('msgs') },
  { path: paths.circleComplainPattern, lazy: lazy(() => import('./bulletin/complain'), (m) => m.default), handle: title('complain') },
];
