import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['activityEvents'];
const h = (title: string) => ({ title: `activityEvents:titles.${title}`, ns });

/** Routes of the activity area's events part (issue 16); each screen a lazy chunk with its catalogue in the handle. */
export const activityEventsRoutes: RouteObject[] = [
];
void paths; void lazyScreen; void h;
