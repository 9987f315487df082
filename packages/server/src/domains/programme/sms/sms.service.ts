import { LIMITS, SMS_PACK_LINE, kindColumn, type TSaveSmsSettingBody } from '@card/contract';
import type { AppContext } from '../../../context';
import { cardUserOf, facesOf } from '../../../core/people';
import { textFilter } from '../../../core/text-filter';
import { DomainError } from '../../../lib/domain-error';
import { pageArgs, pageResult } from '../../../lib/paging';
import { createOrder } from '../../orders';
import { smsPackTitle } from './sms-pack.lines';
import { directSql } from '../../../core/direct-sql';
import { smsHomeRepository } from './sms-home.repository';
import { smsRepository } from './sms.repository';
import { assertColleague, assertSetting, assertSignRoom, assertSignText, dailyLimitOf, dayStartOf, packOf, signDecision } from './sms.rules';
import { SMS_HOME_LINK, SMS_MESSAGES } from './sms.messages';
import { recipientView, recordView, signView } from './sms.views';

const L = LIMITS.programmeSms;
type PageQ = { pageIndex: number; pageSize: number };

/**
 * SMS management except the send itself (sms-send.service.ts): the home, signs and their review, packs, settings,
 * the authorization (consent and grants to colleagues), records and the credit ledger. Someone else's sign, grant
 * or record answers its NOT_FOUND, as an unknown id does.
 */
export function smsService(ctx: AppContext) {
  const repo = smsRepository(ctx.db);

  /** The home page in one statement (sms-home.repository): the own account first among the payers, then each grant. */
  async function home(userId: string) {
    const h = await smsHomeRepository(directSql(ctx)).home(userId, dayStartOf(ctx.clock.now()));
    return {
      credits: h.credits,
      consent: h.consentAt !== null,
      defaultSignId: h.defaultSignId,
      signs: h.signs.map(signView),
      packs: L.packs.map((p) => ({ ...p })),
      todayRecipients: h.usedToday,
      dailyLimit: dailyLimitOf(h.dailyCap),
      payers: [
        { phoneIdEcr: '0', name: '', credits: h.credits, perDay: null, usedToday: h.usedToday },
        ...h.grants.map((g) => ({ phoneIdEcr: g.phoneIdEcr, name: g.name, credits: null, perDay: g.perDay, usedToday: Number(g.usedToday) })),
      ],
    };
  }

  async function applySign(userId: string, text: string) {
    assertSignText(text);
    assertSignRoom(await repo.signsOf(userId), text);
    await textFilter(ctx).assertClean(text, 'text');
    return signView(await repo.addSign({ id: ctx.ids.id(), userId, text, createdAt: ctx.clock.now() }));
  }

  async function reviews(q: { status: string } & PageQ) {
    const [rows, total] = await repo.signsIn(q.status, pageArgs(q));
    const faces = await facesOf(
      ctx.db,
      rows.map((r) => r.userId),
    );
    return pageResult(
      rows.map((r) => ({ ...signView(r), applicant: faces.face(r.userId) })),
      total,
      q,
    );
  }

  async function review(operatorId: string, b: { id: string; approve: boolean; reason: string }) {
    const sign = await repo.signById(b.id);
    if (!sign) throw new DomainError('SMS_SIGN_NOT_FOUND', { field: 'id' });
    // A sign decided already says so first, whatever this late decision carries (no reason included).
    if (sign.status !== 'pending') throw new DomainError('SMS_SIGN_DECIDED', { field: 'id' });
    const now = ctx.clock.now();
    const decision = signDecision(b.approve, b.reason);
    const faces = await facesOf(ctx.db, [sign.userId]);
    // The decision and the applicant's message together (issue 32): a decided sign is never left untold.
    await ctx.db.$transaction(async (tx) => {
      const r = smsRepository(tx);
      if (!(await r.decideSign(b.id, { ...decision, reviewedBy: operatorId, reviewedAt: now }))) throw new DomainError('SMS_SIGN_DECIDED', { field: 'id' });
      const text = SMS_MESSAGES.signDecided(faces.langOf(sign.userId), sign.text, decision.reason);
      await r.addMessage({ id: ctx.ids.id(), userId: sign.userId, ...text, link: SMS_HOME_LINK, ...kindColumn('system'), createdAt: now });
    });
    return { ...signView((await repo.signById(b.id))!), applicant: faces.face(sign.userId) };
  }

  /** The order's stored title is Chinese; lists show it in the reader's language through the line's title(). */
  async function buyPack(userId: string, packCode: string) {
    const pack = packOf(packCode);
    const order = await createOrder(ctx, userId, {
      line: SMS_PACK_LINE,
      planCode: null,
      title: smsPackTitle(pack.credits, 'zh-CN'),
      amountFen: pack.priceFen,
      terms: { packCode: pack.code, credits: pack.credits },
    });
    return { orderId: order.id, pay: null };
  }

  async function setting(userId: string) {
    const a = await repo.account(userId);
    return { defaultSignId: a?.defaultSignId ?? null, autoSend: a?.autoSend ?? false, autoTemplate: a?.autoTemplate ?? '', dailyCap: a?.dailyCap ?? 0, platformDailyMax: L.platformDailyMax };
  }

  async function saveSetting(userId: string, b: TSaveSmsSettingBody) {
    assertSetting(b);
    if (b.autoTemplate) await textFilter(ctx).assertClean(b.autoTemplate, 'autoTemplate');
    if (b.defaultSignId) {
      const s = await repo.signById(b.defaultSignId);
      if (!s || s.userId !== userId) throw new DomainError('SMS_SIGN_NOT_FOUND', { field: 'defaultSignId' });
      if (s.status !== 'approved') throw new DomainError('SMS_SIGN_NOT_APPROVED', { field: 'defaultSignId' });
    }
    await repo.saveAccount(userId, { defaultSignId: b.defaultSignId ?? null, autoSend: b.autoSend, autoTemplate: b.autoTemplate, dailyCap: b.dailyCap }, ctx.clock.now());
    return setting(userId);
  }

  async function authorization(userId: string) {
    const [acc, mine, toMe, company] = await Promise.all([repo.account(userId), repo.grantsBy(userId), repo.grantsTo(userId), repo.companyOf(userId)]);
    const faces = await facesOf(ctx.db, [...mine.map((g) => g.granteeId), ...toMe.map((g) => g.ownerId)]);
    return {
      consentAt: acc?.consentAt?.toISOString() ?? null,
      grants: mine.map((g) => ({ id: g.id, grantee: faces.face(g.granteeId), perDay: g.perDay, createdAt: g.createdAt.toISOString() })),
      grantedBy: toMe.map((g) => ({ owner: faces.face(g.ownerId), perDay: g.perDay, createdAt: g.createdAt.toISOString() })),
      hasCompany: !!company,
    };
  }

  async function saveConsent(userId: string, consent: boolean) {
    await repo.saveAccount(userId, { consentAt: consent ? ctx.clock.now() : null }, ctx.clock.now());
    return authorization(userId);
  }

  async function grant(userId: string, b: { phoneIdEcr: string; perDay: number }) {
    const granteeId = await cardUserOf(ctx.db, b.phoneIdEcr, userId);
    assertColleague(userId, await repo.companyOf(userId), granteeId, await repo.companyOf(granteeId));
    const existing = await repo.grantsBy(userId);
    if (!existing.some((g) => g.granteeId === granteeId) && existing.length >= L.grantsMax) throw new DomainError('SMS_GRANTS_FULL', { field: 'phoneIdEcr' });
    await repo.upsertGrant({ id: ctx.ids.id(), ownerId: userId, granteeId, perDay: b.perDay, createdAt: ctx.clock.now() });
    return authorization(userId);
  }

  async function revoke(userId: string, id: string) {
    if (!(await repo.revokeGrant(id, userId, ctx.clock.now()))) throw new DomainError('SMS_GRANT_NOT_FOUND', { field: 'id' });
    return authorization(userId);
  }

  async function records(userId: string, q: PageQ) {
    const [rows, total] = await repo.records(userId, pageArgs(q));
    const faces = await facesOf(
      ctx.db,
      rows.filter((r) => r.payerId !== userId).map((r) => r.payerId),
    );
    return pageResult(
      rows.map((r) => recordView(r, r.payerId === userId ? null : faces.face(r.payerId))),
      total,
      q,
    );
  }

  async function recordDetail(userId: string, id: string) {
    const r = await repo.recordById(id);
    if (!r || r.userId !== userId) throw new DomainError('SMS_RECORD_NOT_FOUND', { field: 'id' });
    const faces = await facesOf(ctx.db, r.payerId === userId ? [] : [r.payerId]);
    return { ...recordView(r, r.payerId === userId ? null : faces.face(r.payerId)), items: (await repo.recipientsOf(id)).map(recipientView) };
  }

  async function credits(userId: string, q: PageQ) {
    const [rows, total] = await repo.entries(userId, pageArgs(q));
    return pageResult(
      rows.map((e) => ({ id: e.id, delta: e.delta, kind: e.kind as 'pack', balance: e.balance, createdAt: e.createdAt.toISOString() })),
      total,
      q,
    );
  }

  return { home, applySign, reviews, review, buyPack, setting, saveSetting, authorization, saveConsent, grant, revoke, records, recordDetail, credits };
}
