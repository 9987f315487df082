import { z } from 'zod';
import { label, type AreaLabels } from '../common/labels';
import { fBool, fEnum, fId, fText } from '../common/form';
import { rule } from '../common/validation';
import { zMainlandPhone } from '../common/rules';
import { feedQueryShape, pageOf } from '../common/paging';
import { LIMITS } from '../common/limits';
import { ZNetworkPerson } from './network-common.schemas';
import { ZShareBackLead } from './network-shareback.schemas';

/**
 * The network, radar part (issue 13): body and answer shapes of network-radar.contract.ts. A visitor is named by
 * their `visitorKey` (a hash of the signed-in user or of the address, never the address itself).
 */
const L = LIMITS.network;

/** What a visitor did on a public card; `view` comes from the page itself, the others from its beacon. */
/** shareBack (issue 34): the visitor left their details (留下我的名片); written by that call, never by a beacon. */
export const RADAR_ACTIONS = ['view', 'call', 'saveContact', 'navigate', 'music', 'album', 'link', 'share', 'shareBack'] as const;
export type RadarAction = (typeof RADAR_ACTIONS)[number];
/** The actions a beacon may report (views are counted by the page request, so a beacon cannot add them). */
export const BEACON_ACTIONS = ['call', 'saveContact', 'navigate', 'music', 'album', 'link', 'share'] as const;
export type BeaconAction = (typeof BEACON_ACTIONS)[number];

/**
 * The kind of device a visitor opened the card on, read from the user agent (issue 31): what the radar shows of an
 * anonymous visitor beside their city. Phones by their system (inside WeChat or not); `wechat` is WeChat's browser on
 * a system the agent does not name (its desktop app, a mini program's web view).
 */
export const VISITOR_DEVICES = ['iphone', 'ipad', 'android', 'harmony', 'wechat', 'windows', 'mac', 'linux', 'other'] as const;
export type VisitorDevice = (typeof VISITOR_DEVICES)[number];

/** Ours: the card page's beacon: the card's public id and the actions taken on it, comma-joined, in order. */
export const ZRadarBeaconBody = z.object({
  ownerPhoneIdEcr: fId(),
  actions: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? [] : v.split(',').map((s) => s.trim())) : v),
    z
      .array(fEnum([...BEACON_ACTIONS]))
      .min(1)
      .max(L.beaconActionsMax, rule('listSize', { max: L.beaconActionsMax })),
  ),
});
export const ZRadarBeaconResult = z.object({ counted: z.number().int() });

/** One visitor of my card: a person when they were signed in, else an anonymous visitor (`person` null). */
export const ZRadarVisitor = z.object({
  visitorKey: z.string(),
  person: ZNetworkPerson.nullable(),
  /** The device of their latest visit and the city of its address, when known. */
  device: z.enum(VISITOR_DEVICES).nullable(),
  city: z.string().nullable(),
  views: z.number().int(),
  actions: z.number().int(),
  firstAt: z.string(),
  lastAt: z.string(),
  /** The details this visitor left on the card (share back, issue 34), while not withdrawn. */
  lead: ZShareBackLead.nullable().optional(),
});
export type TRadarVisitor = z.infer<typeof ZRadarVisitor>;
export const ZRadarVisitorPage = pageOf(ZRadarVisitor);

export const ZRadarEventsBody = z.object({ visitorKey: fId(), ...feedQueryShape });
export const ZRadarEvent = z.object({ id: z.string(), action: z.enum(RADAR_ACTIONS), at: z.string() });
export type TRadarEvent = z.infer<typeof ZRadarEvent>;
export const ZRadarEventPage = pageOf(ZRadarEvent, { visitor: ZRadarVisitor });

/** Views and visitors today (China time), in the last 7 days and in all; actions of the last 7 days by kind. */
export const ZRadarStats = z.object({
  todayViews: z.number().int(),
  todayVisitors: z.number().int(),
  weekViews: z.number().int(),
  weekVisitors: z.number().int(),
  totalViews: z.number().int(),
  totalVisitors: z.number().int(),
  weekActions: z.record(z.enum(BEACON_ACTIONS), z.number().int()),
  advisoryUnread: z.number().int(),
  /** The owner's choice: told live ("某某正在看你的名片") while the app is open. */
  liveAlerts: z.boolean(),
});
export type TRadarStats = z.infer<typeof ZRadarStats>;

/** Demand consultation: a visitor's request to the card's owner. */
export const ZAddAdvisoryBody = z.object({
  phoneIdEcr: fId(),
  name: fText(1, L.advisoryNameLength),
  phone: zMainlandPhone,
  content: fText(1, L.advisoryContentLength, { multiline: true }),
});
export const ZAdvisoryAdded = z.object({ id: z.string() });

export const ZAdvisory = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  content: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
  /** The sender's card when they were signed in. */
  person: ZNetworkPerson.nullable(),
});
export type TAdvisory = z.infer<typeof ZAdvisory>;
export const ZAdvisoryPage = pageOf(ZAdvisory, { unread: z.number().int() });
export const ZAdvisoryRead = z.object({ unread: z.number().int() });

/** Ours: the owner turns the live "正在看你的名片" notice on or off. */
export const ZRadarLiveAlertsBody = z.object({ on: fBool() });
export const ZRadarLiveAlerts = z.object({ liveAlerts: z.boolean() });

export const NETWORK_RADAR_LABELS: AreaLabels = {
  fields: {
    ownerPhoneIdEcr: label('名片标识', 'card id'),
    actions: label('访客行为', 'visitor actions'),
    visitorKey: label('访客', 'visitor'),
    on: label('实时访客提醒', 'live visitor notice'),
  },
  calls: {
    addAdvisory: {
      phoneIdEcr: label('名片', 'card'),
      name: label('您的姓名', 'your name'),
      phone: label('手机号码', 'mobile number'),
      content: label('咨询内容', 'consultation'),
    },
  },
};

/**
 * A card view told live to the owner's open app (issue 31: "某某正在看你的名片"), a frame of the chat's socket:
 * the visitor by name and avatar when signed in (`person`), else their device and city when known.
 */
export const ZLiveCardView = z.object({
  person: ZNetworkPerson.nullable(),
  device: z.enum(VISITOR_DEVICES).nullable(),
  city: z.string().nullable(),
  at: z.string(),
});
export type TLiveCardView = z.infer<typeof ZLiveCardView>;
