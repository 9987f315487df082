import { mergeAreaLabels, type AreaLabels } from '../common/labels';
import { SHOP_GOODS_LABELS } from './shop-goods.schemas';
import { SHOP_CATALOG_LABELS } from './shop-catalog.schemas';
import { SHOP_ORDERS_LABELS } from './shop-orders.schemas';
import { SHOP_CATERING_LABELS } from './shop-catering.schemas';

/** The shop area's field labels, merged from its parts (kept out of shop.schemas.ts, which the parts import). */
export const SHOP_LABELS: AreaLabels = mergeAreaLabels(SHOP_GOODS_LABELS, SHOP_CATALOG_LABELS, SHOP_ORDERS_LABELS, SHOP_CATERING_LABELS);
