// Generated from the contract by packages/client/build/contract-routes.ts; do not edit by hand (a client test
// compares it with the contract). Regenerate: `cd packages/client && npx tsx build/contract-routes.ts`.

import { FORM, r } from './route-entry';

/** The activity area's calls. */
export const activityRoutes = {
  getActivitysByStatuss: r('POST', '/activity/getActivitysByStatuss.xhtml', FORM, 'activity'),
  getActivity: r('POST', '/activity/getActivity.xhtml', FORM, 'activity'),
  getActivityFee: r('POST', '/activity/getActivityFee.xhtml', FORM, 'activity'),
  getActivityAddress: r('POST', '/activity/getActivityAddress.xhtml', FORM, 'activity'),
  getActivityPoster: r('POST', '/activity/MoviePoster.xhtml', FORM, 'activity'),
  saveActivity: r('POST', '/activity/saveActivity.xhtml', FORM, 'activity', true),
  publishActivity: r('POST', '/activity/publishActivity.xhtml', FORM, 'activity'),
  delActivity: r('POST', '/activity/delActivity.xhtml', FORM, 'activity'),
  findMyActivities: r('POST', '/activity/findMyActivities.xhtml', FORM, 'activity'),
  notifyActivityAttendees: r('POST', '/activity/notification.xhtml', FORM, 'activity'),
  saveRegistrationPage: r('POST', '/activity/saveRegistrationPage.xhtml', FORM, 'activity', true),
  publishRegistrationPage: r('POST', '/activity/publishRegistrationPage.xhtml', FORM, 'activity'),
  closeRegistrationPage: r('POST', '/activity/closeRegistrationPage.xhtml', FORM, 'activity'),
  delRegistrationPage: r('POST', '/activity/delRegistrationPage.xhtml', FORM, 'activity'),
  findMyRegistrationPages: r('POST', '/activity/findMyRegistrationPages.xhtml', FORM, 'activity'),
  saveRegistrationFields: r('POST', '/activity/saveRegistrationFields.xhtml', 'application/json', 'activity'),
  findRegistrationFields: r('POST', '/activity/findRegistrationFields.xhtml', FORM, 'activity'),
  findRegisterDetail: r('POST', '/activity/findRegisterDetail.xhtml', FORM, 'activity'),
  submitRegistration: r('POST', '/activity/submitRegistration.xhtml', 'application/json', 'activity', true),
  submitGuestRegistration: r('POST', '/activity/submitGuestRegistration.xhtml', 'application/json', 'activity', true),
  cancelRegistration: r('POST', '/activity/cancelRegistration.xhtml', FORM, 'activity'),
  cancelActivity: r('POST', '/activity/cancelActivity.xhtml', FORM, 'activity'),
  findAttendees: r('POST', '/activity/findAttendees.xhtml', FORM, 'activity'),
  exportAttendees: r('GET', '/activity/exportAttendees.xhtml', undefined, 'activity'),
  checkInAttendee: r('POST', '/activity/checkInAttendee.xhtml', FORM, 'activity'),
  findMyRegistrations: r('POST', '/activity/findMyRegistrations.xhtml', FORM, 'activity'),
};
