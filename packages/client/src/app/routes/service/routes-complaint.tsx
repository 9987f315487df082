import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['serviceComplaint'];
const h = (title: string) => ({ title: `serviceComplaint:titles.${title}`, ns });

/** Routes of the customer service area's complaint part (issue 17); each screen a lazy chunk with its catalogue in the handle. */
export const serviceComplaintRoutes: RouteObject[] = [
  { path: paths.serviceComplaint, lazy: lazyScreen(() => import('./complaint/complaint')), handle: h('complaint') },
  { path: paths.myComplaints, lazy: lazyScreen(() => import('./complaint/my-complaints')), handle: h('myComplaints') },
  { path: paths.myComplaintPattern, lazy: lazyScreen(() => import('./complaint/my-complaint')), handle: h('myComplaint') },
  { path: paths.agentComplaints, lazy: lazyScreen(() => import('./complaint/agent-complaints')), handle: h('agentComplaints') },
];
