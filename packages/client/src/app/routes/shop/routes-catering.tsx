import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['shopCatering'];
const h = (title: string) => ({ title: `shopCatering:titles.${title}`, ns });

/** Routes of the shop area's catering part (issue 16); each screen a lazy chunk with its catalogue in the handle. */
export const shopCateringRoutes: RouteObject[] = [
];
void paths; void lazyScreen; void h;
