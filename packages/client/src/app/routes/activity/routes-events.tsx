import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['activityEvents'];
const h = (title: string) => ({ title: `activityEvents:titles.${title}`, ns });

/** Routes of the activity area's events part (issue 16); each screen a lazy chunk with its catalogue in the handle. */
export const activityEventsRoutes: RouteObject[] = [
  { path: paths.activityHome, lazy: lazyScreen(() => import('./events/home')), handle: h('home') },
  { path: paths.activityEditPattern, lazy: lazyScreen(() => import('./events/edit')), handle: h('edit') },
  { path: paths.activityDetailPattern, lazy: lazyScreen(() => import('./events/detail')), handle: h('detail') },
  { path: paths.cardActivitiesPattern, lazy: lazyScreen(() => import('./events/card-list')), handle: h('cardList') },
  { path: paths.activityNotificationPattern, lazy: lazyScreen(() => import('./events/notification')), handle: h('notification') },
  { path: paths.activityPosterPattern, lazy: lazyScreen(() => import('./events/poster')), handle: h('poster') },
];
