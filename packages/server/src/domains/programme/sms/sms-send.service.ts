import { LIMITS, type TSendSmsBody } from '@card/contract';
import type { AppContext } from '../../../context';
import { cardUserOf } from '../../../core/people';
import { textFilter } from '../../../core/text-filter';
import { isUniqueViolation } from '../../../lib/db-errors';
import { DomainError } from '../../../lib/domain-error';
import { SmsSendError } from '../../../providers/sms';
import { changeCredits } from './sms-credits';
import { smsRepository } from './sms.repository';
import { assertWithinDay, dailyLimitOf, dayStartOf, recordStatus, sendPlan, uniqueMobiles } from './sms.rules';
import { smsService } from './sms.service';

const L = LIMITS.programmeSms;
const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * Sending an SMS: every check before any credit moves (consent, an approved sign of the sender's, the length with
 * the sign, sensitive words, whose credits pay and the day's limits, the rate budget); then one transaction takes
 * the credits (conditional: never below zero) and writes the record with its recipients; then the provider sends to
 * each number; finally one transaction gives back the credits of numbers the provider refused and settles the record.
 * The auto-send after a card exchange goes the same way (autoPass), with the user's default sign and template.
 */
export function smsSendService(ctx: AppContext) {
  const repo = smsRepository(ctx.db);

  /** Whose credits pay: the sender's, or an owner's who granted the sender (still a colleague), within the grant's day. */
  async function payerOf(userId: string, payer: string, recipients: number, now: Date) {
    if (!payer || payer === '0') return userId;
    const ownerId = await cardUserOf(ctx.db, payer, userId, 'payer');
    if (ownerId === userId) return userId;
    const grant = await repo.grantOf(ownerId, userId);
    const [ownerCompany, myCompany] = await Promise.all([repo.companyOf(ownerId), repo.companyOf(userId)]);
    // A colleague who left the company loses the grant with it.
    if (!grant || !ownerCompany || ownerCompany !== myCompany) throw new DomainError('SMS_GRANT_NOT_FOUND', { field: 'payer' });
    assertWithinDay(await repo.recipientsSince(userId, dayStartOf(now), ownerId), recipients, grant.perDay);
    return ownerId;
  }

  /** The checks every send passes before credits move; answers the sign, the numbers and what it costs. */
  async function prepare(userId: string, signId: string, text: string, mobiles: string[], now: Date) {
    const acc = await repo.account(userId);
    if (!acc?.consentAt) throw new DomainError('SMS_CONSENT_REQUIRED', { field: 'signId' });
    const sign = await repo.signById(signId);
    if (!sign || sign.userId !== userId) throw new DomainError('SMS_SIGN_NOT_FOUND', { field: 'signId' });
    if (sign.status !== 'approved') throw new DomainError('SMS_SIGN_NOT_APPROVED', { field: 'signId' });
    const to = uniqueMobiles(mobiles);
    const plan = sendPlan(sign.text, text, to.length);
    await textFilter(ctx).assertClean(text, 'text');
    assertWithinDay(await repo.recipientsSince(userId, dayStartOf(now)), to.length, dailyLimitOf(acc.dailyCap));
    return { sign, to, plan };
  }

  /** Credits taken and the record written in one transaction, the provider called, refused numbers' credits returned. */
  async function deliver(userId: string, payerId: string, p: Awaited<ReturnType<typeof prepare>>, source: string, now: Date, autoKey: string | null = null) {
    const { sign, to, plan } = p;
    const recordId = ctx.ids.id();
    await ctx.db.$transaction(async (tx) => {
      await changeCredits(tx, ctx.ids, now, { userId: payerId, delta: -plan.cost, kind: 'send', refId: recordId });
      const r = smsRepository(tx);
      await r.addRecord({
        id: recordId,
        userId,
        payerId,
        signId: sign.id,
        signText: sign.text,
        text: plan.full,
        segments: plan.segments,
        recipients: to.length,
        charged: plan.cost,
        source,
        autoKey,
        createdAt: now,
      });
      await r.addRecipients(to.map((mobile, seq) => ({ id: ctx.ids.id(), recordId, seq, mobile })));
    });

    const failed: { seq: number; error: string }[] = [];
    for (const [seq, mobile] of to.entries()) {
      try {
        await ctx.providers.sms.send({ to: `+86${mobile}`, channel: 'sms', text: plan.full }); // mainland numbers only (the contract's rule)
      } catch (err) {
        // A gateway's refusal is reduced to its kind; the vendor's text stays in the log.
        const kind = err instanceof SmsSendError ? err.kind : 'failed';
        ctx.log.warn({ err, recordId, seq }, 'sms send refused');
        failed.push({ seq, error: kind });
      }
    }

    const returned = failed.length * plan.segments;
    await ctx.db.$transaction(async (tx) => {
      const r = smsRepository(tx);
      for (const f of failed) await r.markRecipient(recordId, f.seq, f.error);
      if (returned > 0) await changeCredits(tx, ctx.ids, ctx.clock.now(), { userId: payerId, delta: returned, kind: 'sendReturn', refId: recordId });
      await r.finishRecord(recordId, { returned, status: recordStatus(to.length - failed.length, failed.length) });
    });
    return recordId;
  }

  async function send(userId: string, b: TSendSmsBody) {
    const now = ctx.clock.now();
    const p = await prepare(userId, b.signId, b.text, b.mobiles, now);
    const payerId = await payerOf(userId, b.payer, p.to.length, now);
    await ctx.limiter.enforce([{ key: `sms:send:${userId}`, rule: { max: L.sendsPerMinute, windowMs: MINUTE } }], 'SMS_SEND_TOO_FREQUENT', 'mobiles');
    return smsService(ctx).recordDetail(userId, await deliver(userId, payerId, p, 'manual', now));
  }

  /**
   * One pass of the auto-send: for each user with auto-send on (consent given, a default sign), every card exchange
   * accepted since the settings were saved (at most a day back) whose other side has a mainland mobile and has not
   * had its SMS yet (source `auto:<exchangeId>`) gets the template, paid with the user's own credits. A refusal (no
   * credits, the day's cap, a sign no longer approved) skips it; later passes try again while it is within the day.
   */
  async function autoPass() {
    const now = ctx.clock.now();
    const from = new Date(now.getTime() - DAY);
    for (const acc of await repo.autoSenders()) {
      const since = acc.updatedAt > from ? acc.updatedAt : from;
      for (const ex of await repo.acceptedSince(acc.userId, since)) {
        const source = `auto:${ex.id}`;
        if (await repo.recordBySource(acc.userId, source)) continue;
        const other = await repo.mobileOf(ex.otherId);
        if (other?.regionCode !== '+86') continue;
        try {
          const p = await prepare(acc.userId, acc.defaultSignId!, acc.autoTemplate, [other.phone], now);
          await deliver(acc.userId, acc.userId, p, source, now, ex.id);
        } catch (err) {
          // Another instance's pass sent it first (the record's unique autoKey): nothing was charged here.
          if (isUniqueViolation(err)) continue;
          if (!(err instanceof DomainError)) throw err;
          ctx.log.info({ userId: acc.userId, exchangeId: ex.id, code: err.code }, 'sms auto-send skipped');
        }
      }
    }
  }

  return { send, autoPass };
}
