import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['videoVisitors'];
const h = (title: string) => ({ title: `videoVisitors:titles.${title}`, ns });

/** Routes of the micro video area's visitors part (issue 15); each screen a lazy chunk with its catalogue in the handle. */
export const videoVisitorsRoutes: RouteObject[] = [
];
void paths; void lazyScreen; void h;
