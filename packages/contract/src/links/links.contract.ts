import { z } from 'zod';
import { commonResponses, envelope, ZNoBody } from '../common/envelope';
import { c, FORM, meta } from '../common/contract-builder';
import { fId } from '../common/form';
import {
  ZAddLinkSetBody, ZAddMiniLinkBody, ZLinkIdBody, ZLinkSet, ZLinkSetWithLinks, ZMiniLink, ZSetIdBody, ZSortLinkSetsBody,
  ZSortMiniLinksBody, ZUpdateLinkSetBody, ZUpdateMiniLinkBody,
} from './links.schemas';

const ZPhoneIdParam = z.object({ phoneIdEcr: fId() });
const ZDeleted = z.object({ id: z.string() });

/**
 * Micro links (module 4). The three reads keep the spec's names; the management calls are ours under the same
 * `/themes/` prefix. Ids that are not the caller's are NOT_FOUND and change nothing.
 */
export const linksContract = c.router(
  {
    findMpMyselfLinkSets: {
      method: 'POST', path: '/themes/findMpMyselfLinkSets.xhtml', contentType: FORM, body: ZNoBody,
      responses: { 200: envelope(z.array(ZLinkSet)) }, metadata: meta('user'),
      summary: 'The caller\'s own link sets in their order, each with its number of links',
    },
    findFolderInnerMiniLinks: {
      method: 'POST', path: '/themes/findFolderInnerMiniLinks.xhtml', contentType: FORM, body: ZSetIdBody,
      responses: { 200: envelope(ZLinkSetWithLinks) }, metadata: meta('user'),
      summary: 'One of the caller\'s sets with its links in order',
    },
    findMpMyselfLinkSet: {
      method: 'POST', path: '/fun/:phoneIdEcr/findMpMyselfLinkSet.xhtml', pathParams: ZPhoneIdParam, contentType: FORM,
      body: ZNoBody, responses: { 200: envelope(z.array(ZLinkSetWithLinks)) }, metadata: meta('public'),
      summary: 'A card\'s link sets with their links, for visitors; sets without links are left out',
    },
    addMpLinkSet: {
      method: 'POST', path: '/themes/addMpLinkSet.xhtml', contentType: FORM, body: ZAddLinkSetBody,
      responses: { 200: envelope(ZLinkSet) }, metadata: meta('user'),
    },
    updateMpLinkSet: {
      method: 'POST', path: '/themes/updateMpLinkSet.xhtml', contentType: FORM, body: ZUpdateLinkSetBody,
      responses: { 200: envelope(ZLinkSet) }, metadata: meta('user'), summary: 'Rename a set',
    },
    delMpLinkSet: {
      method: 'POST', path: '/themes/delMpLinkSet.xhtml', contentType: FORM, body: ZLinkIdBody,
      responses: { 200: envelope(ZDeleted) }, metadata: meta('user'), summary: 'Delete a set and every link in it',
    },
    sortMpLinkSet: {
      method: 'POST', path: '/themes/sortMpLinkSet.xhtml', contentType: FORM, body: ZSortLinkSetsBody,
      responses: { 200: envelope(z.array(ZLinkSet)) }, metadata: meta('user'),
      summary: 'Reorder the sets: `ids` must be exactly the caller\'s set ids, each once',
    },
    addMiniLink: {
      method: 'POST', path: '/themes/addMiniLink.xhtml', contentType: FORM, body: ZAddMiniLinkBody,
      responses: { 200: envelope(ZMiniLink) }, metadata: meta('user'),
    },
    updateMiniLink: {
      method: 'POST', path: '/themes/updateMiniLink.xhtml', contentType: FORM, body: ZUpdateMiniLinkBody,
      responses: { 200: envelope(ZMiniLink) }, metadata: meta('user'),
    },
    delMiniLink: {
      method: 'POST', path: '/themes/delMiniLink.xhtml', contentType: FORM, body: ZLinkIdBody,
      responses: { 200: envelope(ZDeleted) }, metadata: meta('user'),
    },
    sortMiniLink: {
      method: 'POST', path: '/themes/sortMiniLink.xhtml', contentType: FORM, body: ZSortMiniLinksBody,
      responses: { 200: envelope(z.array(ZMiniLink)) }, metadata: meta('user'),
      summary: 'Reorder the links of one set: `ids` must be exactly that set\'s link ids, each once',
    },
  },
  { commonResponses },
);
