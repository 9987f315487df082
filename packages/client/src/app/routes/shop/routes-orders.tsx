import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['shopOrders'];
const h = (title: string) => ({ title: `shopOrders:titles.${title}`, ns });

/** Routes of the shop area's orders part (issue 16); each screen a lazy chunk with its catalogue in the handle. */
export const shopOrdersRoutes: RouteObject[] = [
];
void paths; void lazyScreen; void h;
