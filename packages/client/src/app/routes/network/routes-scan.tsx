import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['networkScan'];

/** Routes of the network's paper card part (issue 34). */
export const networkScanRoutes: RouteObject[] = [{ path: paths.scanPaperCard, lazy: lazyScreen(() => import('./scan/scan-paper-card')), handle: { title: 'networkScan:titles.scan', ns } }];
