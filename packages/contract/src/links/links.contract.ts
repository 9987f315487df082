import { z } from 'zod';
import { commonResponses, ZNoBody } from '../common/envelope';
import { ZIdBody } from '../common/bodies';
import { c, formPost } from '../common/contract-builder';
import { fId } from '../common/form';
import {
  ZAddLinkSetBody, ZAddMiniLinkBody, ZLinkSet, ZLinkSetWithLinks, ZMiniLink, ZSetIdBody, ZSortLinkSetsBody,
  ZSortMiniLinksBody, ZUpdateLinkSetBody, ZUpdateMiniLinkBody,
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
    findMpMyselfLinkSets: formPost('/themes/findMpMyselfLinkSets.xhtml', ZNoBody, z.array(ZLinkSet), 'user', { needs: LINKS_MODULE,
      summary: 'The caller\'s own link sets in their order, each with its number of links',
    }),
    findFolderInnerMiniLinks: formPost('/themes/findFolderInnerMiniLinks.xhtml', ZSetIdBody, ZLinkSetWithLinks, 'user', { needs: LINKS_MODULE,
      summary: 'One of the caller\'s sets with its links in order',
    }),
    findMpMyselfLinkSet: formPost('/fun/:phoneIdEcr/findMpMyselfLinkSet.xhtml', ZNoBody, z.array(ZLinkSetWithLinks), 'public', {
      pathParams: ZPhoneIdParam,
      summary: 'A card\'s link sets with their links, for visitors; sets without links are left out',
    }),
    addMpLinkSet: formPost('/themes/addMpLinkSet.xhtml', ZAddLinkSetBody, ZLinkSet, 'user', { needs: { ...LINKS_MODULE, idempotent: true } }),
    updateMpLinkSet: formPost('/themes/updateMpLinkSet.xhtml', ZUpdateLinkSetBody, ZLinkSet, 'user', { needs: LINKS_MODULE,
      summary: 'Rename a set',
    }),
    delMpLinkSet: formPost('/themes/delMpLinkSet.xhtml', ZIdBody, ZDeleted, 'user', { needs: LINKS_MODULE,
      summary: 'Delete a set and every link in it',
    }),
    sortMpLinkSet: formPost('/themes/sortMpLinkSet.xhtml', ZSortLinkSetsBody, z.array(ZLinkSet), 'user', { needs: LINKS_MODULE,
      summary: 'Reorder the sets: `ids` must be exactly the caller\'s set ids, each once',
    }),
    addMiniLink: formPost('/themes/addMiniLink.xhtml', ZAddMiniLinkBody, ZMiniLink, 'user', { needs: { ...LINKS_MODULE, idempotent: true } }),
    updateMiniLink: formPost('/themes/updateMiniLink.xhtml', ZUpdateMiniLinkBody, ZMiniLink, 'user', { needs: LINKS_MODULE }),
    delMiniLink: formPost('/themes/delMiniLink.xhtml', ZIdBody, ZDeleted, 'user', { needs: LINKS_MODULE }),
    sortMiniLink: formPost('/themes/sortMiniLink.xhtml', ZSortMiniLinksBody, z.array(ZMiniLink), 'user', { needs: LINKS_MODULE,
      summary: 'Reorder the links of one set: `ids` must be exactly that set\'s link ids, each once',
    }),
  },
  { commonResponses },
);
