import {
  ACTIVITY_FEE_LINE,
  ACTIVITY_MODULE,
  LIMITS,
  readPhone,
  REGISTRATION_MODULE,
  type Lang,
  type RegistrationState,
  type TPageQuery,
  type TRegField,
  type TRegistration,
} from '@card/contract';
import type { AppContext } from '../../context';
import { isModuleLocked, type AccessState } from '../../core/access';
import { textFilter } from '../../core/text-filter';
import type { ActivityRegistration, Activity } from '../../generated/prisma/client';
import { DomainError } from '../../lib/domain-error';
import { maskPhone } from '../../core/users';
import { pageArgs, pageResult } from '../../lib/paging';
import { authService } from '../account';
import { assertOwnImages } from '../../core/uploads';
import { createOrder, orderService } from '../orders';
import { activityViews, loadOwnActivity, loadVisibleActivity } from './activity.access';
import { feeOrderTitle, type FeeTerms } from './activity-fee.lines';
import { registrationRepository } from './activity-registration.repository';
import { assertGuestMayRegister, cancelMoveOf, checkAnswers, checkFields, type FieldInput, REFUSAL_CODES, type Registrant, registrantOf, signUpRefusal } from './activity-registration.rules';
import { fieldsOf } from './activity.rules';

const A = LIMITS.activity;
type SubmitInput = { id: string; name: string; mobile: string; answers: Record<string, string> };
const HOUR_MS = 3_600_000;

/** A visitor's registration shows that it has no account and the phone its code proved, masked (issue 32). */
function guestOf(r: ActivityRegistration): TRegistration['guest'] {
  const who = registrantOf(r);
  return who.kind === 'guest' ? { phoneMasked: `${who.region === '+86' ? '' : `${who.region} `}${maskPhone(who.phone)}` } : null;
}

/** A registration as its registrant and the owner see it: answers labelled by the form as it was when they registered. */
export function registrationView(r: ActivityRegistration): TRegistration {
  const parse = <T>(s: string, d: T): T => {
    try {
      return JSON.parse(s) as T;
    } catch {
      return d;
    }
  };
  const fields = parse<TRegField[]>(r.fieldsSnapshot, []);
  const answers = parse<Record<string, string>>(r.answers, {});
  return {
    id: r.id,
    activityId: r.activityId,
    name: r.name,
    mobile: r.mobile,
    guest: guestOf(r),
    answers: fields.map((f) => ({ fieldId: f.id, label: f.label, kind: f.kind, value: answers[f.id] ?? '' })),
    feeFen: r.feeFen,
    state: r.state as RegistrationState,
    orderId: r.orderId,
    checkedInAt: r.checkedInAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

/**
 * The owner's calls serve both kinds of row; the route declares no module, so the module of the row's kind is
 * checked here (61 for an activity, advanced; 62 for a registration page).
 */
export function assertKindModule(row: Pick<Activity, 'kind'>, access: AccessState | undefined) {
  const moduleId = row.kind === 'form' ? REGISTRATION_MODULE : ACTIVITY_MODULE;
  if (!access || isModuleLocked(moduleId, access)) throw new DomainError('MODULE_LOCKED', { field: 'id' });
}

/** Loads the caller's row of any kind with its module unlocked; someone else's answers NOT_FOUND. */
export async function loadOwnForForm(ctx: AppContext, userId: string, access: AccessState | undefined, id: string, field = 'id') {
  const row = await loadOwnActivity(ctx, userId, id, field);
  assertKindModule(row, access);
  return row;
}

/** Registration pages, their form, and registering (free, or paid through an order of the activityFee line). */
export function registrationService(ctx: AppContext) {
  const repo = registrationRepository(ctx.db);
  const filter = textFilter(ctx);
  const now = () => ctx.clock.now();
  const view = async (row: Activity) => (await activityViews(ctx, [row]))[0]!;

  async function ownPage(userId: string, id: string) {
    const row = await loadOwnActivity(ctx, userId, id);
    if (row.kind !== 'form') throw new DomainError('NOT_FOUND', { field: 'id' });
    return row;
  }

  /**
   * Registers `who` (an account, or a visitor by their verified phone) for a visible activity: refusals, answers and
   * the text filter first, then `verify` (a visitor's code), then the seat and the row in one transaction.
   */
  async function enrol(row: Activity, who: Registrant, b: SubmitInput, verify?: () => Promise<void>) {
    const viewerId = who.kind === 'account' ? who.userId : null;
    const at = now();
    const existing = await repo.mine(row.id, who);
    if (existing && (existing.state === 'registered' || existing.state === 'unpaid')) throw new DomainError('REG_ALREADY', { field: 'id' });
    const refusal = signUpRefusal(row, viewerId, at);
    if (refusal) throw new DomainError(REFUSAL_CODES[refusal], { field: 'id' });
    const fields = fieldsOf(row);
    const answers = checkAnswers(fields, b.answers ?? {});
    await filter.assertClean(b.name, 'name');
    for (const f of fields) if ((f.kind === 'text' || f.kind === 'textarea') && answers[f.id]) await filter.assertClean(answers[f.id]!, `answers.${f.id}`);
    if (verify) await verify();
    const paid = row.feeFen > 0;
    // Orders, refunds and receipts belong to an account; submitGuest refuses a fee first, this keeps it so.
    if (paid && who.kind !== 'account') throw new DomainError('REG_GUEST_PAID', { field: 'id' });
    const data = {
      name: b.name,
      mobile: b.mobile,
      answers: JSON.stringify(answers),
      fieldsSnapshot: JSON.stringify(fields),
      feeFen: row.feeFen,
      state: paid ? 'unpaid' : 'registered',
      orderId: null,
      checkedInAt: null,
      createdAt: at,
      updatedAt: at,
    };
    return ctx.db.$transaction(async (tx) => {
      const r = registrationRepository(tx);
      // The seat first: the conditional update lets exactly the free seats through, whoever comes at once.
      if (!(await r.takeSeat(row.id))) throw new DomainError('REG_FULL', { field: 'id' });
      // A cancelled or refunded registration is taken up again (one row per person and activity).
      const reg = existing ? await r.updateRegistration(existing.id, data) : await r.insertRegistration(who, { id: ctx.ids.id(), activityId: row.id, ...data });
      if (!paid || who.kind !== 'account') return { registration: registrationView(reg), orderId: null };
      const terms: FeeTerms = { activityId: row.id, title: row.title, feeFen: row.feeFen, ownerId: row.userId, registrationId: reg.id };
      const order = await createOrder(
        ctx,
        who.userId,
        {
          line: ACTIVITY_FEE_LINE,
          planCode: null,
          title: feeOrderTitle(terms, 'zh-CN'),
          amountFen: row.feeFen,
          terms,
          beneficiaryId: row.userId,
        },
        tx,
      );
      const withOrder = await r.updateRegistration(reg.id, { orderId: order.id });
      return { registration: registrationView(withOrder), orderId: order.id };
    });
  }

  return {
    // --- registration pages (module 62) ---
    async savePage(userId: string, b: { id?: string; title: string; intro: string; coverUrl: string; signUpEnd?: string; capacity: number }) {
      const at = now();
      const existing = b.id ? await ownPage(userId, b.id) : null;
      if (!existing && (await repo.countPages(userId)) >= A.regPagesMax) throw new DomainError('REG_PAGES_FULL', { field: 'id' });
      await filter.assertClean(b.title, 'title');
      await filter.assertClean(b.intro, 'intro');
      if (b.coverUrl && b.coverUrl !== existing?.coverUrl) await assertOwnImages(ctx, userId, [b.coverUrl], 'coverUrl');
      const signUpEnd = b.signUpEnd ? new Date(b.signUpEnd) : null;
      const endChanged = (signUpEnd?.getTime() ?? null) !== (existing?.signUpEnd?.getTime() ?? null);
      if (signUpEnd && endChanged && signUpEnd <= at) throw new DomainError('REG_SIGN_UP_END_PAST', { field: 'signUpEnd' });
      if (existing && b.capacity > 0 && b.capacity < existing.enrolled) throw new DomainError('REG_CAPACITY_BELOW_ENROLLED', { field: 'capacity' });
      const data = { title: b.title, intro: b.intro, coverUrl: b.coverUrl, signUpEnd, capacity: b.capacity, updatedAt: at };
      const row = existing
        ? await repo.updateActivity(existing.id, data)
        : await repo.insertPage({ id: ctx.ids.id(), userId, kind: 'form', feeFen: 0, status: 'draft', createdAt: at, ...data });
      return view(row);
    },

    async publishPage(userId: string, id: string) {
      await ownPage(userId, id);
      if (!(await repo.moveStatus(id, ['draft'], { status: 'ACTIVE', publishedAt: now(), updatedAt: now() }))) throw new DomainError('REG_STATE_INVALID', { field: 'id' });
      return view((await loadOwnActivity(ctx, userId, id))!);
    },

    async closePage(userId: string, id: string) {
      await ownPage(userId, id);
      if (!(await repo.moveStatus(id, ['ACTIVE'], { status: 'cancelled', updatedAt: now() }))) throw new DomainError('REG_STATE_INVALID', { field: 'id' });
      return view(await loadOwnActivity(ctx, userId, id));
    },

    async deletePage(userId: string, id: string) {
      const row = await ownPage(userId, id);
      // People who registered for an open page would lose it without a word: the owner closes it first.
      if (row.status === 'ACTIVE' && (await repo.countAll(id)) > 0) throw new DomainError('REG_HAS_ATTENDEES', { field: 'id' });
      await repo.updateActivity(id, { deletedAt: now(), updatedAt: now() });
      return { id };
    },

    async myPages(userId: string, q: TPageQuery) {
      const { skip, take } = pageArgs(q);
      const [rows, total] = await repo.pageOfPages(userId, skip, take);
      return pageResult(await activityViews(ctx, rows), total, q);
    },

    // --- the form ---
    async saveFields(userId: string, access: AccessState | undefined, b: { id: string; fields: FieldInput[] }) {
      const row = await loadOwnForForm(ctx, userId, access, b.id);
      const fields = checkFields(b.fields, () => ctx.ids.id());
      await filter.assertClean(fields.map((f) => [f.label, ...f.options].join(' ')).join('\n'), 'fields');
      await repo.updateActivity(row.id, { fields: JSON.stringify(fields), updatedAt: now() });
      return { id: row.id, kind: row.kind as Activity['kind'] & ('activity' | 'form'), fields };
    },

    async fields(userId: string, access: AccessState | undefined, id: string) {
      const row = await loadOwnForForm(ctx, userId, access, id);
      return { id: row.id, kind: row.kind as 'activity' | 'form', fields: fieldsOf(row) };
    },

    // --- registering ---
    async detail(viewerId: string | null, id: string) {
      const row = await loadVisibleActivity(ctx, viewerId, id);
      const mine = viewerId ? await repo.mine(id, { kind: 'account', userId: viewerId }) : null;
      const contact = viewerId ? await repo.contactOf(viewerId) : null;
      // A signed-in visitor's form starts filled with their name and phone, so registering is one tap (issue 32).
      const you = contact ? { name: contact.card?.name ?? '', mobile: contact.regionCode === '+86' ? contact.phone : `${contact.regionCode}${contact.phone}` } : null;
      return { activity: await view(row), refusal: signUpRefusal(row, viewerId, now()), mine: mine ? registrationView(mine) : null, you };
    },

    async submit(userId: string, b: SubmitInput) {
      await ctx.limiter.enforce([{ key: `activity:register:${userId}`, rule: { max: A.regSubmitsPerHour, windowMs: HOUR_MS } }]);
      const row = await loadVisibleActivity(ctx, userId, b.id);
      return enrol(row, { kind: 'account', userId }, b);
    },

    /**
     * A visitor without an account (issue 32): the SMS code proves the phone (purpose activityRegister, sent through
     * getVerificationCode under the sign-up budgets) and is spent only once everything else passed, so a missing
     * answer does not cost the code. The registration is stored under that phone; no account is made (an account
     * opened later with the phone takes it over: activity-guest-claim.ts). Free only.
     */
    async submitGuest(address: string, b: SubmitInput & { code: string }) {
      await ctx.limiter.enforce([{ key: `activity:register:guest:${address}`, rule: { max: A.regSubmitsPerHour, windowMs: HOUR_MS } }]);
      const row = await loadVisibleActivity(ctx, null, b.id);
      assertGuestMayRegister(row);
      const { region, national } = readPhone(b.mobile);
      // The code's refusals (expired, used, too many tries) name the code field the visitor typed it in.
      const verify = () =>
        authService(ctx)
          .verifyCode(region, national, 'activityRegister', b.code, true)
          .catch((err: unknown) => {
            throw err instanceof DomainError && !err.details?.field ? new DomainError(err.code, { ...err.details, field: 'code' }) : err;
          });
      return enrol(row, { kind: 'guest', region, phone: national }, b, verify);
    },

    async cancel(userId: string, id: string, lang: Lang) {
      const reg = await repo.registration(id);
      if (!reg || reg.userId !== userId) throw new DomainError('NOT_FOUND', { field: 'id' });
      const move = cancelMoveOf(reg.state as RegistrationState, reg.orderId);
      if (move === 'closeOrder') {
        // The money area closes the order; the line's onClosed cancels the registration and gives the seat back.
        await orderService(ctx).close(userId, reg.orderId!, lang);
      } else {
        await ctx.db.$transaction(async (tx) => {
          const r = registrationRepository(tx);
          if (!(await r.moveRegistration(reg.id, ['registered'], { state: 'cancelled', updatedAt: now() }))) throw new DomainError('REG_STATE_INVALID', { field: 'id' });
          await r.giveSeat(reg.activityId);
        });
      }
      return registrationView((await repo.registration(id))!);
    },
  };
}
