import { c, formPost } from '../common/contract-builder';
import { commonResponses } from '../common/envelope';
import type { RouteNeeds } from '../common/bases';
import type { z } from 'zod';
import { SHOP_MODULE, ZProductDetail, ZProductPage, ZShop } from './shop.schemas';
import {
  ZCompositeListBody,
  ZProductConditionBody,
  ZProductDetailBody,
  ZProductIdBody,
  ZProductIdsBody,
  ZProductItems,
  ZProductOnCardBody,
  ZShopCardBody,
  ZShopPath,
  ZShopRefBody,
  ZShopShareBody,
  ZShopShareLink,
  ZShopTypeTabs,
  ZShopTypesBody,
} from './shop-catalog.schemas';

/**
 * Shop area, catalog part (issue 16): visitors' shop and product reads: OutCall calls, compositeProductList, queryProductDetail, shares. The spec's calls keep its names (section 7 "Shop, product, activity");
 * calls we design carry a summary starting "Ours:". Someone else's id answers NOT_FOUND.
 * Visitors' reads are open to anyone (a session is read when present: the owner also sees their own hidden
 * products); sharing is the owner's (module 3). All on the spec's shop base (/x/shop).
 */
const OUT = '/OutCall';
const visitor = <P extends string, B extends z.ZodTypeAny, R extends z.ZodTypeAny>(path: P, body: B, result: R, summary: string) =>
  formPost(path, body, result, 'optional', { base: 'shop', summary });
const owner = <P extends string, B extends z.ZodTypeAny, R extends z.ZodTypeAny>(path: P, body: B, result: R, summary: string, needs: RouteNeeds = {}) =>
  formPost(path, body, result, 'user', { base: 'shop', summary, needs: { module: SHOP_MODULE, ...needs } });

export const shopCatalogContract = c.router(
  {
    getProductListByCondition: visitor(
      `${OUT}/getProductListByCondition.xhtml`,
      ZProductConditionBody,
      ZProductPage,
      "A shop's visible products (its own goods and the products it shares) by shopId or the owner's card (phoneIdEcr), type, name keyword and sortType (hit=1: by views), a page at a time",
    ),
    getProductByProductId: visitor(`${OUT}/getProductByProductId.xhtml`, ZProductIdBody, ZProductDetail, "One visible product's detail (its owner sees it in any shelf state)"),
    getProductByProductIdAndMpId: visitor(
      `${OUT}/getProductByProductIdAndMpId.xhtml`,
      ZProductOnCardBody,
      ZProductDetail,
      "The product as shown on that card: its own shop's product, or one its shop shares (shareStatus 1, shareShopId that shop); else NOT_FOUND",
    ),
    getShopPath: visitor(
      `${OUT}/getShopPath.xhtml`,
      ZShopCardBody,
      ZShopPath,
      "Where the card's shop opens: the client path of its V shop (retail) or catering page; path null when the card has no open shop",
    ),
    getShop: visitor(`${OUT}/getShop.xhtml`, ZShopRefBody, ZShop, "A shop by shopId or its owner's card (phoneIdEcr), closed ones included (closed: true)"),
    getProductByIds: visitor(
      `${OUT}/getProductByIds.xhtml`,
      ZProductIdsBody,
      ZProductItems,
      'The visible products among `ids` (repeated parameter, at most 50), in the asked order; the others are simply absent',
    ),
    compositeProductList: visitor(
      '/product/show/compositeProductList.xhtml',
      ZCompositeListBody,
      ZProductPage,
      "The shop page's list: the shop's own visible goods plus the products it shares (shareStatus 1), by type, name keyword and sortType (hit=1: by views); ties broken by id",
    ),
    queryProductDetail: visitor(
      '/product/show/queryProductDetail.xhtml',
      ZProductDetailBody,
      ZProductDetail,
      "A visible product's detail; with shareStatus 1 as listed by shareShopId's shop (only if that shop shares it, else NOT_FOUND naming shareShopId); counts a view once per viewer in 10 minutes",
    ),
    findShopTypes: visitor(
      '/product/show/findShopTypes.xhtml',
      ZShopTypesBody,
      ZShopTypeTabs,
      "Ours: a shop's product types that hold visible products, in the owner's order, with their counts (the filter tabs)",
    ),
    getShopShare: owner(
      '/product/share/getShopShare.xhtml',
      ZShopShareBody,
      ZShopShareLink,
      "Ours: the caller's shop link, or one own or shared product's link (shareShopId = the caller's shop), with its QR code and share text",
    ),
  },
  { commonResponses },
);
