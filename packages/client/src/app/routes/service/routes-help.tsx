import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['serviceHelp'];
const h = (title: string) => ({ title: `serviceHelp:titles.${title}`, ns });

/** Routes of the customer service area's help part (issue 17); each screen a lazy chunk with its catalogue in the handle. */
export const serviceHelpRoutes: RouteObject[] = [
  { path: paths.customerHome, lazy: lazyScreen(() => import('./help/home')), handle: h('home') },
  { path: paths.helpEbook, lazy: lazyScreen(() => import('./help/ebook')), handle: h('ebook') },
  { path: paths.helpVideo, lazy: lazyScreen(() => import('./help/video')), handle: h('video') },
  { path: paths.helpGuide, lazy: lazyScreen(() => import('./help/guide')), handle: h('guide') },
  { path: paths.helpDetailPattern, lazy: lazyScreen(() => import('./help/detail')), handle: h('detail') },
  { path: paths.helpSearch, lazy: lazyScreen(() => import('./help/search')), handle: h('search') },
  { path: paths.agentHelpCenter, lazy: lazyScreen(() => import('./help/agent-help-center')), handle: h('agentHelpCenter') },
];
