import { z } from 'zod';
import { commonResponses, envelope, ZNoBody } from '../common/envelope';
import { c, FORM, meta } from '../common/contract-builder';
import {
  ZAreaList, ZAreaQuery, ZFindMusicsBody, ZImageList, ZMapPointBody, ZMapPointList, ZMusicList, ZNavPoint,
  ZSearchMusicsBody, ZSetNavigationBody, ZUpdateBackgroundBody, ZUpdateMapPointBody, ZUpdateMusicBody, ZUpdateThemeBody,
} from './card-style.schemas';
import { ZIdBody } from './card-lists.schemas';
import { ZImageUploadBody, ZImageUrl } from './card.schemas';
import { fId } from '../common/form';

const MULTIPART = 'multipart/form-data' as const;

/** Theme, background, music (/cardstyle, /themes) and map points (/fun, /map). */
export const cardStyleContract = c.router(
  {
    getMpImageList: {
      method: 'POST', path: '/cardstyle/getMpImageList.xhtml', contentType: FORM, body: ZNoBody,
      responses: { 200: envelope(ZImageList) }, metadata: meta('user'),
      summary: 'Themes with preview colours, built-in backgrounds, and the card\'s current choice',
    },
    updateMpTheme: {
      method: 'POST', path: '/themes/updateMpTheme.xhtml', contentType: FORM, body: ZUpdateThemeBody,
      responses: { 200: envelope(z.object({ themeId: z.string() })) }, metadata: meta('user'),
    },
    uploadBackground: {
      method: 'POST', path: '/themes/uploadBackground.xhtml', contentType: MULTIPART, body: ZImageUploadBody,
      responses: { 200: envelope(ZImageUrl) }, metadata: meta('user'),
      summary: 'Upload an own background image and use it; multipart field `file`',
    },
    updateMpBackground: {
      method: 'POST', path: '/themes/updateMpBackground.xhtml', contentType: FORM, body: ZUpdateBackgroundBody,
      responses: { 200: envelope(z.object({ backgroundUrl: z.string() })) }, metadata: meta('user'),
      summary: 'A built-in background, the caller\'s own uploaded one, or empty for none',
    },
    findBackgroundMusics: {
      method: 'POST', path: '/themes/findBackgroundMusics.xhtml', contentType: FORM, body: ZFindMusicsBody,
      responses: { 200: envelope(ZMusicList) }, metadata: meta('user'),
    },
    searchMusics: {
      method: 'POST', path: '/themes/searchMusics.xhtml', contentType: FORM, body: ZSearchMusicsBody,
      responses: { 200: envelope(ZMusicList) }, metadata: meta('user'),
      summary: 'Music whose name or singer contains the keyword; an empty keyword is refused',
    },
    updateMpMusic: {
      method: 'POST', path: '/themes/updateMpMusic.xhtml', contentType: FORM, body: ZUpdateMusicBody,
      responses: { 200: envelope(z.object({ musicId: z.string() })) }, metadata: meta('user'),
    },
    findMapPointList: {
      method: 'POST', path: '/fun/findMapPointList.xhtml', contentType: FORM, body: ZNoBody,
      responses: { 200: envelope(ZMapPointList) }, metadata: meta('user'),
    },
    addMapPoint: {
      method: 'POST', path: '/fun/addMapPoint.xhtml', contentType: FORM, body: ZMapPointBody,
      responses: { 200: envelope(ZNavPoint) }, metadata: meta('user'),
    },
    updateMapPoint: {
      method: 'POST', path: '/fun/updateMapPoint.xhtml', contentType: FORM, body: ZUpdateMapPointBody,
      responses: { 200: envelope(ZNavPoint) }, metadata: meta('user'),
    },
    delMapPoint: {
      method: 'POST', path: '/fun/delMapPoint.xhtml', contentType: FORM, body: ZIdBody,
      responses: { 200: envelope(z.object({ id: z.string() })) }, metadata: meta('user'),
    },
    setNavigationPoint: {
      method: 'POST', path: '/fun/setNavigationPoint.xhtml', contentType: FORM, body: ZSetNavigationBody,
      responses: { 200: envelope(z.object({ navPointId: z.string().nullable() })) }, metadata: meta('user'),
      summary: 'Choose one of the caller\'s points as the card\'s navigation point, or none',
    },
    findNavigationPointByIdEcr: {
      method: 'POST', path: '/fun/:phoneIdEcr/findNavigationPointByIdEcr.xhtml', pathParams: z.object({ phoneIdEcr: fId() }),
      contentType: FORM, body: ZNoBody, responses: { 200: envelope(ZNavPoint.nullable()) }, metadata: meta('public'),
      summary: 'The navigation point of a card, for the public page\'s map choice',
    },
    findDomesticAreaCity: {
      method: 'POST', path: '/map/findDomesticAreaCity.xhtml', contentType: FORM, body: ZAreaQuery,
      responses: { 200: envelope(ZAreaList) }, metadata: meta('public'),
      summary: 'Provinces (mainland, Hong Kong, Macau, Taiwan), and the cities of one when `province` is given',
    },
  },
  { commonResponses },
);
