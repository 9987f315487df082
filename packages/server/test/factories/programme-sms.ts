import type { FactoryCtx } from './users';

/** Test factories of the programme area's sms part (issue 18). */
type Person = { id: string };

/** A sign of the user's, approved by default (the review is tested through its calls). */
export function newSmsSign(ctx: FactoryCtx, user: Person, opts: { text?: string; status?: 'pending' | 'approved' | 'rejected' } = {}) {
  const now = ctx.clock.now();
  const status = opts.status ?? 'approved';
  return ctx.db.smsSign.create({
    data: { id: ctx.ids.id(), userId: user.id, text: opts.text ?? '名片科技', status, createdAt: now, reviewedAt: status === 'pending' ? null : now },
  });
}

/**
 * An SMS account with `credits` (a ledger entry `pack` for them, as a paid pack would leave) and consent given unless
 * told otherwise.
 */
export async function newSmsAccount(ctx: FactoryCtx, user: Person, opts: { credits?: number; consent?: boolean; dailyCap?: number } = {}) {
  const now = ctx.clock.now();
  const credits = opts.credits ?? 0;
  await ctx.db.smsAccount.create({ data: { userId: user.id, credits, consentAt: opts.consent === false ? null : now, dailyCap: opts.dailyCap ?? 0, createdAt: now, updatedAt: now } });
  if (credits > 0) await ctx.db.smsCreditEntry.create({ data: { id: ctx.ids.id(), userId: user.id, delta: credits, kind: 'pack', refId: 'factory', balance: credits, createdAt: now } });
}

/** A user ready to send: an account with credits and consent, and an approved sign. */
export async function newSmsSender(ctx: FactoryCtx, user: Person, credits = 100) {
  await newSmsAccount(ctx, user, { credits });
  return newSmsSign(ctx, user);
}

/** A send record of the user's (paid by the user) with its recipients, as a finished send leaves it. */
export async function newSmsRecord(ctx: FactoryCtx, user: Person, mobiles = ['13800138000']) {
  const now = ctx.clock.now();
  const sign = await newSmsSign(ctx, user);
  const id = ctx.ids.id();
  await ctx.db.smsRecord.create({
    data: {
      id,
      userId: user.id,
      payerId: user.id,
      signId: sign.id,
      signText: sign.text,
      text: `【${sign.text}】你好`,
      segments: 1,
      recipients: mobiles.length,
      charged: mobiles.length,
      createdAt: now,
    },
  });
  await ctx.db.smsRecipient.createMany({ data: mobiles.map((mobile, seq) => ({ id: ctx.ids.id(), recordId: id, seq, mobile })) });
  return { id, signId: sign.id };
}

/** The owner lets the grantee use their credits (both must share a company for a send to use it). */
export function newSmsGrant(ctx: FactoryCtx, owner: Person, grantee: Person, perDay = 100) {
  return ctx.db.smsGrant.create({ data: { id: ctx.ids.id(), ownerId: owner.id, granteeId: grantee.id, perDay, createdAt: ctx.clock.now() } });
}
