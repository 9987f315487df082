import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['programmeSms'];
const h = (title: string) => ({ title: `programmeSms:titles.${title}`, ns });

/** Routes of the programme area's sms part (issue 18); each screen a lazy chunk with its catalogue in the handle. */
export const programmeSmsRoutes: RouteObject[] = [
  { path: paths.smsHome, lazy: lazyScreen(() => import('./sms/smsHome')), handle: h('smsHome') },
];
