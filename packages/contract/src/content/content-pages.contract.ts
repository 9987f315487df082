import { z } from 'zod';
import { c, formPost, meta, MULTIPART } from '../common/contract-builder';
import { commonResponses, envelope } from '../common/envelope';
import type { RouteNeeds } from '../common/bases';
import { LIMITS } from '../common/limits';
import {
  ZAddMicroPageBody,
  ZDeletedPage,
  ZLeadRead,
  ZLeadSent,
  ZMicroPage,
  ZMicroPageIdBody,
  ZMicroPageList,
  ZMicroPageShare,
  ZMyPagesBody,
  ZPageLeadPage,
  ZPageLeadsBody,
  ZPageVideo,
  ZRenameMicroPageBody,
  ZSavePageDraftBody,
  ZSubmitPageLeadBody,
  ZUploadPageVideoBody,
} from './content-pages.schemas';

/** Every management call belongs to module 5 (micro page / V-Leaflet): the guard locks them with the module. */
const PAGES: RouteNeeds = { module: 5 };
const P = '/microPage';

/**
 * Content, pages part (issue 14): micro pages, V-Leaflets and their leads. The spec names only the screen
 * (acc_home_edit), so every call is ours under `/microPage/`. The draft is saved whole as JSON (`savePageDraft`);
 * visitors get the published page server-rendered at /multipage/p/:publicId, whose forms post `submitPageLead`.
 */
export const contentPagesContract = c.router(
  {
    findMyMicroPages: formPost(`${P}/findMyMicroPages.xhtml`, ZMyPagesBody, ZMicroPageList, 'user', {
      needs: PAGES,
      summary: "Ours: the caller's micro pages and V-Leaflets, last edited first, each with views, leads and unread leads; `unreadLeads` over all",
    }),
    addMicroPage: formPost(`${P}/addMicroPage.xhtml`, ZAddMicroPageBody, ZMicroPage, 'user', {
      needs: { ...PAGES, idempotent: true },
      summary: 'Ours: a new empty draft (kind page or leaflet; a leaflet starts with one empty page)',
    }),
    findMicroPage: formPost(`${P}/findMicroPage.xhtml`, ZMicroPageIdBody, ZMicroPage, 'user', {
      needs: PAGES,
      summary: "Ours: one of the caller's pages with its draft (the builder's read)",
    }),
    renameMicroPage: formPost(`${P}/renameMicroPage.xhtml`, ZRenameMicroPageBody, ZMicroPage, 'user', {
      needs: PAGES,
      summary: 'Ours: rename a page (the draft title; visitors see it after the next publish)',
    }),
    delMicroPage: formPost(`${P}/delMicroPage.xhtml`, ZMicroPageIdBody, ZDeletedPage, 'user', {
      needs: PAGES,
      summary: 'Ours: delete a page with its leads; its public address answers "not found" from then on',
    }),
    savePageDraft: {
      method: 'POST',
      path: `${P}/savePageDraft.xhtml`,
      contentType: 'application/json',
      body: ZSavePageDraftBody,
      responses: { 200: envelope(ZMicroPage) },
      metadata: meta('user', 'main', PAGES),
      summary:
        'Ours: save the whole draft, `{ id, title, blocks }` for a page or `{ id, title, pages: [{ blocks }] }` for a leaflet (JSON body); ' +
        "every block is checked (a bad one names its field, e.g. `blocks.3.url`), images must be the caller's own, videos the caller's page videos",
    },
    publishMicroPage: formPost(`${P}/publishMicroPage.xhtml`, ZMicroPageIdBody, ZMicroPage, 'user', {
      needs: PAGES,
      summary: 'Ours: publish the draft: visitors get it from now on (version bumped)',
    }),
    offlineMicroPage: formPost(`${P}/offlineMicroPage.xhtml`, ZMicroPageIdBody, ZMicroPage, 'user', {
      needs: PAGES,
      summary: 'Ours: take a published page offline (visitors get "not found"; publishing again brings it back)',
    }),
    findMicroPageShare: formPost(`${P}/findMicroPageShare.xhtml`, ZMicroPageIdBody, ZMicroPageShare, 'user', {
      needs: PAGES,
      summary: 'Ours: the public address of a page and its QR code (SVG text)',
    }),
    uploadPageVideo: {
      method: 'POST',
      path: `${P}/uploadPageVideo.xhtml`,
      contentType: MULTIPART,
      body: ZUploadPageVideoBody,
      responses: { 200: envelope(ZPageVideo) },
      metadata: meta('user', 'main', { ...PAGES, upload: { files: 1, maxBytes: LIMITS.content.videoMaxBytes, types: ['video/mp4'], purpose: 'pageVideo' } }),
      summary: 'Ours: store a video for a video block (multipart `file`, mp4 only); answers its URL',
    },
    findPageLeads: formPost(`${P}/findPageLeads.xhtml`, ZPageLeadsBody, ZPageLeadPage, 'user', {
      needs: PAGES,
      summary: "Ours: the leads of one of the caller's pages, newest first, with the page's unread count",
    }),
    readPageLead: formPost(`${P}/readPageLead.xhtml`, ZMicroPageIdBody, ZLeadRead, 'user', { needs: PAGES, summary: "Ours: mark one lead read; answers the page's unread count" }),
    submitPageLead: {
      method: 'POST',
      path: `${P}/submitPageLead.xhtml`,
      contentType: 'application/x-www-form-urlencoded',
      body: ZSubmitPageLeadBody,
      responses: { 200: envelope(ZLeadSent), 303: c.otherResponse({ contentType: 'text/plain; charset=utf-8', body: z.string() }) },
      metadata: meta('optional'),
      summary:
        "Ours: a visitor submits a form block of a published page (answers `f0`...`f7` in the block's field order, `consent` ticked); " +
        'rate limited per address; the owner gets a message. Posted by the server-rendered page with `via=page`, it answers 303 back to the page ' +
        'with the outcome (`?lead=ok` or `?lead=<code>&field=<field>`) instead of JSON',
    },
  },
  { commonResponses },
);
