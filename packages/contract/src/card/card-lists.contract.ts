import { z } from 'zod';
import { commonResponses, envelope, ZNoBody } from '../common/envelope';
import { c, FORM, meta } from '../common/contract-builder';
import {
  ZAddColumnBody, ZAddHonourBody, ZCardColumn, ZHonour, ZIdBody, ZSortColumnsBody, ZUpdateColumnBody, ZUpdateHonourBody,
} from './card-lists.schemas';

/** Custom columns and honours (the spec's "/mpbase/*"). Someone else's id is NOT_FOUND. */
export const cardListsContract = c.router(
  {
    findMpColumns: {
      method: 'POST', path: '/mpbase/findMpColumns.xhtml', contentType: FORM, body: ZNoBody,
      responses: { 200: envelope(z.array(ZCardColumn)) }, metadata: meta('user'),
    },
    addMpColumn: {
      method: 'POST', path: '/mpbase/addMpColumn.xhtml', contentType: FORM, body: ZAddColumnBody,
      responses: { 200: envelope(ZCardColumn) }, metadata: meta('user'),
    },
    updateMpColumn: {
      method: 'POST', path: '/mpbase/updateMpColumn.xhtml', contentType: FORM, body: ZUpdateColumnBody,
      responses: { 200: envelope(ZCardColumn) }, metadata: meta('user'),
    },
    sortMpColumn: {
      method: 'POST', path: '/mpbase/sortMpColumn.xhtml', contentType: FORM, body: ZSortColumnsBody,
      responses: { 200: envelope(z.array(ZCardColumn)) }, metadata: meta('user'),
      summary: 'Reorder the columns: `ids` must be exactly the caller\'s column ids, each once',
    },
    delMpColumn: {
      method: 'POST', path: '/mpbase/delMpColumn.xhtml', contentType: FORM, body: ZIdBody,
      responses: { 200: envelope(z.object({ id: z.string() })) }, metadata: meta('user'),
    },
    findMpHonors: {
      method: 'POST', path: '/mpbase/findMpHonors.xhtml', contentType: FORM, body: ZNoBody,
      responses: { 200: envelope(z.array(ZHonour)) }, metadata: meta('user'),
    },
    addMpHonor: {
      method: 'POST', path: '/mpbase/addMpHonor.xhtml', contentType: FORM, body: ZAddHonourBody,
      responses: { 200: envelope(ZHonour) }, metadata: meta('user'),
    },
    updateMpHonor: {
      method: 'POST', path: '/mpbase/updateMpHonor.xhtml', contentType: FORM, body: ZUpdateHonourBody,
      responses: { 200: envelope(ZHonour) }, metadata: meta('user'),
    },
    delMpHonor: {
      method: 'POST', path: '/mpbase/delMpHonor.xhtml', contentType: FORM, body: ZIdBody,
      responses: { 200: envelope(z.object({ id: z.string() })) }, metadata: meta('user'),
    },
  },
  { commonResponses },
);
