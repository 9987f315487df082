import type { Db } from '../../../db';

/** The README's demo user (seed.ts DEMO_USER), who looks after cards as a custodian in the demo. */
const DEMO_USER_ID = 'demoUser000000000001';

/**
 * Demo data of the programme area's dealer part (issue 18); idempotent. The demo user's custody poster, written once
 * (never overwritten, so an edit survives a restart), so the poster and the custody request screen have text. No
 * dealer role or commissions: those come from a real paid order, as a user would get them.
 */
export async function seedProgrammeDealer(db: Db): Promise<void> {
  if (!(await db.user.findUnique({ where: { id: DEMO_USER_ID }, select: { id: true } }))) return;
  if (await db.dealerCustodyPoster.findUnique({ where: { userId: DEMO_USER_ID } })) return;
  await db.dealerCustodyPoster.create({
    data: { userId: DEMO_USER_ID, title: '名片托管服务', text: '把名片交给我打理：信息更新、资料完善，随时为您维护。\n接受托管后只能由客服解除，请放心。' },
  });
}
