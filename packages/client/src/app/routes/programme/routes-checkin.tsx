import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['programmeCheckin'];
const h = (title: string) => ({ title: `programmeCheckin:titles.${title}`, ns });

/** Routes of the programme area's checkin part (issue 18); each screen a lazy chunk with its catalogue in the handle. */
export const programmeCheckinRoutes: RouteObject[] = [
  { path: paths.checkinHome, lazy: lazyScreen(() => import('./checkin/checkin-home')), handle: h('checkinHome') },
  { path: paths.clockRankingList, lazy: lazyScreen(() => import('./checkin/ranking-list')), handle: h('rankingList') },
  { path: paths.clockData, lazy: lazyScreen(() => import('./checkin/clock-data')), handle: h('data') },
  { path: paths.studyHome, lazy: lazyScreen(() => import('./checkin/study-home')), handle: h('studyHome') },
  { path: paths.studyImageText, lazy: lazyScreen(() => import('./checkin/image-text')), handle: h('imageText') },
];
