import { linksCardSections } from './links.section';
import { contractArea } from '../../core/area';
import { closeClicks } from './links-clicks';
import { registerLinksHttp } from './links.http';
import { linksRouter } from './links.router';

/** Micro links (module 4): the counting redirect GET /fun/link/:linkId is outside the contract; clicks are written behind. */
export const linksArea = contractArea('links', {
  router: linksRouter,
  cardSections: linksCardSections,
  http: registerLinksHttp,
  close: closeClicks,
});
