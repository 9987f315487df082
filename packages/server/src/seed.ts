import { DEMO_CARD_ID, MODULES } from '@card/contract';
import type { Db } from './db';
import { hashPassword } from './lib/hash';
import { melodyWav } from './lib/melody';
import type { StorageProvider } from './providers/storage';
import { PLANS } from './domains/vip/plans.seed';
import { SENSITIVE_WORDS } from './core/text-filter/sensitive-words.seed';
import { changeKeys } from './core/golden-keys';
import { PLATFORM_ACCOUNTS, postJournal, userAccount } from './core/ledger';
import { randomIds } from './lib/ids';
import { seedPosters } from './seed-content-posters';
import { seedContentLibrary } from './seed-content-library';
import { seedVideo } from './seed-video';
import { seedVideoLabels } from './seed-video-labels';
import { seedServiceAgent } from './seed-service';
import { seedDemoOperator } from './seed-operator';
import { seedServiceHelp, seedServiceHelpMedia } from './seed-service-help';
import { seedProgrammeDealer } from './seed-programme-dealer';
import { seedProgrammePromotion } from './seed-programme-promotion';
import { seedProgrammeSms } from './seed-programme-sms';
import { seedProgrammeCheckin } from './seed-programme-checkin';
import { seedProgrammeInsight } from './seed-programme-insight';
import { seedProgrammeShake } from './seed-programme-shake';
import { seedProgrammePersona } from './seed-programme-persona';

/**
 * Demo data: the README's demo user with a complete card, money to try the wallet with (an opening balance
 * journalled from the adjustment account, so the ledger check passes), golden keys and a transaction password; and
 * the background music catalogue. Idempotent.
 */
export const DEMO_USER = {
  phone: '13800138000', password: 'demo1234', name: '张三', phoneIdEcr: DEMO_CARD_ID, txPwd: '123456', walletFen: 50_000, goldenKeys: 20,
};

/** Every track is named in both languages: the music lists answer in the caller's (card-style.service.ts). */
export const MUSIC = [
  { id: 'music-spring', name: '春日序曲', nameEn: 'Spring Overture', singer: '纯音乐', singerEn: 'Instrumental', url: '/files/music/spring.wav', category: 'light' },
  { id: 'music-ocean', name: '海风轻拂', nameEn: 'Ocean Breeze', singer: '纯音乐', singerEn: 'Instrumental', url: '/files/music/ocean.wav', category: 'light' },
  { id: 'music-office', name: '商务时光', nameEn: 'Business Hours', singer: '纯音乐', singerEn: 'Instrumental', url: '/files/music/office.wav', category: 'business' },
  { id: 'music-piano', name: '晨光钢琴', nameEn: 'Morning Piano', singer: '钢琴', singerEn: 'Piano', url: '/files/music/piano.wav', category: 'piano' },
  { id: 'music-guzheng', name: '高山流水', nameEn: 'High Mountains, Flowing Water', singer: '古筝', singerEn: 'Guzheng', url: '/files/music/guzheng.wav', category: 'classical' },
];

/** A pentatonic phrase per track, so each one sounds different. */
const PHRASES: Record<string, number[]> = {
  spring: [523, 587, 659, 784, 659, 587, 523, 440], ocean: [392, 440, 523, 440, 392, 330, 294, 330],
  office: [440, 494, 587, 659, 587, 494, 440, 392], piano: [262, 330, 392, 523, 392, 330, 262, 196],
  guzheng: [294, 330, 392, 440, 523, 440, 392, 330],
};

/** Writes the catalogue's audio files through the storage provider (skipped when they exist). */
export async function seedMusicFiles(storage: StorageProvider) {
  for (const m of MUSIC) {
    const key = m.url.replace('/files/', '');
    if (!(await storage.read(key))) await storage.put(key, melodyWav([...PHRASES[key.slice(6, -4)]!, ...PHRASES[key.slice(6, -4)]!]), 'audio/wav');
  }
}

export async function seedDemo(db: Db, storage?: StorageProvider) {
  const id = await seedPlatformAndDemoUser(db, storage);
  // Growth programmes and small modules (issue 18): each part's demo data, after the demo user exists (their
  // check-ins, visits and the like belong to that user; seeded before it, a fresh database got them only on the
  // second start).
  await seedProgrammeDealer(db);
  await seedProgrammePromotion(db);
  await seedProgrammeSms(db);
  await seedProgrammeCheckin(db);
  await seedProgrammeInsight(db);
  await seedProgrammeShake(db);
  await seedProgrammePersona(db, storage);
  return id;
}

async function seedPlatformAndDemoUser(db: Db, storage?: StorageProvider) {
  if (storage) await seedMusicFiles(storage);
  if (storage) await seedPosters(db, storage);
  if (storage) await seedContentLibrary(db, storage);
  if (storage) await seedVideo(db, storage);
  for (const m of MUSIC) await db.music.upsert({ where: { id: m.id }, create: m, update: m });
  // The platform's video topics (issue 15, labels part).
  await seedVideoLabels(db);
  // What the platform sells (issue 11): prices and names follow the seed on every start.
  for (const p of PLANS) await db.plan.upsert({ where: { code: p.code }, create: p, update: p });
  // The sensitive-word filter's list (issue 12); operators add more, the seed only makes sure these are there.
  for (const word of SENSITIVE_WORDS) await db.sensitiveWord.upsert({ where: { word }, create: { word }, update: {} });
  // Customer service (issue 17): the demo agent.
  await seedServiceAgent(db);
  // Operators (issue 32): the demo operator who clears the review queues.
  await seedDemoOperator(db);
  // Customer service (issue 17): the help centre's starting articles, indexed for search.
  await seedServiceHelp(db);
  // ...and the video tutorials' clips and covers, drawn into the storage (built-in files).
  if (storage) await seedServiceHelpMedia(db, storage);
  const existing = await db.user.findUnique({ where: { regionCode_phone: { regionCode: '+86', phone: DEMO_USER.phone } }, select: { id: true } });
  if (existing) return existing.id;
  const id = 'demoUser000000000001';
  const navPointId = 'demoMapPoint00000001';
  await db.user.create({
    data: {
      id, phoneIdEcr: DEMO_USER.phoneIdEcr, phone: DEMO_USER.phone, regionCode: '+86', passwordHash: await hashPassword(DEMO_USER.password),
      txPwdHash: await hashPassword(DEMO_USER.txPwd), idType: 'mainland', idNumberHash: await hashPassword('11010519491231002X'),
      vipExpiresAt: new Date(Date.now() + 365 * 86_400_000),
      card: {
        create: {
          name: DEMO_USER.name, company: '星辰科技有限公司', department: '市场部', position: '市场总监', email: 'zhangsan@example.com',
          landline: '010-88886666', qq: '10001', weibo: 'zhangsan', signature: '用心连接每一位客户', title: '您身边的数字名片顾问',
          productService: '数字名片定制、私域营销方案、企业官网建设。', themeId: 'business', musicId: 'music-office', navPointId,
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
      kind: 'seed.opening', refId: id, memo: 'demo opening balance',
      postings: [{ account: PLATFORM_ACCOUNTS.adjustment, amountFen: -DEMO_USER.walletFen }, { account: userAccount(id, 'available'), amountFen: DEMO_USER.walletFen }],
    });
    await changeKeys(tx, randomIds, now, { userId: id, delta: DEMO_USER.goldenKeys, kind: 'seed', refId: id });
  });
  return id;
}
