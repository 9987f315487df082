import { areaSweep, one, type OwnedObjects } from '../../../test/sweep/area-sweep';
import { newProduct, newProductType, newShop, newShopComment, newShopOrder, newShopSale, newUser } from '../../../test/factories';

/**
 * The shop area's part of the foreign-id sweep (test/sweep/foreign-id-sweep.ts): the kinds of object it owns and
 * how an owner's are made, and which kind each id field of its routes names (test/sweep/area-sweep.ts says how the
 * rules are read). Test code beside the area it describes: nothing under src imports it (.dependency-cruiser.cjs).
 */
/** The owner's one shop (one per user): a catering shop (its packages need one), which the goods kinds use too. */
const shop = (o: OwnedObjects) => o.step('shop', () => newShop(o.ctx, o.owner, { kind: 'catering' }));
/** Another user's shop with a product in stock, for the owner's cart and the orders the owner bought. */
const seller = (o: OwnedObjects) =>
  o.step('seller', async () => {
    const shop = await newShop(o.ctx, await newUser(o.ctx));
    return { shop, product: await newProduct(o.ctx, shop, { stock: 50 }) };
  });
/** Someone who bought from the owner's shop. */
const buyer = (o: OwnedObjects) => o.step('buyer', () => newUser(o.ctx));

export const sweep = areaSweep({
  kinds: {
    // Catering: a package of the owner's shop, a received order of another catering shop bought by the owner, a
    // comment on the owner's shop.
    cateringPackage: async (o) => one(newProduct(o.ctx, await shop(o), { kind: 'package' })),
    receivedShopOrder: async (o) => one(newShopOrder(o.ctx, await newShop(o.ctx, await newUser(o.ctx), { kind: 'catering' }), o.owner)),
    shopComment: async (o) => one(newShopComment(o.ctx, await shop(o), await newUser(o.ctx))),
    catalogProduct: async (o) => one(newProduct(o.ctx, await shop(o))),
    // Shop goods: the owner's one product type (a sort names every type once, and a list field travels comma-joined,
    // which a repeated parameter reads as one id) and a goods product, in their one shop.
    productType: async (o) => one(newProductType(o.ctx, await shop(o), '甲类')),
    goodsProduct: async (o) => one(newProduct(o.ctx, await shop(o))),
    // Shop orders: a cart line of another shop's product, orders the owner bought (shipped, paid, refund pending) and
    // orders of the owner's shop (to ship, refund pending twice: approving and refusing each take one).
    shopCartLine: async (o) => {
      const { product } = await seller(o);
      const now = o.ctx.clock.now();
      return one(o.ctx.db.shopCartItem.create({ data: { id: o.ctx.ids.id(), userId: o.owner.id, productId: product.id, quantity: 1, createdAt: now, updatedAt: now } }));
    },
    boughtShippedOrder: async (o) => one(newShopSale(o.ctx, (await seller(o)).shop, o.owner, { shipState: 'shipped' })),
    boughtPaidOrder: async (o) => one(newShopSale(o.ctx, (await seller(o)).shop, o.owner)),
    boughtRefundingOrder: async (o) => one(newShopSale(o.ctx, (await seller(o)).shop, o.owner, { orderState: 'refunding' })),
    soldToShipOrder: async (o) => one(newShopSale(o.ctx, await shop(o), await buyer(o))),
    soldRefundingOrder: async (o) => one(newShopSale(o.ctx, await shop(o), await buyer(o), { orderState: 'refunding' })),
    soldRefusableOrder: async (o) => one(newShopSale(o.ctx, await shop(o), await buyer(o), { orderState: 'refunding' })),
  },
  byRouteField: [
    // Shop (catering part): any shop's catering page, packages, score and comments are open to read; packages are their
    // owner's; a comment names the caller's own received order; a reply the caller's shop's comment.
    [/^shop\.(findCateringPackages|getCateringShopInfo|getCommentedScore|findShopComments)$/, 'shopId', null],
    [/^shop\.(saveCateringPackage|delCateringPackage|getMyCateringPackage)$/, 'proId', 'cateringPackage'],
    // Shop (orders part): any visible product may be put in a cart or bought (own ones refused; the share shop is
    // anyone's); cart lines and addresses are their owner's; an order is its buyer's or its seller's, each call's
    // control needing it in the state the call acts on.
    [/^shop\.(addShopCart|createShopOrder)$/, 'proId', null],
    [/^shop\.(addShopCart|createShopOrder)$/, 'shareShopId', null],
    [/^shop\.updateShopCart$/, 'id', 'shopCartLine'],
    [/^shop\.delShopCart$/, 'ids', 'shopCartLine'],
    [/^shop\.createShopOrder$/, 'cartIds', 'shopCartLine'],
    [/^shop\.createShopOrder$/, 'addressId', 'deliveryAddress'],
    [/^shop\.(getShopOrder|receiveShopOrder)$/, 'orderId', 'boughtShippedOrder'],
    [/^shop\.applyShopRefund$/, 'orderId', 'boughtPaidOrder'],
    [/^shop\.revokeShopRefund$/, 'orderId', 'boughtRefundingOrder'],
    [/^shop\.shipShopOrder$/, 'orderId', 'soldToShipOrder'],
    // A tracking number is the carrier's, not an object of ours.
    [/^shop\.shipShopOrder$/, 'trackingNo', null],
    [/^shop\.approveShopRefund$/, 'orderId', 'soldRefundingOrder'],
    [/^shop\.refuseShopRefund$/, 'orderId', 'soldRefusableOrder'],
    [/^shop\.addShopComment$/, 'orderId', 'receivedShopOrder'],
    [/^shop\.replyShopComment$/, 'commentId', 'shopComment'],
    // Shop (catalog part): visitors' reads name any shop, card, type or product (a hidden one answers NOT_FOUND to
    // anyone, the same as an unknown id); the owner's share link names a product of their own shop.
    ...['shopId', 'phoneIdEcr', 'typeId', 'proId', 'shareShopId', 'ids'].map((f): [RegExp, string, string | null] => [
      /^shop\.(getProductListByCondition|getProductByProductId|getProductByProductIdAndMpId|getShopPath|getShop|getProductByIds|compositeProductList|queryProductDetail|findShopTypes)$/,
      f,
      null,
    ]),
    [/^shop\.getShopShare$/, 'proId', 'catalogProduct'],
    // Shop (goods part): the owner's types and goods are theirs; listing a shared product names another shop's product
    // by design (own ones are refused), and removing a listing names the product the caller's shop lists.
    [/^shop\.(saveProduct|delProduct|setProductShelf|getMyProduct)$/, 'proId', 'goodsProduct'],
    [/^shop\.(addProductShare|delProductShare)$/, 'proId', null],
    [/^shop\.(saveProduct|findMyProducts|updateProductType|delProductType)$/, 'typeId', 'productType'],
    [/^shop\.sortProductTypes$/, 'ids', 'productType'],
  ],
});
