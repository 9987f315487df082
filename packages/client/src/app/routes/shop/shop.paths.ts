import { cq } from '../../../config/query';

/** Client paths of the commerce area, joined into `paths` (config/paths.ts) through the area's manifest. */
export const shopPaths = {
  // --- commerce paths (issue 16): module 3's tile opens the owner's shop home ---
  shopManage: '/shop/manage',
  // --- commerce paths, goods part (the owner's shop, products, types, shared products) ---
  shopSettings: '/shop/settings',
  shopProducts: '/shop/products',
  /** Edit a product; `new` adds one. */
  shopProductEdit: (proId: string) => `/shop/product/edit/${encodeURIComponent(proId)}`,
  shopProductEditPattern: '/shop/product/edit/:proId',
  shopTypes: '/shop/types',
  /** Other shops' shareable products, to list in the owner's shop. */
  shopShareMarket: '/shop/shareMarket',
  // --- commerce paths, catalog part (visitors' shop and product, shares) ---
  /** A card's V shop for visitors (the waterfall of products). */
  vshop: (phoneIdEcr: string) => `/vshop/home/${encodeURIComponent(phoneIdEcr)}`,
  vshopPattern: '/vshop/home/:phoneIdEcr',
  /** A product's detail; a shared product carries the spec's shareShopId and shareStatus. */
  productDetail: (proId: string, share?: { shareShopId: string }) =>
    `/vshop/product/${encodeURIComponent(proId)}${share ? `?${cq({ shareShopId: share.shareShopId, shareStatus: '1' })}` : ''}`,
  productDetailPattern: '/vshop/product/:proId',
  /** The owner shares their shop or a product (link and QR code). */
  shopShare: '/shop/share',
  // --- commerce paths, orders part (cart, checkout, buyer's and seller's orders) ---
  shopCart: '/vshop/cart',
  shopCheckout: '/vshop/checkout',
  myShopOrders: '/vshop/orders',
  myShopOrder: (orderId: string) => `/vshop/order/${encodeURIComponent(orderId)}`,
  myShopOrderPattern: '/vshop/order/:orderId',
  sellerOrders: '/shop/orders',
  sellerOrder: (orderId: string) => `/shop/order/${encodeURIComponent(orderId)}`,
  sellerOrderPattern: '/shop/order/:orderId',
  // --- commerce paths, catering part (packages, shop info, comments) ---
  cateringManage: '/shop/catering',
  /** Edit a catering package; `new` adds one. */
  cateringPackageEdit: (proId: string) => `/shop/catering/package/${encodeURIComponent(proId)}`,
  cateringPackageEditPattern: '/shop/catering/package/:proId',
  /** A card's catering shop for visitors: info, packages, score. */
  catering: (phoneIdEcr: string) => `/catering/home/${encodeURIComponent(phoneIdEcr)}`,
  cateringPattern: '/catering/home/:phoneIdEcr',
  cateringComments: (shopId: string) => `/catering/comments/${encodeURIComponent(shopId)}`,
  cateringCommentsPattern: '/catering/comments/:shopId',
  /** The buyer comments on a received order with a score. */
  shopComment: (orderId: string) => `/vshop/comment/${encodeURIComponent(orderId)}`,
  shopCommentPattern: '/vshop/comment/:orderId',
} as const;
