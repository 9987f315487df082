import type { RouteObject } from 'react-router';
import { networkExchangeRoutes } from './routes-exchange';
import { networkCompanyRoutes } from './routes-company';
import { networkMirrorRoutes } from './routes-mirror';
import { networkRadarRoutes } from './routes-radar';
import { networkScanRoutes } from './routes-scan';

/** Routes of the network (issue 13): four parts, each in its own file. */
export const networkRoutes: RouteObject[] = [...networkExchangeRoutes, ...networkCompanyRoutes, ...networkMirrorRoutes, ...networkRadarRoutes, ...networkScanRoutes];
