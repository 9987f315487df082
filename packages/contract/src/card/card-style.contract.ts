import { z } from 'zod';
import { commonResponses, envelope, ZNoBody } from '../common/envelope';
import { ZIdBody } from '../common/bodies';
import { c, formPost, meta } from '../common/contract-builder';
import { imageUpload } from '../common/uploads';
import {
  ZAreaList,
  ZAreaQuery,
  ZFindMusicsBody,
  ZImageList,
  ZMapPointBody,
  ZMapPointList,
  ZMusicList,
  ZNavPoint,
  ZSearchMusicsBody,
  ZSetNavigationBody,
  ZUpdateBackgroundBody,
  ZUpdateMapPointBody,
  ZUpdateMusicBody,
  ZUpdateThemeBody,
} from './card-style.schemas';
import { ZImageUploadBody, ZImageUrl } from './card.schemas';
import { fId } from '../common/form';
import { searchEnvelope } from '../common/search';

/** Map points and the navigation point belong to module 6 (map navigation), locked with it by the guard. */
const MAP_MODULE = { module: 6 } as const;

const MULTIPART = 'multipart/form-data' as const;

/** Theme, background, music (/cardstyle, /themes) and map points (/fun, /map). */
export const cardStyleContract = c.router(
  {
    getMpImageList: formPost('/cardstyle/getMpImageList.xhtml', ZNoBody, ZImageList, 'user', {
      summary: "Themes with preview colours, built-in backgrounds, and the card's current choice",
    }),
    updateMpTheme: formPost('/themes/updateMpTheme.xhtml', ZUpdateThemeBody, z.object({ themeId: z.string() }), 'user', { summary: "Changes the card's colour theme" }),
    uploadBackground: {
      method: 'POST',
      path: '/themes/uploadBackground.xhtml',
      contentType: MULTIPART,
      body: ZImageUploadBody,
      responses: { 200: envelope(ZImageUrl) },
      metadata: meta('user', 'main', { upload: imageUpload('background') }),
      summary: 'Upload an own background image and use it; multipart field `file`',
    },
    updateMpBackground: formPost('/themes/updateMpBackground.xhtml', ZUpdateBackgroundBody, z.object({ backgroundUrl: z.string() }), 'user', {
      summary: "A built-in background, the caller's own uploaded one, or empty for none",
    }),
    findBackgroundMusics: formPost('/themes/findBackgroundMusics.xhtml', ZFindMusicsBody, ZMusicList, 'user', { summary: 'The background music the card can play' }),
    searchMusics: {
      ...formPost('/themes/searchMusics.xhtml', ZSearchMusicsBody, ZMusicList, 'user', {
        summary: 'A page of music whose name or singer contains the keyword (status 1666666); none is NO_SEARCH_RESULT; an empty keyword is refused',
      }),
      // A search answers the legacy search codes: 1666666 with a page, or NO_SEARCH_RESULT when nothing matches.
      responses: { 200: searchEnvelope(ZMusicList) },
    },
    updateMpMusic: formPost('/themes/updateMpMusic.xhtml', ZUpdateMusicBody, z.object({ musicId: z.string() }), 'user', { summary: "Sets or clears the card's background music" }),
    findMapPointList: formPost('/fun/findMapPointList.xhtml', ZNoBody, ZMapPointList, 'user', { summary: "The card's map points (offices, shops)", needs: MAP_MODULE }),
    addMapPoint: formPost('/fun/addMapPoint.xhtml', ZMapPointBody, ZNavPoint, 'user', { summary: 'Adds a map point to the card', needs: { ...MAP_MODULE, idempotent: true } }),
    updateMapPoint: formPost('/fun/updateMapPoint.xhtml', ZUpdateMapPointBody, ZNavPoint, 'user', { summary: "Changes one of the card's map points", needs: MAP_MODULE }),
    delMapPoint: formPost('/fun/delMapPoint.xhtml', ZIdBody, z.object({ id: z.string() }), 'user', { summary: "Deletes one of the card's map points", needs: MAP_MODULE }),
    setNavigationPoint: formPost('/fun/setNavigationPoint.xhtml', ZSetNavigationBody, z.object({ navPointId: z.string().nullable() }), 'user', {
      needs: MAP_MODULE,
      summary: "Choose one of the caller's points as the card's navigation point, or none",
    }),
    findNavigationPointByIdEcr: formPost('/fun/:phoneIdEcr/findNavigationPointByIdEcr.xhtml', ZNoBody, ZNavPoint.nullable(), 'public', {
      pathParams: z.object({ phoneIdEcr: fId() }),
      summary: "The navigation point of a card, for the public page's map choice",
    }),
    findDomesticAreaCity: formPost('/map/findDomesticAreaCity.xhtml', ZAreaQuery, ZAreaList, 'public', {
      summary: 'Provinces (mainland, Hong Kong, Macau, Taiwan), and the cities of one when `province` is given',
    }),
  },
  { commonResponses },
);
