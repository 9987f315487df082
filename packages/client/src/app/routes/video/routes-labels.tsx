import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['videoLabels'];
const h = (title: string) => ({ title: `videoLabels:titles.${title}`, ns });

/** Routes of the micro video area's labels part (issue 15); each screen a lazy chunk with its catalogue in the handle. */
export const videoLabelsRoutes: RouteObject[] = [
  { path: paths.manageLabels, lazy: lazyScreen(() => import('./labels/manage-labels')), handle: h('manageLabels') },
  { path: paths.manageClassify, lazy: lazyScreen(() => import('./labels/manage-classify')), handle: h('manageClassify') },
  { path: paths.setClassifyPattern, lazy: lazyScreen(() => import('./labels/set-classify')), handle: h('setClassify') },
  { path: paths.moreNavigator, lazy: lazyScreen(() => import('./labels/more-navigator')), handle: h('moreNavigator') },
  { path: paths.labelVideoPattern, lazy: lazyScreen(() => import('./labels/label-video')), handle: h('labelVideo') },
  { path: paths.followLabel, lazy: lazyScreen(() => import('./labels/follow-label')), handle: h('followLabel') },
  { path: paths.searchLabel, lazy: lazyScreen(() => import('./labels/search-label')), handle: h('searchLabel') },
  { path: paths.personalLabelVideoPattern, lazy: lazyScreen(() => import('./labels/personal-label-video')), handle: h('personalLabelVideo') },
];
