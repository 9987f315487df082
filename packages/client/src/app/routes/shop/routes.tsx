import type { RouteObject } from 'react-router';
import { shopGoodsRoutes } from './routes-goods';
import { shopCatalogRoutes } from './routes-catalog';
import { shopOrdersRoutes } from './routes-orders';
import { shopCateringRoutes } from './routes-catering';

/** Routes of the shop area (issue 16), each part in its own file. */
export const shopRoutes: RouteObject[] = [...shopGoodsRoutes, ...shopCatalogRoutes, ...shopOrdersRoutes, ...shopCateringRoutes];
