import { LIMITS } from '@card/contract';

/**
 * What the platform sells, seeded (npm start's seedDemo upserts these; every test database has them too). Prices
 * are ours, in fen. `years`/`months` give a term, `seats` the enterprise staff, `keys` the golden keys a payment
 * grants, `quantity` how many of a thing (service securities, sets of printed cards).
 */
export interface PlanSeed {
  id: string;
  code: string;
  line: 'vip' | 'enterprise' | 'superMember' | 'serviceSecurities' | 'enterpriseWebsite' | 'dealer' | 'printedCards';
  nameZh: string;
  nameEn: string;
  priceFen: number;
  years: number;
  months: number;
  seats: number;
  keys: number;
  quantity: number;
  sort: number;
}

const plan = (p: Omit<PlanSeed, 'id' | 'months' | 'seats' | 'keys' | 'quantity' | 'years'> & Partial<PlanSeed>): PlanSeed => ({
  id: `plan-${p.code}`,
  years: 0,
  months: 0,
  seats: 0,
  keys: 0,
  quantity: 1,
  ...p,
});

export const PLANS: readonly PlanSeed[] = [
  plan({ code: 'vip1y', line: 'vip', nameZh: 'VIP会员 1年', nameEn: 'VIP, 1 year', priceFen: 19_900, years: 1, keys: 10, sort: 1 }),
  plan({ code: 'vip2y', line: 'vip', nameZh: 'VIP会员 2年', nameEn: 'VIP, 2 years', priceFen: 35_800, years: 2, keys: 20, sort: 2 }),
  plan({ code: 'vip3y', line: 'vip', nameZh: 'VIP会员 3年', nameEn: 'VIP, 3 years', priceFen: 49_800, years: 3, keys: 30, sort: 3 }),
  plan({ code: 'ent10', line: 'enterprise', nameZh: '企业版 10席位 1年', nameEn: 'Enterprise, 10 seats, 1 year', priceFen: 199_900, years: 1, seats: 10, sort: 1 }),
  plan({ code: 'ent50', line: 'enterprise', nameZh: '企业版 50席位 1年', nameEn: 'Enterprise, 50 seats, 1 year', priceFen: 699_900, years: 1, seats: 50, sort: 2 }),
  plan({ code: 'superMember1y', line: 'superMember', nameZh: '超级会员 1年', nameEn: 'Super member, 1 year', priceFen: 9_900, years: 1, sort: 1 }),
  plan({ code: 'serviceSecurities5', line: 'serviceSecurities', nameZh: '服务保障 5次', nameEn: 'Service securities, 5', priceFen: 50_000, quantity: 5, sort: 1 }),
  plan({ code: 'enterpriseWebsite1y', line: 'enterpriseWebsite', nameZh: '企业官网 1年', nameEn: 'Enterprise website, 1 year', priceFen: 99_900, years: 1, sort: 1 }),
  plan({ code: 'dealer', line: 'dealer', nameZh: '经销商', nameEn: 'Dealer', priceFen: 980_000, sort: 1 }),
  plan({
    code: 'printedCards',
    line: 'printedCards',
    nameZh: `纸质名片 ${LIMITS.money.printedCardSheets}张（包邮）`,
    nameEn: `Printed cards, ${LIMITS.money.printedCardSheets} sheets (free shipping)`,
    priceFen: LIMITS.money.printedCardPriceFen,
    sort: 1,
  }),
];

/** One INSERT of every plan, for a database built from migrations alone (the test base databases, both engines). */
export function plansInsertSql(): string {
  const q = (v: string | number | boolean) => (typeof v === 'string' ? `'${v.replace(/'/g, "''")}'` : typeof v === 'boolean' ? (v ? 'TRUE' : 'FALSE') : String(v));
  const rows = PLANS.map((p) => `(${[p.id, p.line, p.code, p.nameZh, p.nameEn, p.priceFen, p.years, p.months, p.seats, p.keys, p.quantity, p.sort, true].map(q).join(', ')})`);
  return `INSERT INTO "Plan" ("id", "line", "code", "nameZh", "nameEn", "priceFen", "years", "months", "seats", "keys", "quantity", "sort", "active") VALUES ${rows.join(', ')};`;
}
