import type { z } from 'zod';
import { c, formPost, meta } from '../common/contract-builder';
import type { RouteNeeds } from '../common/bases';
import { commonResponses, envelope } from '../common/envelope';
import { ZIdBody } from '../common/bodies';
import { ZPageQuery } from '../common/paging';
import { ACTIVITY_MODULE, REGISTRATION_MODULE, ZActivity } from './activity.schemas';
import {
  ZAttendeePage,
  ZAttendeesBody,
  ZAttendeesQuery,
  ZMyRegistrationPage,
  ZRegFields,
  ZRegisterDetailView,
  ZRegistration,
  ZRegistrationPagePage,
  ZSaveRegistrationFieldsBody,
  ZSaveRegistrationPageBody,
  ZSubmitGuestRegistrationBody,
  ZSubmitRegistrationBody,
  ZSubmitted,
} from './activity-registration.schemas';

/**
 * Activity area, registration part (issue 16): registration pages (module 62), their fields, registering (free or paid), attendees and export. The spec's calls keep its names (section 7 "Shop, product, activity");
 * calls we design carry a summary starting "Ours:". Someone else's id answers NOT_FOUND.
 *
 * The owner's calls on an activity or a page (fields, attendees, export, check-in) serve both kinds: their metadata
 * declares no module, and the service checks the module of the row's kind (61 for an activity, 62 for a page).
 */
const P = '/activity';
const base = 'activity' as const;
const pages: RouteNeeds = { module: REGISTRATION_MODULE };
const post = <Pa extends string, B extends z.ZodTypeAny, R extends z.ZodTypeAny>(path: Pa, body: B, result: R, auth: 'user' | 'optional', summary: string, needs: RouteNeeds = {}) =>
  formPost(path, body, result, auth, { base, needs, summary });
/** A JSON-bodied POST: a form's fields and a registration's answers are nested. */
function jsonPost<Pa extends string, B extends z.ZodTypeAny, R extends z.ZodTypeAny>(path: Pa, body: B, result: R, summary: string, needs: RouteNeeds = {}) {
  return { method: 'POST' as const, path, contentType: 'application/json' as const, body, responses: { 200: envelope(result) }, metadata: meta('user', base, needs), summary };
}

export const activityRegistrationContract = c.router(
  {
    // --- registration pages (module 62) ---
    saveRegistrationPage: post(
      `${P}/saveRegistrationPage.xhtml`,
      ZSaveRegistrationPageBody,
      ZActivity,
      'user',
      "Ours: create (no id) or update (the caller's id) a registration page: title 1-30, intro, a cover of the caller's own pictures, an optional future sign-up end, places (0 = unlimited, not below those taken); always free",
      { ...pages, idempotent: true },
    ),
    publishRegistrationPage: post(
      `${P}/publishRegistrationPage.xhtml`,
      ZIdBody,
      ZActivity,
      'user',
      "Ours: publish one of the caller's draft registration pages (draft -> ACTIVE): visitors can register",
      pages,
    ),
    closeRegistrationPage: post(
      `${P}/closeRegistrationPage.xhtml`,
      ZIdBody,
      ZActivity,
      'user',
      "Ours: close one of the caller's published pages (ACTIVE -> cancelled): no more sign-ups; registrations stay",
      pages,
    ),
    delRegistrationPage: post(
      `${P}/delRegistrationPage.xhtml`,
      ZIdBody,
      ZIdBody,
      'user',
      "Ours: delete one of the caller's pages (a published one with registrations must be closed first)",
      pages,
    ),
    findMyRegistrationPages: post(
      `${P}/findMyRegistrationPages.xhtml`,
      ZPageQuery,
      ZRegistrationPagePage,
      'user',
      "Ours: the caller's registration pages, latest first, with status and registered count",
      pages,
    ),
    // --- form fields (the owner of the activity or page; module by kind, checked in the service) ---
    saveRegistrationFields: jsonPost(
      `${P}/saveRegistrationFields.xhtml`,
      ZSaveRegistrationFieldsBody,
      ZRegFields,
      "Ours: replace the registration form of the caller's activity or page (JSON): up to 20 fields, labels 1-20 unique, kind, required, 1-10 options of 1-20 for a choice; name and mobile are always asked",
    ),
    findRegistrationFields: post(`${P}/findRegistrationFields.xhtml`, ZIdBody, ZRegFields, 'user', "Ours: the registration form of the caller's activity or page"),
    // --- registering ---
    findRegisterDetail: post(
      `${P}/findRegisterDetail.xhtml`,
      ZIdBody,
      ZRegisterDetailView,
      'optional',
      "Ours (/registerDetail): a published activity or page with its form and fee, whether the caller may register (or why not), and the caller's registration",
    ),
    submitRegistration: jsonPost(
      `${P}/submitRegistration.xhtml`,
      ZSubmitRegistrationBody,
      ZSubmitted,
      'Ours: register (JSON): name, mobile and an answer per field; a seat is taken in the same transaction (never past the places); free: registered; with a fee: unpaid with an order of line activityFee to pay (orderId); the owner may not register',
      { idempotent: true },
    ),
    submitGuestRegistration: {
      method: 'POST' as const,
      path: `${P}/submitGuestRegistration.xhtml`,
      contentType: 'application/json' as const,
      body: ZSubmitGuestRegistrationBody,
      responses: { 200: envelope(ZSubmitted) },
      metadata: meta('optional', base, { idempotent: true }),
      summary:
        'Ours (issue 32): a visitor without an account registers for a free activity or page (JSON): name, mobile verified by the SMS code sent to it (getVerificationCode purpose activityRegister), answers; one registration per phone; no account is made; a fee needs an account',
    },
    cancelRegistration: post(
      `${P}/cancelRegistration.xhtml`,
      ZIdBody,
      ZRegistration,
      'user',
      'Ours: the registrant cancels a free registration (seat back) or an unpaid one (its order closed, seat back); a paid one is refunded through the refund screens',
    ),
    cancelActivity: post(
      `${P}/cancelActivity.xhtml`,
      ZIdBody,
      ZActivity,
      'user',
      'Ours: the owner cancels a published activity (ACTIVE -> cancelled): attendees are told, paid fees refunded, unpaid orders closed; running it again finishes what a crash left',
      { module: ACTIVITY_MODULE },
    ),
    // --- attendees (the owner) ---
    findAttendees: post(
      `${P}/findAttendees.xhtml`,
      ZAttendeesBody,
      ZAttendeePage,
      'user',
      "Ours: the registrations of the caller's activity or page, latest first, optionally of one state, with answers labelled by the form as registered, and counts by state",
    ),
    exportAttendees: {
      method: 'GET',
      path: `${P}/exportAttendees.xhtml`,
      query: ZAttendeesQuery,
      responses: { 200: c.otherResponse({ contentType: 'text/csv; charset=utf-8', body: c.type<string>() }) },
      metadata: meta('user', base),
      summary: "Ours: the registrations of the caller's activity or page as CSV (UTF-8 with BOM): name, mobile, each field, state, fee, time",
    },
    checkInAttendee: post(`${P}/checkInAttendee.xhtml`, ZIdBody, ZRegistration, 'user', 'Ours: the owner marks a registered attendee checked in (once)'),
    findMyRegistrations: post(
      `${P}/findMyRegistrations.xhtml`,
      ZPageQuery,
      ZMyRegistrationPage,
      'user',
      "Ours: the caller's registrations, latest first, with the activity's title and phase",
    ),
  },
  { commonResponses },
);
