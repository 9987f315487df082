import { z } from 'zod';
import { fBool, fEnum, fId, fInt, fNumber, fOptText, fText } from '../common/form';
import { label, type AreaLabels } from '../common/labels';
import { LIMITS } from '../common/limits';
import { pageOf } from '../common/paging';
import { rule } from '../common/validation';
import { ZActivity, ZActivityOwner } from './activity.schemas';
import { fFen } from '../common/money';

/**
 * Activity area, events part (issue 16): body and answer shapes of activity-events.contract.ts. Activities of kind
 * "activity" (module 61): a time window, an address with an optional map point, a fee in fen and a capacity.
 */
const A = LIMITS.activity;
const P = LIMITS.paging;
const blankIsNone = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * A date or date-time as typed: `YYYY-MM-DD`, `YYYY-MM-DD HH:mm[:ss]`, the datetime-local form `YYYY-MM-DDTHH:mm`
 * (all read as China time, UTC+8) or a full ISO string with its offset. Kept as text here: the server reads it
 * (`parseChinaTime`) and answers SUBMIT_DATA_ERROR naming the field when it is not a real date.
 */
const zWhenText = z
  .string()
  .trim()
  .max(40, rule('maxLength', { max: 40 }));
const fWhen = () => zWhenText.refine((s) => s.length > 0, rule('required'));
const fOptWhen = () => z.preprocess(blankIsNone, zWhenText.optional());

/** A card's public id, or `0` for the caller's own (the spec's `{0}` card path). */
const zCardRef = z.string().regex(/^(0|[A-Za-z0-9_-]{8,64})$/, rule('idFormat'));

/** The spec's one status of the public list: published. */
export const LIST_ACTIVITY_STATUSES = ['ACTIVE'] as const;

// --- bodies --------------------------------------------------------------------------------------------------------
/**
 * getActivitysByStatuss: the spec's names (activityStatus, startTime, endTime, startIndex, len). The window is read
 * against publishedAt; its defaults (1990-01-01 and the end of today in China time) are applied by the server, which
 * knows what "today" is.
 */
export const ZActivitysByStatussBody = z.object({
  activityStatus: z.preprocess(blankIsNone, fEnum([...LIST_ACTIVITY_STATUSES]).default('ACTIVE')),
  startTime: fOptWhen(),
  endTime: fOptWhen(),
  startIndex: z.preprocess(blankIsNone, fInt(1, P.pageIndexMax).default(1)),
  len: z.preprocess(blankIsNone, fInt(1, P.pageSizeMax).default(A.pageSize)),
  phoneIdEcr: z.preprocess(blankIsNone, zCardRef.optional()),
  includeEnded: z.preprocess(blankIsNone, fBool().default(false)),
});
export type TActivitysByStatussBody = z.input<typeof ZActivitysByStatussBody>;

export const ZActivityIdBody = z.object({ id: fId() });

/** Create (no id) or update (the caller's id) an activity of kind "activity". */
export const ZSaveActivityBody = z.object({
  id: z.preprocess(blankIsNone, fId().optional()),
  title: fText(1, A.titleMax),
  intro: fOptText(A.introMax, { multiline: true }),
  coverUrl: fOptText(500),
  startTime: fWhen(),
  endTime: fWhen(),
  signUpEnd: fOptWhen(),
  address: fText(1, A.addressMax),
  lat: z.preprocess(blankIsNone, fNumber(-90, 90).optional()),
  lng: z.preprocess(blankIsNone, fNumber(-180, 180).optional()),
  feeFen: fFen(0, A.feeMaxFen),
  capacity: fInt(0, A.capacityMax),
});
export type TSaveActivityBody = z.input<typeof ZSaveActivityBody>;

export const ZNotifyAttendeesBody = z.object({ id: fId(), text: fText(1, A.notificationMax, { multiline: true }) });

// --- answers -------------------------------------------------------------------------------------------------------
export const ZActivityPage = pageOf(ZActivity);

/** The viewer's own registration (the registration part's states); null when signed out or not registered. */
export const MY_REGISTRATION_STATES = ['unpaid', 'registered', 'cancelled', 'refunded'] as const;
export const ZActivityDetail = ZActivity.extend({
  myRegistration: z.enum(MY_REGISTRATION_STATES).nullable(),
  /** The viewer owns it (the detail page then offers the owner's links instead of registering). */
  mine: z.boolean(),
});
export type TActivityDetail = z.infer<typeof ZActivityDetail>;

/** "[registration fees]": what registering costs and whether a seat is left. seatsLeft null = unlimited. */
export const ZActivityFee = z.object({
  id: z.string(),
  feeFen: z.number().int(),
  free: z.boolean(),
  capacity: z.number().int(),
  enrolled: z.number().int(),
  seatsLeft: z.number().int().nullable(),
  signUpClosesAt: z.string().nullable(),
  open: z.boolean(),
});
export type TActivityFee = z.infer<typeof ZActivityFee>;

/** "[registration address]": the address and, with a map point, links that open it in the four map services. */
export const ZActivityAddress = z.object({
  id: z.string(),
  address: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  mapLinks: z.array(z.object({ service: z.enum(['amap', 'baidu', 'tencent', 'apple']), url: z.string() })),
});
export type TActivityAddress = z.infer<typeof ZActivityAddress>;

export const ZNotified = z.object({ told: z.number().int() });

/** What the poster screen lays out: the share link with its QR code (a PNG data URL) and the activity's essentials. */
export const ZActivityPoster = z.object({
  id: z.string(),
  title: z.string(),
  coverUrl: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  address: z.string(),
  feeFen: z.number().int(),
  link: z.string(),
  qrDataUrl: z.string(),
  owner: ZActivityOwner,
});
export type TActivityPoster = z.infer<typeof ZActivityPoster>;

const FIELDS = {
  activityStatus: label('活动状态', 'activity status'),
  startTime: label('开始时间', 'start time'),
  endTime: label('结束时间', 'end time'),
  startIndex: label('页码', 'page'),
  len: label('每页条数', 'page size'),
  phoneIdEcr: label('名片', 'card'),
  includeEnded: label('包含已结束', 'include ended'),
  id: label('活动', 'activity'),
  title: label('活动名称', 'activity title'),
  intro: label('活动介绍', 'introduction'),
  coverUrl: label('活动封面', 'cover picture'),
  signUpEnd: label('报名截止时间', 'registration deadline'),
  address: label('活动地址', 'address'),
  lat: label('纬度', 'latitude'),
  lng: label('经度', 'longitude'),
  feeFen: label('报名费', 'registration fee'),
  capacity: label('人数上限', 'capacity'),
  text: label('通知内容', 'notification text'),
};

/** Every body field of this part's calls, with its zh-CN and English label. */
export const ACTIVITY_EVENTS_LABELS: AreaLabels = {
  fields: {},
  calls: {
    getActivitysByStatuss: { ...FIELDS, startTime: label('发布时间起', 'published from'), endTime: label('发布时间止', 'published until') },
    getActivity: FIELDS,
    getActivityFee: FIELDS,
    getActivityAddress: FIELDS,
    getActivityPoster: FIELDS,
    saveActivity: FIELDS,
    publishActivity: FIELDS,
    delActivity: FIELDS,
    findMyActivities: FIELDS,
    notifyActivityAttendees: FIELDS,
  },
};
