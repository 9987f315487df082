import { mod, runServerScript } from './server-script';

export interface Prepared { fundFen?: number; keys?: number; txPwd?: string; role?: string; paidCircle?: { name: string; joinPriceFen: number }; company?: { name: string; role: 'admin' | 'member' }; vip?: boolean;
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
  shopTypes?: string[] }

/**
 * Rows no screen can make (money in a wallet, golden keys, a transaction password, a staff role), written for the
 * user with this mobile by the server's own test factories (fundWallet posts through the ledger, so the books stay
 * balanced) in a child process against the journey's database.
 */
export function prepareUser(mobile: string, opts: Prepared) {
  // Objects made for the user (a paid circle's id) come back as the last line of JSON.
  return runServerScript<{ cid?: string; videoIds?: string[]; orderId?: string; productIds?: string[] }>('rows', mobile, `
import { fundWallet, giveKeys, setTxPwd } from ${mod('test/factories/wallet.ts')};
import { newCircle } from ${mod('test/factories/circle.ts')};
import { newCompany } from ${mod('test/factories/usercentre.ts')};
import { newMicroVideo } from ${mod('test/factories/video.ts')};
import { newVideoProduct, newVideoComplaint } from ${mod('test/factories/video-cart.ts')};
import { newMirrorLink } from ${mod('test/factories/network.ts')};
import { newShop, newProduct, newProductType } from ${mod('test/factories/shop.ts')};
import { newShopOrder } from ${mod('test/factories/shop-catering.ts')};`, `
${opts.fundFen ? `await fundWallet(ctx, user.id, ${opts.fundFen});` : ''}
${opts.keys ? `await giveKeys(ctx, user.id, ${opts.keys});` : ''}
${opts.txPwd ? `await setTxPwd(ctx, user.id, ${JSON.stringify(opts.txPwd)});` : ''}
${opts.vip ? `await db.user.update({ where: { id: user.id }, data: { vipExpiresAt: new Date(Date.now() + 365 * 86_400_000) } });` : ''}
${opts.role ? `await db.userRole.create({ data: { userId: user.id, role: ${JSON.stringify(opts.role)} } });` : ''}
${opts.mirrorMaster ? `await newMirrorLink(ctx, await db.user.findFirstOrThrow({ where: { phone: ${JSON.stringify(opts.mirrorMaster)} }, select: { id: true } }), user);` : ''}
${opts.company ? `await newCompany(ctx, { name: ${JSON.stringify(opts.company?.name)}, members: [{ id: user.id, role: ${JSON.stringify(opts.company?.role)} }] });` : ''}
${opts.videos ? `const videoIds = await Promise.all(${JSON.stringify(opts.videos)}.map(async (v) => (await newMicroVideo(ctx, user, v)).id));` : ''}
${opts.videoProducts ? `for (const p of ${JSON.stringify(opts.videoProducts)}) await newVideoProduct(ctx, { id: videoIds[0], userId: user.id }, p);` : ''}
${opts.videoComplaintBy ? `await newVideoComplaint(ctx, { id: videoIds[0] }, await db.user.findFirstOrThrow({ where: { phone: ${JSON.stringify(opts.videoComplaintBy)} }, select: { id: true } }));` : ''}
${opts.shop ? `const shop = await newShop(ctx, user, ${JSON.stringify(opts.shop)});` : ''}
const typeIds: Record<string, string> = {};
${opts.shopTypes ? `for (const [i, name] of ${JSON.stringify(opts.shopTypes)}.entries()) typeIds[name] = (await newProductType(ctx, shop, name, i)).id;` : ''}
${opts.shopProducts ? `console.log(JSON.stringify({ productIds: await Promise.all(${JSON.stringify(opts.shopProducts)}.map(async (p) => (await newProduct(ctx, shop, { ...p, typeId: p.typeName ? typeIds[p.typeName] : null })).id)) }));` : ''}
${opts.receivedShopOrderAt ? `const seller = await db.user.findFirstOrThrow({ where: { phone: ${JSON.stringify(opts.receivedShopOrderAt)} }, select: { id: true } });
console.log(JSON.stringify({ orderId: (await newShopOrder(ctx, await db.shop.findUniqueOrThrow({ where: { userId: seller.id } }), user)).id }));` : ''}
${opts.videos ? 'console.log(JSON.stringify({ videoIds }));' : ''}
${opts.paidCircle ? `console.log(JSON.stringify({ cid: (await newCircle(ctx, user, { joinWay: 'paid', ...${JSON.stringify(opts.paidCircle)} })).id }));` : ''}
`);
}
