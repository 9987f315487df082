import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['shopGoods'];
const h = (title: string) => ({ title: `shopGoods:titles.${title}`, ns });

/** Routes of the shop area's goods part (issue 16); each screen a lazy chunk with its catalogue in the handle. */
export const shopGoodsRoutes: RouteObject[] = [
];
void paths; void lazyScreen; void h;
