import { c, formPost } from '../common/contract-builder';
import { commonResponses, ZNoBody } from '../common/envelope';
import type { RouteNeeds } from '../common/bases';
import { ZPageQuery } from '../common/paging';
import { SHOP_MODULE, ZProductItem, ZProductPage } from './shop.schemas';
import {
  ZAddProductTypeBody,
  ZFindMyProductsBody,
  ZKeywordPageBody,
  ZMyProduct,
  ZMyShareItemPage,
  ZMyShop,
  ZProIdBody,
  ZProIdDone,
  ZProductType,
  ZProductTypePage,
  ZSaveProductBody,
  ZSaveShopBody,
  ZSetProductShelfBody,
  ZShareableProductPage,
  ZSortProductTypesBody,
  ZTypeIdBody,
  ZTypeIdDone,
  ZUpdateProductTypeBody,
} from './shop-goods.schemas';

/**
 * Shop area, goods part (issue 16): the owner's shop, product types, products and shared products (module 3). The
 * spec names none of these management calls, so all are ours, on the shop base (/x/shop), for a signed-in owner
 * with module 3. Someone else's id answers NOT_FOUND and changes nothing.
 */
const P = '/shop';
const mod: RouteNeeds = { module: SHOP_MODULE };
const once: RouteNeeds = { module: SHOP_MODULE, idempotent: true };

export const shopGoodsContract = c.router(
  {
    // --- the shop ---
    getMyShop: formPost(`${P}/getMyShop.xhtml`, ZNoBody, ZMyShop, 'user', {
      base: 'shop',
      needs: mod,
      summary: "Ours: the caller's shop (null before the first save) with its counts: products on and off the shelf, types, shared products listed",
    }),
    saveShop: formPost(`${P}/saveShop.xhtml`, ZSaveShopBody, ZMyShop, 'user', {
      base: 'shop',
      needs: once,
      summary: "Ours: create the caller's one shop on the first save (concurrent first saves make one), then update it: name, intro, logo (own picture), kind retail|catering, closed",
    }),
    // --- product types ---
    findProductTypes: formPost(`${P}/findProductTypes.xhtml`, ZPageQuery, ZProductTypePage, 'user', {
      base: 'shop',
      needs: mod,
      summary: "Ours: the caller's product types in the owner's order, each with its count of live products",
    }),
    addProductType: formPost(`${P}/addProductType.xhtml`, ZAddProductTypeBody, ZProductType, 'user', {
      base: 'shop',
      needs: once,
      summary: "Ours: a product type of the caller's shop (name unique in the shop, a cap per shop), placed last",
    }),
    updateProductType: formPost(`${P}/updateProductType.xhtml`, ZUpdateProductTypeBody, ZProductType, 'user', {
      base: 'shop',
      needs: mod,
      summary: "Ours: rename one of the caller's product types (unique in the shop)",
    }),
    delProductType: formPost(`${P}/delProductType.xhtml`, ZTypeIdBody, ZTypeIdDone, 'user', {
      base: 'shop',
      needs: mod,
      summary: "Ours: delete one of the caller's product types; its products become untyped",
    }),
    sortProductTypes: formPost(`${P}/sortProductTypes.xhtml`, ZSortProductTypesBody, ZProductTypePage, 'user', {
      base: 'shop',
      needs: mod,
      summary: "Ours: the new order of the caller's product types, repeated `ids` parameters (ids=a&ids=b), each type once; someone else's id: NOT_FOUND, nothing changes",
    }),
    // --- products ---
    saveProduct: formPost(`${P}/saveProduct.xhtml`, ZSaveProductBody, ZMyProduct, 'user', {
      base: 'shop',
      needs: once,
      summary:
        "Ours: add a product of kind goods (no proId; a cap per shop; the shop must exist) or update one of the caller's: name, description, 1-9 own pictures (comma-joined, the first the cover), price and original price in fen, stock, type, shareable, on the shelf",
    }),
    delProduct: formPost(`${P}/delProduct.xhtml`, ZProIdBody, ZProIdDone, 'user', {
      base: 'shop',
      needs: mod,
      summary: "Ours: delete one of the caller's products (the row stays for the orders that name it; lists and visitors no longer see it)",
    }),
    setProductShelf: formPost(`${P}/setProductShelf.xhtml`, ZSetProductShelfBody, ZProductItem, 'user', {
      base: 'shop',
      needs: mod,
      summary: "Ours: put one of the caller's products on the shelf or take it off (off: visitors no longer see it)",
    }),
    findMyProducts: formPost(`${P}/findMyProducts.xhtml`, ZFindMyProductsBody, ZProductPage, 'user', {
      base: 'shop',
      needs: mod,
      summary: "Ours: the caller's goods, newest first; optional type, shelf state and name keyword filters",
    }),
    getMyProduct: formPost(`${P}/getMyProduct.xhtml`, ZProIdBody, ZMyProduct, 'user', {
      base: 'shop',
      needs: mod,
      summary: "Ours: one of the caller's products with its pictures and description, for editing",
    }),
    // --- shared products ---
    findShareableProducts: formPost(`${P}/findShareableProducts.xhtml`, ZKeywordPageBody, ZShareableProductPage, 'user', {
      base: 'shop',
      needs: mod,
      summary: "Ours: other shops' shareable products that visitors can see, newest first, optional name keyword; each says whether the caller's shop lists it",
    }),
    addProductShare: formPost(`${P}/addProductShare.xhtml`, ZProIdBody, ZProductItem, 'user', {
      base: 'shop',
      needs: once,
      summary: "Ours: list another shop's shareable, visible product in the caller's shop (once; a cap per shop); income stays with its own shop",
    }),
    delProductShare: formPost(`${P}/delProductShare.xhtml`, ZProIdBody, ZProIdDone, 'user', { base: 'shop', needs: mod, summary: "Ours: remove a shared product from the caller's shop" }),
    findMyProductShares: formPost(`${P}/findMyProductShares.xhtml`, ZPageQuery, ZMyShareItemPage, 'user', {
      base: 'shop',
      needs: mod,
      summary:
        "Ours: the products the caller's shop lists for other shops (shareStatus 1, shareShopId the caller's shop), latest listed first; one no longer shareable or visible shows as unavailable",
    }),
  },
  { commonResponses },
);
