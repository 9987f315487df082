import type { RouteObject } from 'react-router';
import { circleCoreRoutes } from './routes-core';
import { circleManageRoutes } from './routes-manage';
import { circleBulletinRoutes } from './routes-bulletin';
import { circlePayRoutes } from './routes-pay';

/** Routes of the circle area (issue 12, /circle): four parts, each in its own file. */
export const circleRoutes: RouteObject[] = [...circleCoreRoutes, ...circleManageRoutes, ...circleBulletinRoutes, ...circlePayRoutes];
