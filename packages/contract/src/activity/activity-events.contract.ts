import type { z } from 'zod';
import { c, formPost } from '../common/contract-builder';
import type { RouteNeeds } from '../common/bases';
import { ZIdBody } from '../common/bodies';
import { commonResponses } from '../common/envelope';
import { ZPageQuery } from '../common/paging';
import { ACTIVITY_MODULE, ZActivity } from './activity.schemas';
import {
  ZActivitysByStatussBody,
  ZActivityAddress,
  ZActivityDetail,
  ZActivityFee,
  ZActivityIdBody,
  ZActivityPage,
  ZActivityPoster,
  ZNotified,
  ZNotifyAttendeesBody,
  ZSaveActivityBody,
} from './activity-events.schemas';

/**
 * Activity area, events part (issue 16): activities with time window, address and fee (module 61): the spec's ACTIVE list, getActivity, fees, address. The spec's calls keep its names (section 7 "Shop, product, activity");
 * calls we design carry a summary starting "Ours:". Someone else's id answers NOT_FOUND. Every call is on the
 * spec's activity service base (/x/activity). Visitors' reads are open; the owner's calls need module 61.
 */
const P = '/activity';
const owner: RouteNeeds = { module: ACTIVITY_MODULE };

const show = <N extends string, B extends z.ZodTypeAny, R extends z.ZodTypeAny>(name: N, body: B, result: R, summary: string) =>
  formPost(`${P}/${name}.xhtml` as `/activity/${N}.xhtml`, body, result, 'optional', { base: 'activity', summary });
const manage = <N extends string, B extends z.ZodTypeAny, R extends z.ZodTypeAny>(name: N, body: B, result: R, summary: string, needs: RouteNeeds = {}) =>
  formPost(`${P}/${name}.xhtml` as `/activity/${N}.xhtml`, body, result, 'user', { base: 'activity', needs: { ...owner, ...needs }, summary });

export const activityEventsContract = c.router(
  {
    // --- visitors ---
    getActivitysByStatuss: show(
      'getActivitysByStatuss',
      ZActivitysByStatussBody,
      ZActivityPage,
      "Published activities (activityStatus fixed ACTIVE) whose publishedAt lies in startTime..endTime (defaults 1990-01-01 and the end of today, 23:59:59.999 China time), newest published first; page startIndex (from 1) of len (10); optional phoneIdEcr = one card's (0 = the caller's); ended ones only with includeEnded=1",
    ),
    getActivity: show(
      'getActivity',
      ZActivityIdBody,
      ZActivityDetail,
      "One activity with its phase and whether registration is open, plus the viewer's own registration state; a draft only for its owner",
    ),
    getActivityFee: show(
      'getActivityFee',
      ZActivityIdBody,
      ZActivityFee,
      'Ours ([registration fees]): the fee in fen, free or not, capacity, enrolled, seats left, when registration closes and whether it is open',
    ),
    getActivityAddress: show(
      'getActivityAddress',
      ZActivityIdBody,
      ZActivityAddress,
      'Ours ([registration address]): the address, its map point and links opening it in Amap, Baidu, Tencent and Apple maps',
    ),
    getActivityPoster: show(
      'MoviePoster',
      ZActivityIdBody,
      ZActivityPoster,
      "Ours (/activity/MoviePoster): a published activity's (or the owner's own) share link and QR code with its title, cover, time, address and fee, for the poster",
    ),
    // --- the owner (module 61) ---
    saveActivity: manage(
      'saveActivity',
      ZSaveActivityBody,
      ZActivity,
      "Ours: create (no id, as a draft) or update one of the caller's activities: title, intro, own cover picture, start < end, end in the future, sign-up end <= end, address, optional map point, fee in fen, capacity (0 = unlimited); once published the fee is fixed after a registration and the capacity cannot drop below the enrolled",
      { idempotent: true },
    ),
    publishActivity: manage('publishActivity', ZActivityIdBody, ZActivity, 'Ours: publish a draft (status ACTIVE, publishedAt now); its time window is checked again'),
    delActivity: manage(
      'delActivity',
      ZActivityIdBody,
      ZIdBody,
      'Ours: delete a draft, cancelled or ended activity of the caller (soft delete); an upcoming or ongoing one must be cancelled first',
    ),
    findMyActivities: manage('findMyActivities', ZPageQuery, ZActivityPage, "Ours: the caller's activities in every state with phase and enrolled count, newest created first"),
    notifyActivityAttendees: manage(
      'notification',
      ZNotifyAttendeesBody,
      ZNotified,
      "Ours (/activity/notification): a system message with the text to every registered attendee of the caller's activity, in each one's language; a few per activity per hour; answers how many were told",
    ),
  },
  { commonResponses },
);
