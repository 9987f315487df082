import {
  fundWallet,
  giveKeys,
  newCircle,
  newCompany,
  newMicroVideo,
  newMirrorLink,
  newProduct,
  newProductType,
  newShop,
  newShopOrder,
  newVideoComplaint,
  newVideoProduct,
  setTxPwd,
} from '../../../server/test/factories';
import { type ScriptEnv, userByPhone } from './env';

export interface Prepared {
  fundFen?: number;
  keys?: number;
  txPwd?: string;
  role?: string;
  paidCircle?: { name: string; joinPriceFen: number };
  company?: { name: string; role: 'admin' | 'member' };
  vip?: boolean;
  /** Published micro videos of the user (fake files: journeys that need no playback), e.g. shared with a platform label. */
  videos?: { title: string; labelId?: string; shared?: boolean }[];
  /** Bind the user as a sub card of the card with this mobile (network mirror link; no screen makes one in a step). */
  mirrorMaster?: string;
  /** Products on the first of `videos` (cart journeys; the picture is a fake file URL). */
  videoProducts?: { name: string; priceFen: number; stock: number }[];
  /** An open complaint about the first of `videos` by the user with this mobile (what addMicroVideoComplaint writes). */
  videoComplaintBy?: string;
  /** The user's shop (the goods part's saveShop makes it on screen; journeys of other parts start from one). */
  shop?: { name: string; kind: 'retail' | 'catering' };
  /** A received, paid order of the user at the shop of the user with this mobile (commenting journeys). */
  receivedShopOrderAt?: string;
  /** Goods on the shelf of the user's `shop` (order journeys; the picture is a fake file URL). */
  shopProducts?: { name: string; priceFen: number; stock: number; typeName?: string; hit?: number }[];
  /** Product types of the user's `shop`, in this order; a product names its type by `typeName`. */
  shopTypes?: string[];
}

/**
 * Rows no screen can make (money in a wallet, golden keys, a transaction password, a staff role), written for the
 * user by the server's own test factories (fundWallet posts through the ledger, so the books stay balanced).
 */
export default async function prepareUser(env: ScriptEnv, opts: Prepared) {
  const { db, ctx, user } = env;
  const made: { cid?: string; videoIds?: string[]; orderId?: string; productIds?: string[] } = {};
  if (opts.fundFen) await fundWallet(ctx, user.id, opts.fundFen);
  if (opts.keys) await giveKeys(ctx, user.id, opts.keys);
  if (opts.txPwd) await setTxPwd(ctx, user.id, opts.txPwd);
  if (opts.vip) await db.user.update({ where: { id: user.id }, data: { vipExpiresAt: new Date(Date.now() + 365 * 86_400_000) } });
  if (opts.role) await db.userRole.create({ data: { userId: user.id, role: opts.role } });
  if (opts.mirrorMaster) await newMirrorLink(ctx, await userByPhone(env, opts.mirrorMaster), user);
  if (opts.company) await newCompany(ctx, { name: opts.company.name, members: [{ id: user.id, role: opts.company.role }] });
  const videoIds = opts.videos ? await Promise.all(opts.videos.map(async (v) => (await newMicroVideo(ctx, user, v)).id)) : [];
  for (const p of opts.videoProducts ?? []) await newVideoProduct(ctx, { id: videoIds[0]!, userId: user.id }, p);
  if (opts.videoComplaintBy) await newVideoComplaint(ctx, { id: videoIds[0]! }, await userByPhone(env, opts.videoComplaintBy));
  const shop = opts.shop ? await newShop(ctx, user, opts.shop) : null;
  const typeIds: Record<string, string> = {};
  for (const [i, name] of (opts.shopTypes ?? []).entries()) typeIds[name] = (await newProductType(ctx, shop!, name, i)).id;
  if (opts.shopProducts)
    made.productIds = await Promise.all(opts.shopProducts.map(async (p) => (await newProduct(ctx, shop!, { ...p, typeId: p.typeName ? typeIds[p.typeName]! : null })).id));
  if (opts.receivedShopOrderAt) {
    const seller = await userByPhone(env, opts.receivedShopOrderAt);
    made.orderId = (await newShopOrder(ctx, await db.shop.findUniqueOrThrow({ where: { userId: seller.id } }), user)).id;
  }
  if (opts.videos) made.videoIds = videoIds;
  if (opts.paidCircle) made.cid = (await newCircle(ctx, user, { joinWay: 'paid', ...opts.paidCircle })).id;
  return made;
}
