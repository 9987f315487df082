import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['activityRegistration'];
const h = (title: string) => ({ title: `activityRegistration:titles.${title}`, ns });

/** Routes of the activity area's registration part (issue 16); each screen a lazy chunk with its catalogue in the handle. */
export const activityRegistrationRoutes: RouteObject[] = [
  { path: paths.registrationPages, lazy: lazyScreen(() => import('./registration/pages')), handle: h('pages') },
  { path: paths.registrationPageEditPattern, lazy: lazyScreen(() => import('./registration/page-edit')), handle: h('edit') },
  { path: paths.registrationFieldsPattern, lazy: lazyScreen(() => import('./registration/fields')), handle: h('fields') },
  { path: paths.registerDetailPattern, lazy: lazyScreen(() => import('./registration/register-detail')), handle: h('register') },
  { path: paths.attendeesPattern, lazy: lazyScreen(() => import('./registration/attendees')), handle: h('attendees') },
  { path: paths.myRegistrations, lazy: lazyScreen(() => import('./registration/my-registrations')), handle: h('mine') },
];
