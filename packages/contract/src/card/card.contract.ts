import { z } from 'zod';
import { commonResponses, envelope, ZNoBody } from '../common/envelope';
import { c, FORM, meta } from '../common/contract-builder';
import { fId } from '../common/form';
import { ZCardView, ZUpdateNameBody } from './card.schemas';
import { cardInfoContract } from './card-info.contract';
import { cardListsContract } from './card-lists.contract';
import { cardStyleContract } from './card-style.contract';

const ZPhoneIdParam = z.object({ phoneIdEcr: fId() });

/**
 * The card: the public view and every owner edit. The routes of the concern files are spread in so the area
 * stays one flat router (`api.card.<call>`), while each file stays small.
 */
export const cardContract = c.router(
  {
    findMpBasicById: {
      method: 'POST', path: '/acc/:phoneIdEcr/findMpBasicById.xhtml', pathParams: ZPhoneIdParam, contentType: FORM,
      body: ZNoBody, responses: { 200: envelope(ZCardView) }, metadata: meta('optional'),
      summary: 'The public card of a user; counts the visit for the owner\'s visitor radar',
    },
    findMyCard: {
      method: 'POST', path: '/acc/0/findMpBasicById.xhtml', contentType: FORM, body: ZNoBody,
      responses: { 200: envelope(ZCardView) }, metadata: meta('user'),
      summary: 'The logged-in user\'s own card ({0} = 0 is the self form)',
    },
    updateMpUserName: {
      method: 'POST', path: '/acc/updateMpUserName.xhtml', contentType: FORM, body: ZUpdateNameBody,
      responses: { 200: envelope(z.object({ name: z.string() })) }, metadata: meta('user'),
    },
    ...cardInfoContract,
    ...cardListsContract,
    ...cardStyleContract,
  },
  { commonResponses },
);
