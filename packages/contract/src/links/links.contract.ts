import { z } from 'zod';
import { commonResponses, ZNoBody } from '../common/envelope';
import { ZIdBody } from '../common/bodies';
import { c, formPost } from '../common/contract-builder';
import { fId } from '../common/form';
import {
  ZAddLinkSetBody,
  ZAddMiniLinkBody,
  ZClickStats,
  ZClickStatsBody,
  ZLinkSet,
  ZLinkSetWithLinks,
  ZMiniLinkScheduleBody,
  ZOwnLinkSetWithLinks,
  ZOwnMiniLink,
  ZSetIdBody,
  ZSortLinkSetsBody,
  ZSortMiniLinksBody,
  ZSwitchMiniLinkBody,
  ZUpdateLinkSetBody,
  ZUpdateMiniLinkBody,
} from './links.schemas';

/** Every management call belongs to module 4 (micro link): the permission guard locks them with the module. */
const LINKS_MODULE = { module: 4 } as const;

const ZPhoneIdParam = z.object({ phoneIdEcr: fId() });
const ZDeleted = z.object({ id: z.string() });

/**
 * Micro links (module 4). The three reads keep the spec's names; the management calls are ours under the same
 * `/themes/` prefix. Ids that are not the caller's are NOT_FOUND and change nothing.
 */
export const linksContract = c.router(
  {
    findMpMyselfLinkSets: formPost('/themes/findMpMyselfLinkSets.xhtml', ZNoBody, z.array(ZLinkSet), 'user', {
      needs: LINKS_MODULE,
      summary: "The caller's own link sets in their order, each with its number of links",
    }),
    findFolderInnerMiniLinks: formPost('/themes/findFolderInnerMiniLinks.xhtml', ZSetIdBody, ZOwnLinkSetWithLinks, 'user', {
      needs: LINKS_MODULE,
      summary: "One of the caller's sets with its links in order, each with its on/off switch, schedule and click count",
    }),
    findMpMyselfLinkSet: formPost('/fun/:phoneIdEcr/findMpMyselfLinkSet.xhtml', ZNoBody, z.array(ZLinkSetWithLinks), 'public', {
      pathParams: ZPhoneIdParam,
      summary: "A card's link sets with the links visible now (switched on, within their schedule), for visitors; sets without any are left out",
    }),
    addMpLinkSet: formPost('/themes/addMpLinkSet.xhtml', ZAddLinkSetBody, ZLinkSet, 'user', { summary: 'Creates a link set on the card', needs: { ...LINKS_MODULE, idempotent: true } }),
    updateMpLinkSet: formPost('/themes/updateMpLinkSet.xhtml', ZUpdateLinkSetBody, ZLinkSet, 'user', { needs: LINKS_MODULE, summary: 'Rename a set' }),
    delMpLinkSet: formPost('/themes/delMpLinkSet.xhtml', ZIdBody, ZDeleted, 'user', { needs: LINKS_MODULE, summary: 'Delete a set and every link in it' }),
    sortMpLinkSet: formPost('/themes/sortMpLinkSet.xhtml', ZSortLinkSetsBody, z.array(ZLinkSet), 'user', {
      needs: LINKS_MODULE,
      summary: "Reorder the sets: `ids` must be exactly the caller's set ids, each once",
    }),
    addMiniLink: formPost('/themes/addMiniLink.xhtml', ZAddMiniLinkBody, ZOwnMiniLink, 'user', { summary: 'Adds a link to a link set', needs: { ...LINKS_MODULE, idempotent: true } }),
    updateMiniLink: formPost('/themes/updateMiniLink.xhtml', ZUpdateMiniLinkBody, ZOwnMiniLink, 'user', { summary: 'Changes a link of a link set', needs: LINKS_MODULE }),
    delMiniLink: formPost('/themes/delMiniLink.xhtml', ZIdBody, ZDeleted, 'user', { summary: 'Deletes a link from a link set', needs: LINKS_MODULE }),
    sortMiniLink: formPost('/themes/sortMiniLink.xhtml', ZSortMiniLinksBody, z.array(ZOwnMiniLink), 'user', {
      needs: LINKS_MODULE,
      summary: "Reorder the links of one set: `ids` must be exactly that set's link ids, each once",
    }),
    switchMiniLink: formPost('/themes/switchMiniLink.xhtml', ZSwitchMiniLinkBody, ZOwnMiniLink, 'user', {
      needs: LINKS_MODULE,
      summary: 'Ours: switch a link on or off for visitors (its schedule still applies while on)',
    }),
    setMiniLinkSchedule: formPost('/themes/setMiniLinkSchedule.xhtml', ZMiniLinkScheduleBody, ZOwnMiniLink, 'user', {
      needs: LINKS_MODULE,
      summary: 'Ours: scheduled on and off times (epoch ms; a missing one is cleared); off must be after on and in the future, both within two years',
    }),
    findMiniLinkClickStats: formPost('/themes/findMiniLinkClickStats.xhtml', ZClickStatsBody, ZClickStats, 'user', {
      needs: LINKS_MODULE,
      summary: "Ours: clicks per day (China time, zero-filled, oldest first) over the last 7 or 30 days, of one link, one set or all the caller's links, with each link's clicks and total",
    }),
  },
  { commonResponses },
);
