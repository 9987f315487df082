import { c, formPost } from '../common/contract-builder';
import { commonResponses, ZNoBody } from '../common/envelope';
import { ZIdBody } from '../common/bodies';
import { ZPageQuery } from '../common/paging';
import { ZMicroVideoPage, VIDEO_MODULE } from './video.schemas';
import {
  ZAddVideoCartBody,
  ZAddVideoProductBody,
  ZCartItem,
  ZCartPage,
  ZCreateVideoOrderBody,
  ZDecideVideoComplaintBody,
  ZDelVideoCartBody,
  ZDeliveryAddress,
  ZDeliveryAddressPage,
  ZSaveDeliveryAddressBody,
  ZUpdateVideoCartBody,
  ZUpdateVideoProductBody,
  ZVideoComplaintCase,
  ZVideoComplaintCasePage,
  ZVideoIds,
  ZVideoOrder,
  ZVideoOrderPage,
  ZVideoProduct,
  ZVideoProductPage,
  ZVideoProductsBody,
  ZViolationCount,
  ZViolationIdsBody,
} from './video-cart.schemas';

/**
 * Micro video, cart part (issue 15). The spec's calls keep its names (section 7 "Micro video"); calls we design carry
 * a summary starting "Ours:". Someone else's id answers NOT_FOUND. Products and violations are the owner's (module
 * 54); the cart, addresses and orders are any signed-in visitor's; complaint decisions are operators'.
 */
const P = '/microVideo';
const mod = { module: VIDEO_MODULE } as const;
const operator = { roles: [{ role: 'operator' }] } as const;

export const videoCartContract = c.router(
  {
    // --- products (the owner) ---
    addVideoProduct: formPost(`${P}/addVideoProduct.xhtml`, ZAddVideoProductBody, ZVideoProduct, 'user', {
      needs: { ...mod, idempotent: true },
      summary: "Ours: a product on one of the caller's videos: name, price in fen (> 0), a picture of the caller's own, stock (>= 0), order; a cap per video",
    }),
    updateVideoProduct: formPost(`${P}/updateVideoProduct.xhtml`, ZUpdateVideoProductBody, ZVideoProduct, 'user', {
      needs: mod,
      summary: "Ours: change one of the caller's products (orders already made keep what they froze)",
    }),
    delVideoProduct: formPost(`${P}/delVideoProduct.xhtml`, ZIdBody, ZIdBody, 'user', { needs: mod, summary: "Ours: remove one of the caller's products; carts show it as unavailable" }),
    findVideoProducts: formPost(`${P}/findVideoProducts.xhtml`, ZVideoProductsBody, ZVideoProductPage, 'user', {
      needs: mod,
      summary: "Ours: the products of one of the caller's videos, in the owner's order",
    }),
    findShowVideoProducts: formPost(`${P}/findShowVideoProducts.xhtml`, ZVideoProductsBody, ZVideoProductPage, 'public', {
      summary: 'Ours: the products of a visible video, for its visitors',
    }),
    // --- cart (a signed-in visitor) ---
    addVideoCart: formPost(`${P}/addVideoCart.xhtml`, ZAddVideoCartBody, ZCartItem, 'user', {
      needs: { idempotent: true },
      summary: "Ours (cart): put a visible video's product in the caller's cart; already there, the quantity is added (up to the cap and the stock)",
    }),
    updateVideoCart: formPost(`${P}/updateVideoCart.xhtml`, ZUpdateVideoCartBody, ZCartItem, 'user', {
      summary: "Ours (cart): set the quantity of a line of the caller's cart (not above the stock)",
    }),
    delVideoCart: formPost(`${P}/delVideoCart.xhtml`, ZDelVideoCartBody, ZVideoIds, 'user', {
      summary: "Ours (cart): remove lines of the caller's cart (comma-joined ids; all the caller's, else nothing is removed)",
    }),
    cartList: formPost(`${P}/cartList.xhtml`, ZPageQuery, ZCartPage, 'user', {
      summary:
        "The caller's cart, latest added first: each line with its product, price, stock state (ok, short, unavailable) and subtotal; the total in fen of the lines that can be ordered",
    }),
    // --- delivery addresses (vdAddress) ---
    findDeliveryAddress: formPost(`${P}/findDeliveryAddress.xhtml`, ZPageQuery, ZDeliveryAddressPage, 'user', {
      summary: "Ours (vdAddress): the caller's delivery addresses, the default first, then latest added",
    }),
    saveDeliveryAddress: formPost(`${P}/saveDeliveryAddress.xhtml`, ZSaveDeliveryAddressBody, ZDeliveryAddress, 'user', {
      needs: { idempotent: true },
      summary:
        "Ours (vdAddress): add (no id) or update (the caller's id) an address: receiver, mobile, region, street address; the first one, or isDefault on, becomes the only default; a cap per user",
    }),
    delDeliveryAddress: formPost(`${P}/delDeliveryAddress.xhtml`, ZIdBody, ZIdBody, 'user', {
      summary: "Ours (vdAddress): delete one of the caller's addresses (the latest other one becomes the default when it was)",
    }),
    setDefaultDeliveryAddress: formPost(`${P}/setDefaultDeliveryAddress.xhtml`, ZIdBody, ZDeliveryAddress, 'user', {
      summary: "Ours (vdAddress): make one of the caller's addresses the only default",
    }),
    // --- orders ---
    createVideoOrder: formPost(`${P}/createVideoOrder.xhtml`, ZCreateVideoOrderBody, ZVideoOrder, 'user', {
      needs: { idempotent: true },
      summary:
        'Ours: an order of the money area (line videoGoods) from chosen cart lines of ONE seller and an address; items, prices and the address are frozen, the stock is reserved (given back when the unpaid order closes); pay it with the existing pay paths (mpWalletOpenVIP, vipOrderPay)',
    }),
    findVideoOrders: formPost(`${P}/findVideoOrders.xhtml`, ZPageQuery, ZVideoOrderPage, 'user', {
      summary: "Ours: the caller's orders of video goods, latest first",
    }),
    // --- violations (the owner) ---
    countViolationMicroVideo: formPost(`${P}/countViolationMicroVideo.xhtml`, ZNoBody, ZViolationCount, 'user', {
      needs: mod,
      summary: "How many of the caller's videos were taken down for a violation (and not deleted)",
    }),
    findViolationMicroVideo: formPost(`${P}/findViolationMicroVideo.xhtml`, ZPageQuery, ZMicroVideoPage, 'user', {
      needs: mod,
      summary: "The caller's taken-down videos with the reason (takedownReason), latest taken down first",
    }),
    batchDelViolationMicroVideo: formPost(`${P}/batchDelViolationMicroVideo.xhtml`, ZViolationIdsBody, ZVideoIds, 'user', {
      needs: mod,
      summary: "Deletes the caller's taken-down videos named by repeated `ids` parameters (ids=a&ids=b): all or nothing; their files are released unless used elsewhere",
    }),
    // --- operators ---
    findVideoComplaints: formPost(`${P}/findVideoComplaints.xhtml`, ZPageQuery, ZVideoComplaintCasePage, 'user', {
      needs: operator,
      summary: 'Ours: open complaints about videos with the video and the reporter, oldest first (operators)',
    }),
    decideVideoComplaint: formPost(`${P}/decideVideoComplaint.xhtml`, ZDecideVideoComplaintBody, ZVideoComplaintCase, 'user', {
      needs: operator,
      summary: 'Ours: an operator upholds a complaint (with a reason: the video is taken down and unshared, its owner told, every open complaint of it upheld) or dismisses it',
    }),
  },
  { commonResponses },
);
