import { z } from 'zod';
import type { RouteMeta, RouteNeeds } from '../common/bases';
import { c, formPost } from '../common/contract-builder';
import { commonResponses, ZNoBody } from '../common/envelope';
import { ZPageQuery } from '../common/paging';
import {
  SHAKE_REVIEWER_ROLE,
  ZApplyShakeBody,
  ZCardRoleTagsBody,
  ZRoleIndex,
  ZRoleTag,
  ZSaveShakeConfigBody,
  ZSaveUserRolesBody,
  ZShakeApplication,
  ZShakeApplicationPage,
  ZShakeApplicationReviewPage,
  ZShakeConfigReviewPage,
  ZShakeDevice,
  ZShakeDeviceDetail,
  ZShakeDeviceIdBody,
  ZShakeDevicePage,
  ZShakeHome,
  ZShakePage,
  ZShakePageBody,
  ZShakeReviewApplicationBody,
  ZShakeReviewConfigBody,
} from './programme-shake.schemas';

/**
 * Programmes and small modules, shake part (issue 18): shake devices (/ibeacon/*): apply, review, bind, configure,
 * the shaker's page and its counts; and role tags (/role/*): guide and index. The spec names the groups only, so
 * every call name here is ours. A device or an application is its owner's: anyone else's id answers the part's
 * not-found; operators (the role is the guard) review any.
 */
const I = '/ibeacon';
const R = '/role';
const OPERATOR: RouteNeeds = { roles: [{ role: SHAKE_REVIEWER_ROLE }] };
const ibeacon = <N extends string, B extends z.ZodTypeAny, Res extends z.ZodTypeAny>(
  name: N,
  body: B,
  result: Res,
  summary: string,
  needs: RouteNeeds = {},
  auth: RouteMeta['auth'] = 'user',
) => formPost(`${I}/${name}.xhtml` as `/ibeacon/${N}.xhtml`, body, result, auth, { needs, summary });
const role = <N extends string, B extends z.ZodTypeAny, Res extends z.ZodTypeAny>(name: N, body: B, result: Res, summary: string, needs: RouteNeeds = {}, auth: RouteMeta['auth'] = 'user') =>
  formPost(`${R}/${name}.xhtml` as `/role/${N}.xhtml`, body, result, auth, { needs, summary });

export const programmeShakeContract = c.router(
  {
    // --- shake devices: the owner ---
    findShakeHome: ibeacon('findShakeHome', ZNoBody, ZShakeHome, "Ours: the shake home's figures: VIP gift devices still to ask for, applications waiting for review, devices held"),
    applyShakeDevice: ibeacon(
      'applyShakeDevice',
      ZApplyShakeBody,
      ZShakeApplication,
      "Ours: a VIP applies for 1-10 devices with a shipping address and a reason; gift devices (3-year first VIP purchase) are used first; reviewed within three working days (the answer's dueDate); at most 3 waiting at once",
      { vip: true, idempotent: true },
    ),
    findShakeApplications: ibeacon(
      'findShakeApplications',
      ZPageQuery,
      ZShakeApplicationPage,
      "Ours: the caller's applications, newest first, paged, with their state, expected review date and rejection reason",
    ),
    findShakeDevices: ibeacon('findShakeDevices', ZPageQuery, ZShakeDevicePage, "Ours: the caller's devices, newest first, paged"),
    findShakeDevice: ibeacon('findShakeDevice', ZShakeDeviceIdBody, ZShakeDeviceDetail, "Ours: one of the caller's devices with its shakes per day over the last week (the details screen)"),
    bindShakeDevice: ibeacon(
      'bindShakeDevice',
      ZShakeDeviceIdBody,
      ZShakeDevice,
      'Ours: the owner binds the device to their card: once its configuration is approved, shakers see the page (binding a bound one changes nothing)',
    ),
    unbindShakeDevice: ibeacon('unbindShakeDevice', ZShakeDeviceIdBody, ZShakeDevice, 'Ours: the owner unbinds the device: shakers no longer see its page'),
    saveShakeConfig: ibeacon(
      'saveShakeConfig',
      ZSaveShakeConfigBody,
      ZShakeDevice,
      'Ours: the owner saves the shake page (name 12 Chinese or 30 characters, main title 6 or 12, sub title 7 or 14, http(s) link, own picture); the configuration waits for review again while shakers keep seeing the last approved one',
    ),
    // --- shake devices: the shaker (public) ---
    openShakePage: ibeacon(
      'openShakePage',
      ZShakePageBody,
      ZShakePage,
      "Ours: what a shaker sees when the device's public link opens (bound, approved configuration); each open counts a shake. Otherwise SHAKE_PAGE_NOT_FOUND",
      {},
      'optional',
    ),
    // --- shake devices: operators ---
    findShakeApplicationReviews: ibeacon(
      'findShakeApplicationReviews',
      ZPageQuery,
      ZShakeApplicationReviewPage,
      "Ours: operators' queue of applications waiting for review, oldest first, paged, each with its applicant and whether it is overdue",
      OPERATOR,
    ),
    findShakeConfigReviews: ibeacon(
      'findShakeConfigReviews',
      ZPageQuery,
      ZShakeConfigReviewPage,
      "Ours: operators' queue of device configurations waiting for review, oldest first, paged",
      OPERATOR,
    ),
    reviewShakeApplication: ibeacon(
      'reviewShakeApplication',
      ZShakeReviewApplicationBody,
      ZShakeApplication,
      'Ours: an operator approves an application waiting for review (its devices are created) or rejects it with a reason',
      { ...OPERATOR, idempotent: true },
    ),
    reviewShakeConfig: ibeacon(
      'reviewShakeConfig',
      ZShakeReviewConfigBody,
      ZShakeDevice,
      'Ours: an operator approves a configuration waiting for review (shakers see it) or rejects it with a reason',
      { ...OPERATOR, idempotent: true },
    ),
    // --- role tags ---
    findRoleIndex: role('findRoleIndex', ZNoBody, ZRoleIndex, "Ours: the role tag catalogue in order, the caller's picked tags and whether they have read the role guide"),
    readRoleGuide: role('readRoleGuide', ZNoBody, ZRoleIndex, 'Ours: the caller has read the role guide (roleGuidePage); the index no longer leads to it'),
    saveUserRoles: role('saveUserRoles', ZSaveUserRolesBody, ZRoleIndex, "Ours: the caller's role tags in order, up to 3 (an empty list clears them); shown on their card"),
    findCardRoleTags: role(
      'findCardRoleTags',
      ZCardRoleTagsBody,
      z.array(ZRoleTag),
      "Ours: the role tags shown on a card (its owner's picked tags in order), for anyone viewing the card",
      {},
      'optional',
    ),
  },
  { commonResponses },
);
