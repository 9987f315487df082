import { messageColumns, type CaseReportReason, type CaseState, type Lang, type TPageQuery } from '@card/contract';
import type { AppContext } from '../../context';
import type { DbClient } from '../../core/db';
import { textFilter } from '../../core/text-filter';
import { DomainError } from '../../lib/domain-error';
import { langOf } from '../../lib/lang';
import { pageArgs, pageResult } from '../../lib/paging';
import { casesRepository, type CaseRow } from './content-cases.repository';
import { CASE_MESSAGES, REPORT_REASON_TEXTS } from './content-cases.messages';
import { appealOutcome, assertCanAppeal, assertCanComplain, assertReason, auditOutcome, complaintOutcome, visibleToOthers } from './content-cases.rules';
import { ownerView, type CasePerson } from './content-cases.views';
import { viewsOf } from './content-cases.service';

type Complaint = { id: string; caseId: string; reporterId: string; reason: string; text: string; state: string; createdAt: Date };
type Appeal = { id: string; caseId: string; userId: string; text: string; state: string; createdAt: Date };

/**
 * Design cases, the review side: the audit (with its whitelist), complaints and appeals. Each decision is one
 * transaction: the case moves only from the state the rule saw (a second operator deciding at the same moment
 * changes nothing and is told it was decided), and the message to the owner or reporter is written with it.
 */
export function contentCasesReviewService(ctx: AppContext) {
  const repo = casesRepository(ctx.db);

  /** The guard checked the role from the session; the decision checks it again against the database. */
  async function assertOperator(userId: string) {
    if (!(await repo.isOperator(userId))) throw new DomainError('NO_PERMISSION');
  }

  /** A message about the case `caseId` (its page shows it to the owner in any state, and to the reporter). */
  async function tell(db: DbClient, userId: string, text: (lang: Lang) => { title: string; content: string }, caseId: string) {
    const [p] = await casesRepository(db).people([userId]);
    if (!p) return;
    await casesRepository(db).addMessage({ id: ctx.ids.id(), userId, ...text(langOf(p.language)), ...messageColumns('system', { type: 'case', id: caseId }), createdAt: ctx.clock.now() });
  }

  const caseOf = async (db: DbClient, id: string) => {
    const row = await casesRepository(db).byId(id);
    if (!row) throw new DomainError('NOT_FOUND', { field: 'id' });
    return row;
  };
  const decided = (): never => {
    throw new DomainError('CASE_ALREADY_DECIDED', { field: 'id' });
  };

  // --- audit -------------------------------------------------------------------------------------------------------
  async function audit(operatorId: string, input: { id: string; pass: boolean; reason: string }) {
    await assertOperator(operatorId);
    assertReason(input.pass, input.reason, false);
    const row = await ctx.db.$transaction(async (tx) => {
      const c = await caseOf(tx, input.id);
      const next = auditOutcome(c.state as CaseState, input.pass);
      const now = ctx.clock.now();
      const moved = await casesRepository(tx).update(
        c.id,
        c.state,
        next === 'forbidden' ? { state: next, forbiddenAt: now, forbiddenReason: input.reason } : { state: next, forbiddenReason: '' },
      );
      if (!moved) decided();
      await tell(tx, c.userId, (lang) => (input.pass ? CASE_MESSAGES.auditPassed(lang, c.title) : CASE_MESSAGES.auditRefused(lang, c.title, input.reason)), c.id);
      return (await casesRepository(tx).byId(c.id))!;
    });
    return (await viewsOf(ctx.db, [row]))[0]!;
  }

  async function auditQueue(operatorId: string, q: TPageQuery) {
    await assertOperator(operatorId);
    const { skip, take } = pageArgs(q);
    const [rows, total] = await Promise.all([repo.auditing(skip, take), repo.countAuditing()]);
    return pageResult(await viewsOf(ctx.db, rows), total, q);
  }

  // --- complaints --------------------------------------------------------------------------------------------------
  async function complaintViews(rows: Complaint[]) {
    const cases = await repo.byIds([...new Set(rows.map((r) => r.caseId))]);
    const views = new Map((await viewsOf(ctx.db, cases)).map((v) => [v.id, v]));
    const people = new Map<string, CasePerson>((await repo.people([...new Set(rows.map((r) => r.reporterId))])).map((p) => [p.id, p]));
    return rows
      .filter((r) => views.has(r.caseId))
      .map((r) => ({
        id: r.id,
        reason: r.reason as CaseReportReason,
        text: r.text,
        state: r.state as 'pending' | 'upheld' | 'rejected',
        createdAt: r.createdAt.toISOString(),
        case: views.get(r.caseId)!,
        reporter: ownerView(people.get(r.reporterId)),
      }));
  }

  async function complain(reporterId: string, input: { id: string; reason: CaseReportReason; text: string }) {
    const c = await repo.byId(input.id);
    // Only a case the reporter can see may be complained about; the owner's own is refused by the rule.
    if (!c || (c.userId !== reporterId && !visibleToOthers(c))) throw new DomainError('NOT_FOUND', { field: 'id' });
    assertCanComplain({ ownerId: c.userId, reporterId, openByReporter: await repo.openComplaints(c.id, reporterId) });
    await textFilter(ctx).assertClean(input.text, 'text');
    const row = await repo.addComplaint({ id: ctx.ids.id(), caseId: c.id, reporterId, reason: input.reason, text: input.text, createdAt: ctx.clock.now() });
    return (await complaintViews([row]))[0]!;
  }

  async function decideComplaint(operatorId: string, input: { id: string; pass: boolean; reason: string }) {
    await assertOperator(operatorId);
    assertReason(input.pass, input.reason, true);
    const row = await ctx.db.$transaction(async (tx) => {
      const r = casesRepository(tx);
      const cp = await r.complaintById(input.id);
      if (!cp) throw new DomainError('NOT_FOUND', { field: 'id' });
      const c = await caseOf(tx, cp.caseId);
      const out = complaintOutcome(cp.state, c.state as CaseState, input.pass);
      const now = ctx.clock.now();
      if (!(await r.decideComplaint(cp.id, out.complaint, now))) decided();
      if (input.pass && c.state !== 'forbidden' && c.state !== 'appealing') {
        if (!(await r.update(c.id, c.state, { state: out.caseState, forbiddenAt: now, forbiddenReason: input.reason }))) decided();
        await tell(tx, c.userId, (lang) => CASE_MESSAGES.forbidden(lang, c.title, input.reason), c.id);
      }
      await tell(tx, cp.reporterId, (lang) => CASE_MESSAGES.complaintDecided(lang, c.title, input.pass), c.id);
      return (await r.complaintById(cp.id))!;
    });
    return (await complaintViews([row]))[0]!;
  }

  async function complaints(operatorId: string, q: TPageQuery) {
    await assertOperator(operatorId);
    const { skip, take } = pageArgs(q);
    const [rows, total] = await Promise.all([repo.pendingComplaints(skip, take), repo.countPendingComplaints()]);
    return pageResult(await complaintViews(rows), total, q);
  }

  // --- appeals -----------------------------------------------------------------------------------------------------
  async function appealViews(rows: Appeal[]) {
    const views = new Map((await viewsOf(ctx.db, await repo.byIds([...new Set(rows.map((r) => r.caseId))]))).map((v) => [v.id, v]));
    return rows
      .filter((r) => views.has(r.caseId))
      .map((r) => ({
        id: r.id,
        text: r.text,
        state: r.state as 'pending' | 'accepted' | 'refused',
        createdAt: r.createdAt.toISOString(),
        case: views.get(r.caseId)!,
      }));
  }

  async function appeal(userId: string, input: { id: string; text: string }) {
    const row = await ctx.db.$transaction(async (tx) => {
      const r = casesRepository(tx);
      const c = await r.byId(input.id);
      if (!c || c.userId !== userId) throw new DomainError('NOT_FOUND', { field: 'id' });
      assertCanAppeal(c.state as CaseState, c.forbiddenAt, (await r.lastAppeal(c.id))?.createdAt ?? null);
      if (!(await r.update(c.id, 'forbidden', { state: 'appealing' }))) throw new DomainError('CASE_APPEAL_USED', { field: 'id' });
      return r.addAppeal({ id: ctx.ids.id(), caseId: c.id, userId, text: input.text, createdAt: ctx.clock.now() });
    });
    return (await appealViews([row]))[0]!;
  }

  async function decideAppeal(operatorId: string, input: { id: string; pass: boolean; reason: string }) {
    await assertOperator(operatorId);
    assertReason(input.pass, input.reason, false);
    const row = await ctx.db.$transaction(async (tx) => {
      const r = casesRepository(tx);
      const ap = await r.appealById(input.id);
      if (!ap) throw new DomainError('NOT_FOUND', { field: 'id' });
      const c: CaseRow = await caseOf(tx, ap.caseId);
      const out = appealOutcome(ap.state, c.state as CaseState, input.pass);
      const now = ctx.clock.now();
      if (!(await r.decideAppeal(ap.id, out.appeal, now))) decided();
      // A refused appeal keeps the reason the case was forbidden for; the message carries the refusal's reason.
      if (!(await r.update(c.id, 'appealing', input.pass ? { state: out.caseState, forbiddenReason: '' } : { state: out.caseState }))) decided();
      await tell(tx, c.userId, (lang) => (input.pass ? CASE_MESSAGES.appealAccepted(lang, c.title) : CASE_MESSAGES.appealRefused(lang, c.title, input.reason)), c.id);
      return (await r.appealById(ap.id))!;
    });
    return (await appealViews([row]))[0]!;
  }

  async function appeals(operatorId: string, q: TPageQuery) {
    await assertOperator(operatorId);
    const { skip, take } = pageArgs(q);
    const [rows, total] = await Promise.all([repo.pendingAppeals(skip, take), repo.countPendingAppeals()]);
    return pageResult(await appealViews(rows), total, q);
  }

  // --- whitelist ---------------------------------------------------------------------------------------------------
  async function userOf(phoneIdEcr: string) {
    const u = await repo.userByPublicId(phoneIdEcr);
    if (!u) throw new DomainError('NOT_FOUND', { field: 'phoneIdEcr' });
    return u;
  }

  async function whitelist(operatorId: string, q: TPageQuery) {
    await assertOperator(operatorId);
    const { skip, take } = pageArgs(q);
    const [rows, total] = await Promise.all([repo.whitelist(skip, take), repo.countWhitelist()]);
    const people = new Map<string, CasePerson>((await repo.people(rows.map((r) => r.userId))).map((p) => [p.id, p]));
    return pageResult(
      rows.map((r) => ({ person: ownerView(people.get(r.userId)), addedAt: r.createdAt.toISOString() })),
      total,
      q,
    );
  }

  async function addWhitelist(operatorId: string, phoneIdEcr: string) {
    await assertOperator(operatorId);
    const u = await userOf(phoneIdEcr);
    const row = await repo.addWhitelist(u.id, operatorId, ctx.clock.now());
    const [p] = await repo.people([u.id]);
    return { person: ownerView(p), addedAt: row.createdAt.toISOString() };
  }

  async function removeWhitelist(operatorId: string, phoneIdEcr: string) {
    await assertOperator(operatorId);
    const u = await userOf(phoneIdEcr);
    await repo.removeWhitelist(u.id);
    return { phoneIdEcr };
  }

  const reasons = (lang: Lang) =>
    (Object.keys(REPORT_REASON_TEXTS) as CaseReportReason[]).map((reason) => ({ reason, text: lang === 'en' ? REPORT_REASON_TEXTS[reason].en : REPORT_REASON_TEXTS[reason].zh }));

  return { audit, auditQueue, complain, decideComplaint, complaints, appeal, decideAppeal, appeals, whitelist, addWhitelist, removeWhitelist, reasons };
}
