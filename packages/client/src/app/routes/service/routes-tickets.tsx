import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['serviceTickets'];
const h = (title: string) => ({ title: `serviceTickets:titles.${title}`, ns });

/** Routes of the customer service area's tickets part (issue 17); each screen a lazy chunk with its catalogue in the handle. */
export const serviceTicketsRoutes: RouteObject[] = [
  { path: paths.serviceFeedback, lazy: lazyScreen(() => import('./tickets/feedback')), handle: h('feedback') },
  { path: paths.serviceVouchers, lazy: lazyScreen(() => import('./tickets/vouchers')), handle: h('vouchers') },
  { path: paths.serviceAdditions, lazy: lazyScreen(() => import('./tickets/additions')), handle: h('additions') },
  { path: paths.serviceSubmit, lazy: lazyScreen(() => import('./tickets/submit')), handle: h('submit') },
  { path: paths.serviceAdvise, lazy: lazyScreen(() => import('./tickets/advise')), handle: h('advise') },
  { path: paths.serviceSecurity, lazy: lazyScreen(() => import('./tickets/security')), handle: h('security') },
  { path: paths.serviceTickets, lazy: lazyScreen(() => import('./tickets/tickets')), handle: h('tickets') },
  { path: paths.serviceTicketPattern, lazy: lazyScreen(() => import('./tickets/ticket')), handle: h('ticket') },
  { path: paths.serviceMsgDetailPattern, lazy: lazyScreen(() => import('./tickets/msg-detail')), handle: h('msgDetail') },
  { path: paths.agentTickets, lazy: lazyScreen(() => import('./tickets/agent-tickets')), handle: h('agentTickets') },
  { path: paths.agentTicketPattern, lazy: lazyScreen(() => import('./tickets/agent-ticket')), handle: h('agentTicket') },
];
