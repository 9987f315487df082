import type { z } from 'zod';
import { c, formPost } from '../common/contract-builder';
import { commonResponses } from '../common/envelope';
import type { RouteNeeds } from '../common/bases';
import { ZPageQuery } from '../common/paging';
import { SHOP_MODULE, ZProductDetail, ZProductPage } from './shop.schemas';
import {
  ZAddShopCommentBody,
  ZCateringPackageIdBody,
  ZCateringPackagesBody,
  ZCateringShopBody,
  ZCateringShopInfo,
  ZCommentedScore,
  ZCommentedScoreBody,
  ZReplyShopCommentBody,
  ZSaveCateringInfoBody,
  ZSaveCateringPackageBody,
  ZShopComment,
  ZShopCommentPage,
  ZShopCommentsBody,
} from './shop-catering.schemas';

/**
 * Shop area, catering part (issue 16): catering packages, catering shop info and commented score, on the spec's
 * catering service base (/x/catering). The spec names these only as "catering package, shop info, commented score",
 * so every call here is ours ("Ours:"). Visitors' reads are open; the owner's calls need module 3; a buyer's comment
 * needs only a session. Someone else's id answers NOT_FOUND.
 */
const P = '/catering';
const mod: RouteNeeds = { module: SHOP_MODULE };

const visitor = <B extends z.ZodTypeAny, R extends z.ZodTypeAny, N extends string>(name: N, body: B, result: R, summary: string) =>
  formPost(`${P}/${name}.xhtml` as `/catering/${N}.xhtml`, body, result, 'optional', { base: 'catering', summary });
const owner = <B extends z.ZodTypeAny, R extends z.ZodTypeAny, N extends string>(name: N, body: B, result: R, summary: string, needs: RouteNeeds = mod) =>
  formPost(`${P}/${name}.xhtml` as `/catering/${N}.xhtml`, body, result, 'user', { base: 'catering', needs, summary });

export const shopCateringContract = c.router(
  {
    // --- visitors ---
    findCateringPackages: visitor(
      'findCateringPackages',
      ZCateringPackagesBody,
      ZProductPage,
      "Ours (catering package): a shop's packages visitors may see (on the shelf, not deleted, shop open), newest first; the shop by phoneIdEcr (0 = the caller) or shopId",
    ),
    getCateringShopInfo: visitor(
      'getCateringShopInfo',
      ZCateringShopBody,
      ZCateringShopInfo,
      'Ours (shop info): the shop with its commented score, phone, address, opening hours and spend per person in fen',
    ),
    getCommentedScore: visitor(
      'getCommentedScore',
      ZCommentedScoreBody,
      ZCommentedScore,
      'Ours (commented score): the average score to 1 decimal (0 without comments), the count, and the count of each score 1..5',
    ),
    findShopComments: visitor(
      'findShopComments',
      ZShopCommentsBody,
      ZShopCommentPage,
      "Ours: a shop's comments, newest first, with the commenter's face and the owner's reply; isOwner when the caller owns the shop",
    ),
    // --- the shop owner (module 3) ---
    saveCateringInfo: owner(
      'saveCateringInfo',
      ZSaveCateringInfoBody,
      ZCateringShopInfo,
      "Ours: set the caller's catering shop's phone (mobile or landline), address, opening hours and spend per person (fen); only a catering shop",
    ),
    saveCateringPackage: owner(
      'saveCateringPackage',
      ZSaveCateringPackageBody,
      ZProductDetail,
      "Ours: add (no proId) or update (the caller's package) a set meal: name, contents (one item a line), the caller's own pictures, price and stock, shelf state; only a catering shop",
      { ...mod, idempotent: true },
    ),
    delCateringPackage: owner('delCateringPackage', ZCateringPackageIdBody, ZCateringPackageIdBody, "Ours: delete one of the caller's packages (orders already made keep what they froze)"),
    findMyCateringPackages: owner('findMyCateringPackages', ZPageQuery, ZProductPage, "Ours: the caller's packages in every shelf state, newest first"),
    getMyCateringPackage: owner('getMyCateringPackage', ZCateringPackageIdBody, ZProductDetail, "Ours: one of the caller's packages in any shelf state, for editing"),
    replyShopComment: owner('replyShopComment', ZReplyShopCommentBody, ZShopComment, "Ours: the shop's owner replies once to a comment on their shop (text-filtered)"),
    // --- the buyer ---
    addShopComment: owner(
      'addShopComment',
      ZAddShopCommentBody,
      ZShopComment,
      "Ours: the buyer comments once on their received (or used) order of a shop: a score 1..5 and text; the shop's score moves in the same transaction",
      { idempotent: true },
    ),
  },
  { commonResponses },
);
