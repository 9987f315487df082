import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['serviceChat'];
const h = (title: string) => ({ title: `serviceChat:titles.${title}`, ns });

/** Routes of the customer service area's chat part (issue 17); each screen a lazy chunk with its catalogue in the handle. */
export const serviceChatRoutes: RouteObject[] = [
  { path: paths.onlineService, lazy: lazyScreen(() => import('./chat/online-service')), handle: h('onlineService') },
  { path: paths.agentOnlineList, lazy: lazyScreen(() => import('./chat/online-list')), handle: h('onlineList') },
  { path: paths.agentOnlineServicePattern, lazy: lazyScreen(() => import('./chat/agent-service')), handle: h('agentService') },
];
