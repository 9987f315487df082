import type { Db } from '../../../db';
import { randomIds } from '../../../lib/ids';
import { addDays, beijingMoment, isoWeekKey } from './checkin-clock.rules';

/**
 * Demo data of the programme area's checkin part (issue 18); idempotent. The seven lessons of the study guide (written
 * once under fixed days, never overwritten, so later edits survive a restart), each with a simple drawn picture (an
 * SVG data address: shown by <img>, where an SVG can run nothing), and a few weeks of past morning check-ins of the
 * demo users so the rankings and the data screen have rows (never today's: the demo user can still check in).
 */
type Lesson = { day: number; titleZh: string; titleEn: string; bodyZh: string; bodyEn: string; colour: string; icon: string };

const LESSONS: Lesson[] = [
  {
    day: 1,
    titleZh: '认识你的数字名片',
    titleEn: 'Meet your digital card',
    colour: '#1f6feb',
    icon: 'card',
    bodyZh:
      '数字名片是你在手机上的个人名片：姓名、职位、公司和联系方式都在一页上。\n\n在管理中心点击“我的名片”即可预览。别人打开你的名片链接，不需要安装任何应用。\n\n今天的任务：打开自己的名片，看看别人眼中的你。',
    bodyEn:
      'Your digital card is your business card on the phone: name, title, company and contacts on one page.\n\nTap "My card" in the management centre to preview it. People open your card link without installing anything.\n\nToday: open your own card and see what others see.',
  },
  {
    day: 2,
    titleZh: '编辑名片信息',
    titleEn: 'Edit your card',
    colour: '#1a7f37',
    icon: 'pen',
    bodyZh: '在管理中心进入名片编辑，可以修改头像、职位、公司和简介。\n\n信息越完整，别人越容易记住你。保存后名片立即更新。\n\n今天的任务：补全你的职位和公司简介。',
    bodyEn:
      'Open card editing from the management centre to change your avatar, title, company and introduction.\n\nThe more complete it is, the easier you are to remember. Saved changes show at once.\n\nToday: complete your title and company introduction.',
  },
  {
    day: 3,
    titleZh: '交换与分享名片',
    titleEn: 'Exchange and share cards',
    colour: '#bc4c00',
    icon: 'share',
    bodyZh: '扫一扫对方的名片码，或者把名片链接发给朋友，就能交换名片。\n\n交换后的名片会出现在你的名片夹里。\n\n今天的任务：和一位同事交换名片。',
    bodyEn: "Scan someone's card code or send them your card link to exchange cards.\n\nExchanged cards appear in your card holder.\n\nToday: exchange cards with a colleague.",
  },
  {
    day: 4,
    titleZh: '名片夹与人脉',
    titleEn: 'Card holder and contacts',
    colour: '#8250df',
    icon: 'people',
    bodyZh: '名片夹保存你收到的所有名片，可以按标签分组、搜索和备注。\n\n常联系的人可以加上标签，下次一搜就到。\n\n今天的任务：给三张名片加上标签。',
    bodyEn:
      'The card holder keeps every card you receive; group them with labels, search them, add notes.\n\nLabel the people you meet often and find them in one search.\n\nToday: label three cards.',
  },
  {
    day: 5,
    titleZh: '圈子与活动',
    titleEn: 'Circles and events',
    colour: '#0969da',
    icon: 'circle',
    bodyZh: '圈子是同行交流的地方：发布公告、讨论话题、认识新朋友。\n\n活动页面可以报名线下活动，报名信息会出现在你的活动列表里。\n\n今天的任务：加入一个感兴趣的圈子。',
    bodyEn:
      'Circles are where peers talk: bulletins, topics and new acquaintances.\n\nEvents let you sign up for meetings; your sign-ups appear in your event list.\n\nToday: join a circle that interests you.',
  },
  {
    day: 6,
    titleZh: '钱包与会员',
    titleEn: 'Wallet and VIP',
    colour: '#cf222e',
    icon: 'wallet',
    bodyZh: '钱包记录你的收入和支出，可以提现到银行卡。\n\nVIP会员可以使用更多模板和模块。所有金额都有账单可查。\n\n今天的任务：打开钱包，看看账单明细。',
    bodyEn:
      'The wallet records your income and spending and pays out to your bank card.\n\nVIP members get more templates and modules. Every amount has a statement line.\n\nToday: open your wallet and read the statement.',
  },
  {
    day: 7,
    titleZh: '早起打卡，坚持成长',
    titleEn: 'Morning check-in and growing',
    colour: '#9a6700',
    icon: 'sun',
    bodyZh: '每天早上 05:00-10:00 可以早起打卡，在排行榜上看到自己的名次。\n\n打卡只为记录好习惯：没有奖励，也不需要分享。\n\n恭喜你完成七天学习指南！',
    bodyEn:
      'Check in each morning between 05:00 and 10:00 and see your place in the rankings.\n\nChecking in only records a good habit: no rewards, no sharing needed.\n\nCongratulations on finishing the seven-day guide!',
  },
];

/** Simple shapes per lesson (white on the lesson's colour), drawn without text so no font is needed. */
const ICONS: Record<string, string> = {
  card: '<rect x="110" y="70" width="180" height="110" rx="12" fill="#fff"/><circle cx="150" cy="115" r="18" fill="C"/><rect x="180" y="105" width="90" height="10" rx="5" fill="C"/><rect x="130" y="150" width="140" height="8" rx="4" fill="C" opacity=".5"/>',
  pen: '<rect x="120" y="70" width="140" height="110" rx="10" fill="#fff"/><path d="M175 160 L250 85 L265 100 L190 175 L170 180 Z" fill="C"/>',
  share:
    '<circle cx="150" cy="125" r="20" fill="#fff"/><circle cx="250" cy="85" r="20" fill="#fff"/><circle cx="250" cy="165" r="20" fill="#fff"/><path d="M150 125 L250 85 M150 125 L250 165" stroke="#fff" stroke-width="8"/>',
  people:
    '<circle cx="165" cy="100" r="24" fill="#fff"/><circle cx="235" cy="100" r="24" fill="#fff"/><rect x="125" y="135" width="80" height="50" rx="25" fill="#fff"/><rect x="195" y="135" width="80" height="50" rx="25" fill="#fff"/>',
  circle:
    '<circle cx="200" cy="125" r="60" fill="none" stroke="#fff" stroke-width="10"/><circle cx="200" cy="65" r="14" fill="#fff"/><circle cx="148" cy="155" r="14" fill="#fff"/><circle cx="252" cy="155" r="14" fill="#fff"/>',
  wallet: '<rect x="120" y="80" width="160" height="100" rx="14" fill="#fff"/><rect x="230" y="115" width="50" height="30" rx="8" fill="C"/><circle cx="248" cy="130" r="6" fill="#fff"/>',
  sun: '<circle cx="200" cy="150" r="45" fill="#fff"/><rect x="100" y="190" width="200" height="10" rx="5" fill="#fff"/><path d="M200 70 V90 M140 95 L152 110 M260 95 L248 110" stroke="#fff" stroke-width="8" stroke-linecap="round"/>',
};

export function lessonPicture(l: Pick<Lesson, 'colour' | 'icon' | 'day'>): string {
  const dots = Array.from({ length: 7 }, (_, i) => `<circle cx="${140 + i * 20}" cy="225" r="6" fill="#fff" opacity="${i < l.day ? 1 : 0.35}"/>`).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="250" viewBox="0 0 400 250">` +
    `<rect width="400" height="250" fill="${l.colour}"/>${ICONS[l.icon]!.replaceAll('"C"', `"${l.colour}"`)}${dots}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** Past check-ins of the demo users over the last four weeks (about five mornings a week between 05:30 and 08:00). */
async function seedDemoCheckins(db: Db) {
  const demo = await db.user.findMany({ where: { phone: { in: ['13800138000', '13800138001'] } }, select: { id: true, phone: true } });
  const today = beijingMoment(new Date()).day;
  for (const [n, u] of demo.entries()) {
    if (await db.checkinTotal.findUnique({ where: { userId: u.id } })) continue;
    const rows: { id: string; userId: string; day: string; weekKey: string; secondOfDay: number; mood: string; createdAt: Date }[] = [];
    for (let back = 28; back >= 1; back--) {
      if ((back + n) % 7 === 3 || (back * (n + 2)) % 9 === 4) continue; // a few mornings off
      const day = addDays(today, -back);
      const secondOfDay = 5 * 3600 + 1800 + ((back * 977 + n * 1331) % 9000);
      rows.push({
        id: randomIds.id(),
        userId: u.id,
        day,
        weekKey: isoWeekKey(day),
        secondOfDay,
        mood: n === 0 ? '早起的人运气不会差' : '',
        createdAt: new Date(Date.parse(`${day}T00:00:00+08:00`) + secondOfDay * 1000),
      });
    }
    if (!rows.length) continue;
    await db.$transaction(async (tx) => {
      await tx.checkinRecord.createMany({ data: rows });
      await tx.checkinTotal.create({
        data: {
          userId: u.id,
          days: rows.length,
          secondSum: rows.reduce((s, r) => s + r.secondOfDay, 0),
          firstAt: rows[0]!.createdAt,
          lastDay: rows[rows.length - 1]!.day,
          updatedAt: rows[rows.length - 1]!.createdAt,
        },
      });
    });
  }
}

export async function seedProgrammeCheckin(db: Db): Promise<void> {
  for (const l of LESSONS) {
    if (await db.checkinStudyLesson.findUnique({ where: { day: l.day }, select: { id: true } })) continue;
    await db.checkinStudyLesson.create({
      data: {
        id: `studyLesson${l.day}`,
        day: l.day,
        titleZh: l.titleZh,
        titleEn: l.titleEn,
        bodyZh: l.bodyZh,
        bodyEn: l.bodyEn,
        imageUrl: lessonPicture(l),
      },
    });
  }
  await seedDemoCheckins(db);
}

/** The seeded lessons (tests write the same ones into their database). */
export const STUDY_SEED = LESSONS;
