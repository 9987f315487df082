import { z } from 'zod';
import { commonResponses, ZNoBody } from '../common/envelope';
import { c, formPost } from '../common/contract-builder';
import { fId } from '../common/form';
import { ZCardView, ZUpdateNameBody } from './card.schemas';
import { cardInfoContract } from './card-info.contract';
import { cardListsContract } from './card-lists.contract';
import { cardStyleContract } from './card-style.contract';
import { cardMapContract } from './card-map.contract';
import { cardLayoutContract } from './card-layout.contract';

const ZPhoneIdParam = z.object({ phoneIdEcr: fId() });

/**
 * The card: the public view and every owner edit. The routes of the concern files are spread in so the area
 * stays one flat router (`api.card.<call>`), while each file stays small.
 */
export const cardContract = c.router(
  {
    findMpBasicById: formPost('/acc/:phoneIdEcr/findMpBasicById.xhtml', ZNoBody, ZCardView, 'optional', {
      pathParams: ZPhoneIdParam,
      summary: "The public card of a user; counts the visit for the owner's visitor radar",
    }),
    findMyCard: formPost('/acc/0/findMpBasicById.xhtml', ZNoBody, ZCardView, 'user', {
      summary: "The logged-in user's own card ({0} = 0 is the self form)",
    }),
    updateMpUserName: formPost('/acc/updateMpUserName.xhtml', ZUpdateNameBody, z.object({ name: z.string() }), 'user', { summary: "Changes the card's name" }),
    ...cardInfoContract,
    ...cardListsContract,
    ...cardStyleContract,
    ...cardMapContract,
    ...cardLayoutContract,
  },
  { commonResponses },
);
