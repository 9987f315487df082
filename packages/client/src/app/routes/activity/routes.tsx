import type { RouteObject } from 'react-router';
import { activityEventsRoutes } from './routes-events';
import { activityRegistrationRoutes } from './routes-registration';

/** Routes of the activity area (issue 16), each part in its own file. */
export const activityRoutes: RouteObject[] = [...activityEventsRoutes, ...activityRegistrationRoutes];
