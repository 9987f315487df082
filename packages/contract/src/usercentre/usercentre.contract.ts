import { z } from 'zod';
import { commonResponses, envelope, ZNoBody } from '../common/envelope';
import { ZIdBody } from '../common/bodies';
import { FORM, c, formPost, meta } from '../common/contract-builder';
import { ZModuleEntry, ZUserInfo } from '../account/account.schemas';
import { relationsContract } from './usercentre-relations.contract';
import { feedContract } from './usercentre-feed.contract';
import { firstRunContract } from './usercentre-first-run.contract';
import {
  ZCenterModuleBody,
  ZCleanupPreview,
  ZCleanupResult,
  ZCompanyState,
  ZDynamicState,
  ZHomeAggregate,
  ZLanguageBody,
  ZMessageFeedQuery,
  ZMessageList,
  ZModuleZones,
  ZPersonalData,
  ZPrivacySet,
  ZReadCount,
  ZUpdatePrivacyBody,
} from './usercentre.schemas';

const post = { method: 'POST', contentType: FORM, body: ZNoBody, metadata: meta('user') } as const;

/** The legacy user-info calls all answer with the same user info; one schema, one service function. */
const userInfoCall = <P extends string>(path: P, summary: string) => ({ ...post, path, responses: { 200: envelope(ZUserInfo) }, summary });

/** Home data and the user's own settings. */
const homeContract = c.router(
  {
    in2userMainMessage: formPost('/acc/in2userMainMessage.xhtml', ZMessageFeedQuery, ZMessageList, 'user', {
      summary: "A feed page of the user's messages, newest first (cursor from the previous page), with the unread count; `kind` (ours) narrows the page to one kind",
    }),
    readUserMessage: formPost('/acc/readUserMessage.xhtml', ZIdBody, ZReadCount, 'user', {
      summary: 'Marks one message read (the spec names no call; this is ours, so one-key cleanup has read messages to remove)',
    }),
    readAllUserMessages: formPost('/acc/readAllUserMessages.xhtml', ZNoBody, ZReadCount, 'user', {
      summary: 'Marks every unread message of the caller read (ours, issue 31: 全部已读); answers how many were marked',
    }),
    in2userMainCompany: {
      summary: "The caller's company membership as the management centre shows it",
      ...post,
      path: '/acc/in2userMainCompany.xhtml',
      responses: { 200: envelope(ZCompanyState) },
    },
    in2userMainModulesTop: { summary: "The management centre's top module row", ...post, path: '/acc/in2userMainModulesTop.xhtml', responses: { 200: envelope(z.array(ZModuleEntry)) } },
    in2userMainBottomModules: {
      summary: "The management centre's bottom module rows",
      ...post,
      path: '/acc/in2userMainBottomModules.xhtml',
      responses: { 200: envelope(z.array(ZModuleEntry)) },
    },
    forwardUserHomeNew: formPost('/acc/forwardUserHomeNew.xhtml', ZNoBody, ZHomeAggregate, 'user', {
      summary: 'One aggregate for the home screen: user, modules by zone, unread messages, wallet tip, pending bind requests',
    }),
    userInfo: userInfoCall('/acc/userInfo.xhtml', 'Legacy user info (same as in2userMainUserInfo)'),
    findLoginUserInfo: userInfoCall('/acc/findLoginUserInfo.xhtml', 'Legacy user info of the logged-in user'),
    loginUserInfo: userInfoCall('/acc/loginUserInfo.xhtml', 'Legacy user info of the logged-in user'),
    getCurrentLoginUserInfo: userInfoCall('/acc/getCurrentLoginUserInfo.xhtml', 'Legacy user info of the logged-in user'),
    findPersonalData: formPost('/acc/findPersonalData.xhtml', ZNoBody, ZPersonalData, 'user', {
      summary: "The user's own personal data: masked phone, privacy, language, dynamics, company, created date",
    }),
    findPrivacySet: {
      summary: "The caller's privacy settings",
      method: 'GET',
      path: '/acc/findPrivacySet.xhtml',
      responses: { 200: envelope(ZPrivacySet) },
      metadata: meta('user'),
    },
    updateUserPrivacy: formPost('/acc/updateUserPrivacy.xhtml', ZUpdatePrivacyBody, ZPrivacySet, 'user', {
      summary: 'Saves the four privacy switches; refused with COMPANY_NOT_ALLOWED when the company locks them',
    }),
    updateUserLanguage: formPost('/acc/updateUserLanguage.xhtml', ZLanguageBody, z.object({ language: z.string() }), 'user', {
      summary: 'Saves the language and sets the lang cookie the server speaks',
    }),
    openDynamic: { summary: "Turns the caller's activity feed on", ...post, path: '/acc/openDynamic.xhtml', responses: { 200: envelope(ZDynamicState) } },
    noAcceptDynamic: { summary: "Turns the caller's activity feed off", ...post, path: '/acc/noAcceptDynamic.xhtml', responses: { 200: envelope(ZDynamicState) } },
    findCleanupPreview: formPost('/acc/findCleanupPreview.xhtml', ZNoBody, ZCleanupPreview, 'user', {
      summary: 'What one-key cleanup would delete now (read messages, visitor-radar records) and the runs used today; ours, for the confirmation',
    }),
    oneKeyCleanup: formPost('/acc/oneKeyCleanup.xhtml', ZNoBody, ZCleanupResult, 'user', {
      needs: { idempotent: true },
      summary: 'Deletes read messages and visitor-radar records; a daily limit applies (CLEANUP_LIMIT)',
    }),
    updateCenterModule: formPost('/acc/updateCenterModule.xhtml', ZCenterModuleBody, ZModuleZones, 'user', {
      summary: 'Module order per zone (top, main, bottom) and visibility',
    }),
  },
  { commonResponses },
);

/** User centre area: home data, settings, subscriptions, wallet tips, bind requests, uploads and lookups. */
export const usercentreContract = c.router({ ...homeContract, ...relationsContract, ...feedContract, ...firstRunContract }, { commonResponses });
