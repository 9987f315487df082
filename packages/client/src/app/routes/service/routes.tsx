import type { RouteObject } from 'react-router';
import { serviceChatRoutes } from './routes-chat';
import { serviceComplaintRoutes } from './routes-complaint';
import { serviceHelpRoutes } from './routes-help';
import { serviceTicketsRoutes } from './routes-tickets';

/** Routes of the customer service area (issue 17), each part in its own file. */
export const serviceRoutes: RouteObject[] = [...serviceHelpRoutes, ...serviceTicketsRoutes, ...serviceComplaintRoutes, ...serviceChatRoutes];
