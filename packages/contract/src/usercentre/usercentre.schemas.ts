import { z } from 'zod';
import { LANGUAGES, MODULES } from '../common/constants';
import { fBool, fCsv, fEnum, fFile, fId, fInt, fText } from '../common/form';
import { LIMITS } from '../common/limits';
import { TOKEN_PURPOSES } from '../common/uploads';
import { label, type AreaLabels } from '../common/labels';
import { feedQueryShape, pageOf } from '../common/paging';
import { MESSAGE_KINDS } from './message-kinds';
import { ZModuleEntry, ZUserInfo } from '../account/account.schemas';
import { ZMessageSubject } from './message-subjects';

/** User centre: home data, privacy, settings, cleanup, subscriptions, wallet tips, bind requests, uploads. */

/**
 * `subject`: what the message is about, whose screen it opens (null on rows written before subjects existed: they
 * open the message detail); `link`: the client path a customer-service reply opens, '' otherwise.
 */
export const ZMessage = z.object({
  id: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  title: z.string(),
  content: z.string(),
  link: z.string(),
  subject: ZMessageSubject.nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type TMessage = z.infer<typeof ZMessage>;
/** A feed page of messages, newest first, with the number still unread (of all messages, not of the page). */
export const ZMessageList = pageOf(ZMessage, { unread: z.number().int() });
/** The message feed's query; `kind` (the message centre's tabs) narrows it to one kind, absent means all. */
export const ZMessageFeedQuery = z.object({ ...feedQueryShape, kind: fEnum([...MESSAGE_KINDS]).optional() }).default({});

export const ZCompanyBrief = z.object({ id: z.string(), name: z.string(), lockPrivacy: z.boolean() });
/** Our schema records membership only, so a user is either in a company ('member') or not ('none'). */
export const ZCompanyState = z.object({ state: z.enum(['none', 'member']), company: ZCompanyBrief.nullable() });

export const ZModuleZones = z.object({ top: z.array(ZModuleEntry), main: z.array(ZModuleEntry), bottom: z.array(ZModuleEntry) });
export type TModuleZones = z.infer<typeof ZModuleZones>;

/** Unread wallet income tips; amounts are integer fen, the client formats them with two decimals. */
export const ZWalletTip = z.object({ id: z.string(), amountFen: z.number().int(), source: z.string(), createdAt: z.string() });
export const ZWalletTips = z.object({ tips: z.array(ZWalletTip), count: z.number().int(), totalFen: z.number().int() });
export type TWalletTips = z.infer<typeof ZWalletTips>;

export const ZBindStatus = z.enum(['pending', 'agreed', 'refused']);
export const ZBindRequest = z.object({ id: z.string(), agentName: z.string(), status: ZBindStatus, createdAt: z.string() });
export type TBindRequest = z.infer<typeof ZBindRequest>;

/** forwardUserHomeNew: everything the home screen needs in one call. */
export const ZHomeAggregate = z.object({
  user: ZUserInfo,
  modules: ZModuleZones,
  unreadMessages: z.number().int(),
  walletTip: ZWalletTips,
  pendingBinds: z.array(ZBindRequest),
});
export type THomeAggregate = z.infer<typeof ZHomeAggregate>;

export const ZPrivacy = z.object({
  allowStrangerSearch: z.boolean(),
  allowColleagueView: z.boolean(),
  hidePhone: z.boolean(),
  showInMobileSite: z.boolean(),
  /** Issue 31: with the phone hidden, contacts who exchanged cards (accepted) still see it while this is on. */
  showPhoneToExchanged: z.boolean(),
});
export type TPrivacy = z.infer<typeof ZPrivacy>;
/** `lockedByCompany`: the company forbids changes, so the screen shows the switches read-only. */
export const ZPrivacySet = ZPrivacy.extend({ lockedByCompany: z.boolean() });
export const ZUpdatePrivacyBody = z.object({
  allowStrangerSearch: fBool(),
  allowColleagueView: fBool(),
  hidePhone: fBool(),
  showInMobileSite: fBool(),
  /** Optional: a caller that sends only the four older switches leaves this one as it is. */
  showPhoneToExchanged: fBool().optional(),
});

export const ZPersonalData = z.object({
  phoneIdEcr: z.string(),
  name: z.string(),
  avatarUrl: z.string(),
  phoneMasked: z.string(),
  regionCode: z.string(),
  privacy: ZPrivacy,
  language: z.string(),
  dynamicOn: z.boolean(),
  company: ZCompanyBrief.nullable(),
  createdAt: z.string(),
});
export type TPersonalData = z.infer<typeof ZPersonalData>;

export const ZLanguageBody = z.object({ lang: fEnum([...LANGUAGES]) });
export const ZDynamicState = z.object({ dynamicOn: z.boolean() });

export const ZCleanupResult = z.object({
  messagesRemoved: z.number().int(),
  visitsRemoved: z.number().int(),
  usedToday: z.number().int(),
  limit: z.number().int(),
});

/** What one-key cleanup would delete now, so the confirmation can say it before anything goes. */
export const ZCleanupPreview = z.object({
  readMessages: z.number().int(),
  visits: z.number().int(),
  usedToday: z.number().int(),
  limit: z.number().int(),
});

export const ZSubscription = z.object({
  phoneIdEcr: z.string(),
  name: z.string(),
  company: z.string(),
  position: z.string(),
  avatarUrl: z.string(),
  subscribedAt: z.string(),
});
export type TSubscription = z.infer<typeof ZSubscription>;
export const ZTargetCardBody = z.object({ phoneIdEcr: fId() });
export const ZSubscribed = z.object({ subscribed: z.boolean() });
export const ZRelationship = z.object({ subscribed: z.boolean(), subscribedBack: z.boolean() });
/** Another user's public detail; `mobile` is null when the owner hides the phone. */
export const ZUserDetail = z.object({
  phoneIdEcr: z.string(),
  name: z.string(),
  company: z.string(),
  position: z.string(),
  avatarUrl: z.string(),
  mobile: z.string().nullable(),
  phoneHidden: z.boolean(),
  subscribed: z.boolean(),
  isSelf: z.boolean(),
});

export const ZBindDecision = z.object({ id: z.string(), status: ZBindStatus });
export const ZReadCount = z.object({ read: z.number().int() });
export const ZUnreadCount = z.object({ count: z.number().int() });

const zModuleIds = fCsv(fInt(0, 100000), MODULES.length);
/** Comma-joined module ids per zone, in display order; ids in `hiddenIds` are kept but not shown. */
export const ZCenterModuleBody = z.object({ topIds: zModuleIds, mainIds: zModuleIds, bottomIds: zModuleIds, hiddenIds: zModuleIds });
export type TCenterModuleBody = z.infer<typeof ZCenterModuleBody>;

export const ZAvatarBody = z.object({ file: fFile() });
export const ZAvatarResult = z.object({ avatarUrl: z.string(), width: z.number().int(), height: z.number().int() });
/** Which upload the token opens; a caller that names none gets an avatar token (what the call gave before). */
export const ZUploadTokenBody = z.object({ purpose: fEnum(TOKEN_PURPOSES).default('avatar') });
export const ZUploadToken = z.object({ token: z.string(), expiresAt: z.string(), uploadUrl: z.string() });

export const ZMobileRule = z.object({ regionCode: z.string(), pattern: z.string() });
/** What a user copies from a message: a numeric status or an error name; the server reads either (spaces, full width). */
export const ZErrorCodeQuery = z.object({ status: fText(1, LIMITS.usercentre.errorCodeQueryMax) });
export const ZErrorCodeInfo = z.object({ status: z.number().int(), code: z.string(), msg: z.string() });

/** Field labels of the user centre area. */
export const USERCENTRE_LABELS: AreaLabels = {
  fields: {
    kind: label('消息类型', 'message kind'),
    allowStrangerSearch: label('允许陌生人搜索', 'allow strangers to search'),
    allowColleagueView: label('允许同事查看名片', 'allow colleagues to view the card'),
    hidePhone: label('隐藏手机号', 'hide phone'),
    showPhoneToExchanged: label('向已交换名片的联系人显示手机号', 'show the phone to contacts who exchanged cards'),
    showInMobileSite: label('在手机网站展示', 'show in mobile website'),
    topIds: label('顶部模块', 'top modules'),
    mainIds: label('中部模块', 'main modules'),
    bottomIds: label('底部模块', 'bottom modules'),
    hiddenIds: label('隐藏模块', 'hidden modules'),
    status: label('错误码', 'error code'),
    phoneIdEcr: label('对方名片', 'the other card'),
  },
  calls: {
    readUserMessage: { id: label('消息', 'message') },
    bindAgree: { id: label('绑定申请', 'binding request') },
    bindRefuse: { id: label('绑定申请', 'binding request') },
    uploadAvatar: { file: label('头像图片', 'avatar image') },
    getUploadToken: { purpose: label('上传用途', 'upload purpose') },
  },
};
