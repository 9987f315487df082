import type { RouteObject } from 'react-router';
import { dummyPaths } from './dummy.paths';

/** The made-up area's one screen (a component-less route: the test only needs the table). */
export const dummyRoutes: RouteObject[] = [{ path: dummyPaths.dummyThingPattern, lazy: async () => ({}), handle: { title: 'dummy:titles.thing' } }];
