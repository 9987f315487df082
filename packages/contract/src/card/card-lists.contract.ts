import { z } from 'zod';
import { commonResponses, ZNoBody } from '../common/envelope';
import { ZIdBody } from '../common/bodies';
import { c, formPost } from '../common/contract-builder';
import { ZAddColumnBody, ZAddHonourBody, ZCardColumn, ZHonour, ZSortColumnsBody, ZUpdateColumnBody, ZUpdateHonourBody } from './card-lists.schemas';

/** A double tap on "add" must add once: the client sends a request id, repeats get the first answer. */
const ONCE = { idempotent: true } as const;

/** Custom columns and honours (the spec's "/mpbase/*"). Someone else's id is NOT_FOUND. */
export const cardListsContract = c.router(
  {
    findMpColumns: formPost('/mpbase/findMpColumns.xhtml', ZNoBody, z.array(ZCardColumn), 'user', { summary: "The card's custom columns" }),
    addMpColumn: formPost('/mpbase/addMpColumn.xhtml', ZAddColumnBody, ZCardColumn, 'user', { summary: 'Adds a custom column to the card', needs: ONCE }),
    updateMpColumn: formPost('/mpbase/updateMpColumn.xhtml', ZUpdateColumnBody, ZCardColumn, 'user', { summary: "Changes one of the card's custom columns" }),
    sortMpColumn: formPost('/mpbase/sortMpColumn.xhtml', ZSortColumnsBody, z.array(ZCardColumn), 'user', {
      summary: "Reorder the columns: `ids` must be exactly the caller's column ids, each once",
    }),
    delMpColumn: formPost('/mpbase/delMpColumn.xhtml', ZIdBody, z.object({ id: z.string() }), 'user', { summary: "Deletes one of the card's custom columns" }),
    findMpHonors: formPost('/mpbase/findMpHonors.xhtml', ZNoBody, z.array(ZHonour), 'user', { summary: "The card's honours" }),
    addMpHonor: formPost('/mpbase/addMpHonor.xhtml', ZAddHonourBody, ZHonour, 'user', { summary: 'Adds an honour to the card', needs: ONCE }),
    updateMpHonor: formPost('/mpbase/updateMpHonor.xhtml', ZUpdateHonourBody, ZHonour, 'user', { summary: "Changes one of the card's honours" }),
    delMpHonor: formPost('/mpbase/delMpHonor.xhtml', ZIdBody, z.object({ id: z.string() }), 'user', { summary: "Deletes one of the card's honours" }),
  },
  { commonResponses },
);
