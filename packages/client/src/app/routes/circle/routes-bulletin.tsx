import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const title = (key: string) => ({ title: `circleBulletin:titles.${key}` });

/** Routes of the circle area's bulletin part (issue 12); each screen a lazy chunk with its catalogue in the handle. */
export const circleBulletinRoutes: RouteObject[] = [
  { path: paths.circleAffichePattern, lazy: lazyScreen(() => import('./bulletin/affiche')), handle: title('affiche') },
  { path: paths.circleIssuerPattern, lazy: lazyScreen(() => import('./bulletin/issuer'), 'IssuerRoute'), handle: title('issuer') },
  { path: paths.circleFriendPattern, lazy: lazyScreen(() => import('./bulletin/issuer'), 'FriendRoute'), handle: title('friend') },
  { path: paths.circleBulletinAffichePattern, lazy: lazyScreen(() => import('./bulletin/detail')), handle: title('detail') },
  { path: paths.readInfoPattern, lazy: lazyScreen(() => import('./bulletin/read-info')), handle: title('readInfo') },
  { path: paths.announcePattern, lazy: lazyScreen(() => import('./bulletin/announce')), handle: title('announce') },
  { path: paths.announceMerchandisePattern, lazy: lazyScreen(() => import('./bulletin/announce-children'), 'MerchandiseRoute'), handle: title('merchandise') },
  { path: paths.announceMicroFoldPattern, lazy: lazyScreen(() => import('./bulletin/announce-children'), 'MicroFoldRoute'), handle: title('microFold') },
  { path: paths.announceSearchListPattern, lazy: lazyScreen(() => import('./bulletin/announce-children'), 'SearchListRoute'), handle: title('searchList') },
  { path: paths.addVideoPattern, lazy: lazyScreen(() => import('./bulletin/video'), 'AddVideoRoute'), handle: title('addVideo') },
  { path: paths.searchVideoPattern, lazy: lazyScreen(() => import('./bulletin/video'), 'SearchVideoRoute'), handle: title('searchVideo') },
  { path: paths.circleBulletinMsgPattern, lazy: lazyScreen(() => import('./bulletin/msgs')), handle: title('msgs') },
  { path: paths.circleComplainPattern, lazy: lazyScreen(() => import('./bulletin/complain')), handle: title('complain') },
  { path: paths.circleComplaintInboxPattern, lazy: lazyScreen(() => import('./bulletin/complaint-inbox')), handle: title('inbox') },
  { path: paths.circlePosterPattern, lazy: lazyScreen(() => import('./bulletin/invite-poster')), handle: title('poster') },
];
