import type { Db } from '../../../db';

const DAY = 86_400_000;
/** The demo activity's id (fixed, so seeding again finds it). */
export const DEMO_INVITE_ACTIVITY_ID = 'invite-activity-demo-01';

/**
 * Demo data of the programme area's promotion part (issue 18); idempotent: one running invite activity, its period
 * from a month ago to a year ahead, target 3 invitees who registered through the inviter and completed their card
 * (name, company, position), reward 10 golden keys after an operator approves the documents.
 */
/** The demo activity's texts; English callers read the English ones (decision 0032). */
export const DEMO_INVITE_TEXTS = {
  title: '邀请好友完善名片',
  titleEn: 'Invite friends to complete their cards',
  rules:
    '活动期间，通过您的邀请链接或二维码注册并完善名片（姓名、公司、职位）的好友达到3位，即可提交资料领取10把金钥匙。\n\n奖励仅依据好友的真实注册与完善名片发放，分享本身不设任何奖励。资料经运营审核通过后发放，每人限领一次。',
  rulesEn:
    'During the activity, once 3 friends have signed up through your invite link or QR code and completed their card (name, company and position), you can submit your documents and claim 10 golden keys.\n\n' +
    'Rewards are given only for friends who really sign up and complete their card; sharing on its own earns nothing. The keys are granted after an operator approves your documents, once per person.',
} as const;

export async function seedProgrammePromotion(db: Db): Promise<void> {
  const now = Date.now();
  const { titleEn, rulesEn } = DEMO_INVITE_TEXTS;
  await db.promoInviteActivity.upsert({
    where: { id: DEMO_INVITE_ACTIVITY_ID },
    // Only the English texts follow the seed: the period and target an existing database runs on stay as they are.
    update: { titleEn, rulesEn },
    create: {
      id: DEMO_INVITE_ACTIVITY_ID,
      ...DEMO_INVITE_TEXTS,
      startAt: new Date(now - 30 * DAY),
      endAt: new Date(now + 365 * DAY),
      target: 3,
      rewardKeys: 10,
      status: 'running',
    },
  });
}
