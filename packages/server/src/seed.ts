import { DEMO_CARD_ID, MODULES } from '@card/contract';
import type { Db } from './db';
import { hashPassword } from './lib/hash';
import type { StorageProvider } from './providers/storage';
import { SENSITIVE_WORDS } from './core/text-filter/sensitive-words.seed';
import { changeKeys } from './core/golden-keys';
import { PLATFORM_ACCOUNTS, postJournal, userAccount } from './core/ledger';
import { randomIds } from './lib/ids';
import type { ServerArea } from './core/area';
import { AREAS } from './areas';

/**
 * Demo data: the README's demo user with a complete card, money to try the wallet with (an opening balance
 * journalled from the adjustment account, so the ledger check passes), golden keys and a transaction password.
 * Idempotent. The areas' catalogues (music, plans, posters...) are seeded by the areas themselves (seedDemo).
 */
export const DEMO_USER = {
  phone: '13800138000',
  password: 'demo1234',
  name: '张三',
  phoneIdEcr: DEMO_CARD_ID,
  txPwd: '123456',
  walletFen: 50_000,
  goldenKeys: 20,
};

/**
 * Each area's seed through its area module (src/areas.ts): catalogues and demo staff first, then the demo user, then
 * each area's data of the demo user's own (their check-ins, visits and the like; seeded before the user exists, a
 * fresh database got them only on the second start).
 */
export async function seedDemo(db: Db, storage?: StorageProvider, areas: readonly ServerArea[] = AREAS) {
  const env = { db, storage };
  for (const area of areas) await area.seed?.platform?.(env);
  // The sensitive-word filter's list (issue 12); operators add more, the seed only makes sure these are there.
  for (const word of SENSITIVE_WORDS) await db.sensitiveWord.upsert({ where: { word }, create: { word }, update: {} });
  const id = await seedDemoUser(db);
  for (const area of areas) await area.seed?.demo?.(env);
  return id;
}

async function seedDemoUser(db: Db) {
  const existing = await db.user.findUnique({ where: { regionCode_phone: { regionCode: '+86', phone: DEMO_USER.phone } }, select: { id: true } });
  if (existing) return existing.id;
  const id = 'demoUser000000000001';
  const navPointId = 'demoMapPoint00000001';
  await db.user.create({
    data: {
      id,
      phoneIdEcr: DEMO_USER.phoneIdEcr,
      phone: DEMO_USER.phone,
      regionCode: '+86',
      passwordHash: await hashPassword(DEMO_USER.password),
      txPwdHash: await hashPassword(DEMO_USER.txPwd),
      idType: 'mainland',
      idNumberHash: await hashPassword('11010519491231002X'),
      vipExpiresAt: new Date(Date.now() + 365 * 86_400_000),
      card: {
        create: {
          name: DEMO_USER.name,
          company: '星辰科技有限公司',
          department: '市场部',
          position: '市场总监',
          email: 'zhangsan@example.com',
          landline: '010-88886666',
          qq: '10001',
          weibo: 'zhangsan',
          signature: '用心连接每一位客户',
          title: '您身边的数字名片顾问',
          productService: '数字名片定制、私域营销方案、企业官网建设。',
          themeId: 'business',
          musicId: 'music-office',
          navPointId,
          mobiles: { create: [{ id: 'demoMobile0000000001', number: DEMO_USER.phone, sort: 0 }] },
          columns: { create: [{ id: 'demoColumn0000000001', name: '公司简介', content: '专注企业数字化营销十年。', sort: 0 }] },
          honours: { create: [{ id: 'demoHonour0000000001', title: '年度最佳销售', content: '2025 年度全国销售冠军', awardedOn: '2025-12', sort: 0 }] },
        },
      },
      modules: { create: MODULES.map((m, i) => ({ moduleId: m.id, sort: i, zone: 'main' })) },
    },
  });
  await db.mapPoint.create({
    data: { id: navPointId, userId: id, name: '星辰科技总部', address: '朝阳区建国路88号', province: '北京市', city: '北京市', lat: 39.9087, lng: 116.4605 },
  });
  await db.$transaction(async (tx) => {
    const now = new Date();
    await postJournal(tx, randomIds, now, {
      kind: 'seed.opening',
      refId: id,
      memo: 'demo opening balance',
      postings: [
        { account: PLATFORM_ACCOUNTS.adjustment, amountFen: -DEMO_USER.walletFen },
        { account: userAccount(id, 'available'), amountFen: DEMO_USER.walletFen },
      ],
    });
    await changeKeys(tx, randomIds, now, { userId: id, delta: DEMO_USER.goldenKeys, kind: 'seed', refId: id });
  });
  return id;
}
