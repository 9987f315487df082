import { ACTIVITY_FEE_LINE } from '../activity/activity-registration.schemas';
import { CIRCLE_PAY_LINES } from '../circle/circle-pay.schemas';
import { SHOP_GOODS_LINE } from '../shop/shop-orders.schemas';
import { VIDEO_GOODS_LINE } from '../video/video-cart.schemas';

/**
 * Where a frozen income came from (FrozenIncome.source, WalletIncomeTip.source): a referral programme's commission
 * ('commission' is the spokesperson's and the ambassador's tier one), or the line of the sale it came from. Written by
 * the areas that pay income (core/ledger creditFrozenIncome takes this type) and read by the wallet (titles, the
 * spokesperson's totals): a reader asking for a source nobody writes fails to compile (the spokesperson totals once
 * read 'spokesperson' while the payment wrote 'commission').
 */
export const INCOME_SOURCES = ['commission', 'dealer', 'distributor', SHOP_GOODS_LINE, VIDEO_GOODS_LINE, CIRCLE_PAY_LINES.join, CIRCLE_PAY_LINES.view, ACTIVITY_FEE_LINE] as const;
export type IncomeSource = (typeof INCOME_SOURCES)[number];

/** The referral programmes' sources (the refund of a referral order reverses exactly these). */
export const REFERRAL_INCOME_SOURCES = ['commission', 'dealer', 'distributor'] as const satisfies readonly IncomeSource[];

const SOURCE_SET: ReadonlySet<string> = new Set(INCOME_SOURCES);
/** A stored source (a String column) as the union, or null for a value this build does not know. */
export const incomeSourceOf = (source: string): IncomeSource | null => (SOURCE_SET.has(source) ? (source as IncomeSource) : null);
