import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const screen = (path: string, load: () => Promise<{ default: React.ComponentType }>, title: string): RouteObject => ({
  path,
  lazy: lazyScreen(load),
  handle: { title: `circle:titles.${title}` },
});

/** Routes of the circle area's core part (issue 12); each screen a lazy chunk with its catalogue in the handle. */
export const circleCoreRoutes: RouteObject[] = [
  screen(paths.myCircles, () => import('./core/my-circles'), 'myCircles'),
  screen(paths.newCircle, () => import('./core/new-circle'), 'newCircle'),
  screen(paths.joinCircle, () => import('./core/join-circle'), 'joinCircle'),
  screen(paths.circleJoinInfoPattern, () => import('./core/join-info'), 'joinInfo'),
  screen(paths.circleQrCodePattern, () => import('./core/qr-code'), 'circleQrCode'),
  screen(paths.inviteQrCodePattern, () => import('./core/invite-qr'), 'inviteQrCode'),
  screen(paths.circleLoginCode, () => import('./core/login-code'), 'loginCode'),
  screen(paths.searchCircle, () => import('./core/search-circle'), 'searchCircle'),
  screen(paths.searchJoinCircle, () => import('./core/search-join-circle'), 'searchJoinCircle'),
  screen(paths.searchMpUserPattern, () => import('./core/search-mp-user'), 'searchMpUser'),
  screen(paths.searchCirUserPattern, () => import('./core/search-cir-user'), 'searchCirUser'),
  screen(paths.circleSearchMpUserInfoPattern, () => import('./core/member-info'), 'memberInfo'),
  screen(paths.circleInviteFriendPattern, () => import('./core/invite-friend'), 'inviteFriend'),
  screen(paths.circleMemberWaitInfoPattern, () => import('./core/wait-info'), 'waitInfo'),
];
