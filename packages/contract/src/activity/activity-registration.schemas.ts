import { z } from 'zod';
import { fBool, fEnum, fId, fInt, fOptText, fText } from '../common/form';
import { label, type AreaLabels } from '../common/labels';
import { ACTIVITY_LIMITS as A } from './activity.limits';
import { pageOf, pageQueryShape } from '../common/paging';
import { zPhone, zVerificationCode } from '../common/rules';
import { rule } from '../common/validation';
import { ACTIVITY_KINDS, ACTIVITY_PHASES, REG_FIELD_KINDS, ZActivity, ZRegField } from './activity.schemas';

/**
 * Activity area, registration part (issue 16): body and answer shapes of activity-registration.contract.ts.
 * Registration pages (kind form), the form's fields, registering (free, or paid through an order of the money area's
 * `activityFee` line), the owner's attendee list and the registrant's own registrations.
 */

/** The money area's order line of a paid registration. */
export const ACTIVITY_FEE_LINE = 'activityFee' as const;

/**
 * unpaid: a paid activity's seat held by its open order; registered; cancelled (the registrant cancelled, or the
 * unpaid order closed); refunded (the paid fee went back).
 */
export const REGISTRATION_STATES = ['unpaid', 'registered', 'cancelled', 'refunded'] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];

/** Why a visitor cannot register now (null: they can). */
export const SIGN_UP_REFUSALS = ['draft', 'closed', 'ended', 'full', 'own'] as const;
export type SignUpRefusal = (typeof SIGN_UP_REFUSALS)[number];

const blankIsNone = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
/** An instant as an ISO 8601 string with a zone (the client sends `toISOString()` of the picked local time). */
const zInstant = z
  .string()
  .trim()
  .refine((s) => /^\d{4}-\d{2}-\d{2}T/.test(s) && Number.isFinite(Date.parse(s)), rule('type'));

// --- answers -------------------------------------------------------------------------------------------------------
/** One answer labelled by the form as it was when the person registered. */
export const ZRegAnswer = z.object({ fieldId: z.string(), label: z.string(), kind: z.enum(REG_FIELD_KINDS), value: z.string() });
export const ZRegistration = z.object({
  id: z.string(),
  activityId: z.string(),
  name: z.string(),
  mobile: z.string(),
  /** Set when a visitor registered without an account (issue 32): the phone their SMS code proved, masked. */
  guest: z.object({ phoneMasked: z.string() }).nullable(),
  answers: z.array(ZRegAnswer),
  feeFen: z.number().int(),
  state: z.enum(REGISTRATION_STATES),
  orderId: z.string().nullable(),
  checkedInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TRegistration = z.infer<typeof ZRegistration>;

/** The registration counts of an activity by state. */
export const ZRegCounts = z.object({ unpaid: z.number().int(), registered: z.number().int(), cancelled: z.number().int(), refunded: z.number().int() });
export const ZAttendeePage = pageOf(ZRegistration, { counts: ZRegCounts });

export const ZRegistrationPagePage = pageOf(ZActivity);
export const ZRegFields = z.object({ id: z.string(), kind: z.enum(ACTIVITY_KINDS), fields: z.array(ZRegField) });

/** The spec's /registerDetail: the activity or page, whether the caller can register (or why not), their registration. */
export const ZRegisterDetailView = z.object({
  activity: ZActivity,
  refusal: z.enum(SIGN_UP_REFUSALS).nullable(),
  mine: ZRegistration.nullable(),
  /** The signed-in caller's card name and phone, to start the form with (issue 32: one tap); null when signed out. */
  you: z.object({ name: z.string(), mobile: z.string() }).nullable(),
});
export type TRegisterDetailView = z.infer<typeof ZRegisterDetailView>;

/** A submitted registration; `orderId` names the order to pay when the activity has a fee (null when free). */
export const ZSubmitted = z.object({ registration: ZRegistration, orderId: z.string().nullable() });

/** One of the caller's registrations with the activity it is for. */
export const ZMyRegistration = ZRegistration.extend({
  activity: z.object({ id: z.string(), kind: z.enum(ACTIVITY_KINDS), title: z.string(), coverUrl: z.string(), phase: z.enum(ACTIVITY_PHASES), startTime: z.string().nullable() }),
});
export const ZMyRegistrationPage = pageOf(ZMyRegistration);

// --- bodies --------------------------------------------------------------------------------------------------------
/** Create (no id) or update (the caller's id) a registration page. */
export const ZSaveRegistrationPageBody = z.object({
  id: z.preprocess(blankIsNone, fId().optional()),
  title: fText(1, A.regTitleMax),
  intro: fOptText(A.regIntroMax, { multiline: true }),
  coverUrl: fOptText(500),
  signUpEnd: z.preprocess(blankIsNone, zInstant.optional()),
  capacity: z.preprocess(blankIsNone, fInt(0, A.regCapacityMax).default(0)),
});
export type TSaveRegistrationPageBody = z.input<typeof ZSaveRegistrationPageBody>;

/** A field as the owner edits it: a new one has no id yet (the server gives one). */
export const ZRegFieldInput = z.object({
  id: z.preprocess(blankIsNone, fId().optional()),
  label: fText(1, A.regFieldLabelMax),
  kind: fEnum([...REG_FIELD_KINDS] as [string, ...string[]]),
  required: z.preprocess(blankIsNone, fBool().default(false)),
  options: z
    .array(fText(1, A.regOptionMax))
    .max(A.regOptionsMax, rule('listSize', { max: A.regOptionsMax }))
    .default([]),
});
export type TRegFieldInput = z.input<typeof ZRegFieldInput>;
export const ZSaveRegistrationFieldsBody = z.object({
  id: fId(),
  fields: z.array(ZRegFieldInput).max(A.regFieldsMax, rule('listSize', { max: A.regFieldsMax })),
});
export type TSaveRegistrationFieldsBody = z.input<typeof ZSaveRegistrationFieldsBody>;

/** Register: the name and mobile always, and an answer per field id (checked against the form by the server). */
export const ZSubmitRegistrationBody = z.object({
  id: fId(),
  name: fText(1, A.regNameMax),
  mobile: zPhone,
  answers: z.record(z.string().max(64), z.string().max(A.regAnswerTextareaMax * 2)).default({}),
});
export type TSubmitRegistrationBody = z.input<typeof ZSubmitRegistrationBody>;
/**
 * A visitor without an account registers (issue 32): the same fields plus the SMS code sent to `mobile` (purpose
 * activityRegister, through getVerificationCode and its sign-up budgets). No account is made.
 */
export const ZSubmitGuestRegistrationBody = ZSubmitRegistrationBody.extend({ code: zVerificationCode });
export type TSubmitGuestRegistrationBody = z.input<typeof ZSubmitGuestRegistrationBody>;

export const ZAttendeesBody = z.object({
  id: fId(),
  state: z.preprocess(blankIsNone, fEnum([...REGISTRATION_STATES] as [string, ...string[]]).optional()),
  ...pageQueryShape,
});
export const ZAttendeesQuery = z.object({ id: fId() });

const FIELDS = {
  id: label('报名页', 'registration page'),
  title: label('报名页标题', 'page title'),
  intro: label('报名页介绍', 'page introduction'),
  coverUrl: label('封面图片', 'cover picture'),
  signUpEnd: label('报名截止时间', 'sign-up end'),
  capacity: label('名额', 'places'),
  fields: label('报名字段', 'form fields'),
  name: label('姓名', 'name'),
  mobile: label('手机号码', 'mobile number'),
  answers: label('报名信息', 'answers'),
  code: label('短信验证码', 'SMS code'),
  state: label('报名状态', 'registration state'),
};
const ACTIVITY_ID = { ...FIELDS, id: label('活动', 'activity') };
const REGISTRATION_ID = { ...FIELDS, id: label('报名记录', 'registration') };

/** Every body field of this part's calls, with its zh-CN and English label. */
export const ACTIVITY_REGISTRATION_LABELS: AreaLabels = {
  fields: {},
  calls: {
    saveRegistrationPage: FIELDS,
    publishRegistrationPage: FIELDS,
    closeRegistrationPage: FIELDS,
    delRegistrationPage: FIELDS,
    findMyRegistrationPages: FIELDS,
    saveRegistrationFields: ACTIVITY_ID,
    findRegistrationFields: ACTIVITY_ID,
    findRegisterDetail: ACTIVITY_ID,
    submitRegistration: ACTIVITY_ID,
    submitGuestRegistration: ACTIVITY_ID,
    cancelRegistration: REGISTRATION_ID,
    cancelActivity: ACTIVITY_ID,
    findAttendees: ACTIVITY_ID,
    exportAttendees: ACTIVITY_ID,
    checkInAttendee: REGISTRATION_ID,
    findMyRegistrations: FIELDS,
  },
};
