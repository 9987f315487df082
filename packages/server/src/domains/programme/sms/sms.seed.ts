import type { Db } from '../../../db';

const SIGN_ID = 'smsSignDemo000000001';

/**
 * Demo data of the programme area's sms part (issue 18); idempotent. The demo user (13800138000) gets an approved
 * sign, consent to send, and 100 credits with their ledger entry, so SMS management can be tried at once.
 */
export async function seedProgrammeSms(db: Db): Promise<void> {
  const demo = await db.user.findUnique({ where: { regionCode_phone: { regionCode: '+86', phone: '13800138000' } }, select: { id: true } });
  if (!demo || (await db.smsAccount.findUnique({ where: { userId: demo.id } }))) return;
  const now = new Date();
  await db.$transaction([
    db.smsSign.upsert({ where: { id: SIGN_ID }, create: { id: SIGN_ID, userId: demo.id, text: '名片科技', status: 'approved', createdAt: now, reviewedAt: now }, update: {} }),
    db.smsAccount.create({ data: { userId: demo.id, credits: 100, defaultSignId: SIGN_ID, consentAt: now, createdAt: now, updatedAt: now } }),
    db.smsCreditEntry.create({ data: { id: 'smsCreditDemo0000001', userId: demo.id, delta: 100, kind: 'pack', refId: 'seed', balance: 100, createdAt: now } }),
  ]);
}
