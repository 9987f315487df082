import { c, formPost, meta } from '../common/contract-builder';
import { commonResponses, envelope, ZNoBody } from '../common/envelope';
import { imageUpload } from '../common/uploads';
import { ZImageUploadBody, ZImageUrl } from './card.schemas';
import { ZCardEnglish, ZCompanyBrand, ZCompanyBrandBody, ZLayoutList, ZUpdateEnglishBody, ZUpdateLayoutBody } from './card-layout.schemas';
import { z } from 'zod';

const admin = { roles: [{ role: 'companyAdmin' }] } as const;

/**
 * The public card's layout (issue 35): the owner's choice with the server's rules (the company layout needs a
 * company; a company that locks its layout leaves its members no other), the English fields of the bilingual layout,
 * and the company admin's brand (logo, colours, the lock) that the company layout shows.
 */
export const cardLayoutContract = c.router(
  {
    getMpLayoutList: formPost('/cardstyle/getMpLayoutList.xhtml', ZNoBody, ZLayoutList, 'user', {
      summary: "Ours: the card layouts, whether each may be chosen now and why not, the chosen and the shown one, the company's brand",
    }),
    updateMpLayout: formPost('/themes/updateMpLayout.xhtml', ZUpdateLayoutBody, z.object({ layoutId: z.string() }), 'user', {
      summary: "Ours: changes the card's layout; the company layout needs a company, and a company's lock allows only its layout",
    }),
    updateMpEnglish: formPost('/acc/updateMpEnglish.xhtml', ZUpdateEnglishBody, ZCardEnglish, 'user', {
      summary: "Ours: the card's English name, title and company (the bilingual layout shows them beside the Chinese ones)",
    }),
    updateCompanyBrand: formPost('/acc/updateCompanyBrand.xhtml', ZCompanyBrandBody, ZCompanyBrand, 'user', {
      needs: admin,
      summary: "Ours: a company admin sets the brand colours (#RRGGBB, empty for the theme's) and locks or unlocks members to the company layout",
    }),
    uploadCompanyLogo: {
      method: 'POST',
      path: '/acc/uploadCompanyLogo.xhtml',
      contentType: 'multipart/form-data',
      body: ZImageUploadBody,
      responses: { 200: envelope(ZImageUrl) },
      metadata: meta('user', 'main', { ...admin, upload: imageUpload('companyLogo') }),
      summary: "Ours: a company admin uploads the company's logo (the company layout shows it); multipart field `file`",
    },
  },
  { commonResponses },
);
