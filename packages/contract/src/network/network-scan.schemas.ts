import { z } from 'zod';
import { fCsv, fFile, fId, fOptText, fText } from '../common/form';
import { label, type AreaLabels } from '../common/labels';
import { LIMITS } from '../common/limits';
import { rule } from '../common/validation';
import { ZPageQuery, pageOf } from '../common/paging';

/** Scanning paper cards (issue 34): body and answer shapes of network-scan.contract.ts. */
const L = LIMITS.network;

/** A scan's life: queued, running (progress 0-100), done (fields proposed), failed (the photo kept), saved (a contact). */
export const CARD_SCAN_STATUSES = ['queued', 'running', 'done', 'failed', 'saved'] as const;
export type CardScanStatus = (typeof CARD_SCAN_STATUSES)[number];

/** The fields read from (or corrected on) a card. */
export const ZCardFields = z.object({
  name: z.string(),
  title: z.string(),
  department: z.string(),
  company: z.string(),
  mobiles: z.array(z.string()),
  landline: z.string(),
  fax: z.string(),
  email: z.string(),
  website: z.string(),
  address: z.string(),
  wechat: z.string(),
  qq: z.string(),
});
export type TCardFields = z.infer<typeof ZCardFields>;

export const ZCardScan = z.object({
  id: z.string(),
  status: z.enum(CARD_SCAN_STATUSES),
  progress: z.number().int(),
  /** When failed, or done with nothing found: the catalogue code and its text in the caller's language. */
  errorCode: z.string().nullable(),
  errorMessage: z.string().nullable(),
  /** The photos (front, and the back when one was sent), as stored. */
  photoUrl: z.string(),
  backUrl: z.string().nullable(),
  /** The proposed fields once read (empty strings while queued or when nothing was found), the saved ones once saved. */
  fields: ZCardFields,
  createdAt: z.string(),
});
export type TCardScan = z.infer<typeof ZCardScan>;
export const ZCardScanPage = pageOf(ZCardScan);

/** The photo of a card (multipart `file`) and optionally of its other side (`back`). */
export const ZUploadCardScanBody = z.object({ file: fFile(), back: fFile().optional() });
export const ZCardScanQuery = z.object({ id: fId() });
export const ZCardScanIdBody = z.object({ id: fId() });

const phoneText = z
  .string()
  .trim()
  .regex(/^\+?[\d\s-]{5,20}$/, rule('phone'));
/** The corrected fields, saved as a contact (a name at least). */
export const ZSaveCardScanBody = z.object({
  id: fId(),
  name: fText(1, L.scanNameMax),
  title: fOptText(L.scanFieldMax),
  department: fOptText(L.scanFieldMax),
  company: fOptText(L.scanFieldMax),
  mobiles: fCsv(phoneText, L.scanMobilesMax).default([]),
  landline: fOptText(30),
  fax: fOptText(30),
  email: fOptText(L.scanFieldMax),
  website: fOptText(L.scanFieldMax),
  address: fOptText(L.scanAddressMax),
  wechat: fOptText(40),
  qq: fOptText(20),
});
export type TSaveCardScanBody = z.infer<typeof ZSaveCardScanBody>;
export const ZPaperContactsBody = ZPageQuery;

export const NETWORK_SCAN_LABELS: AreaLabels = {
  fields: {},
  calls: {
    uploadCardScan: { file: label('名片照片', 'card photo'), back: label('名片背面照片', 'photo of the back') },
    saveCardScan: {
      id: label('名片识别记录', 'card scan'),
      name: label('姓名', 'name'),
      title: label('职位', 'title'),
      department: label('部门', 'department'),
      company: label('公司', 'company'),
      mobiles: label('手机号码', 'mobile numbers'),
      landline: label('电话', 'phone'),
      fax: label('传真', 'fax'),
      email: label('邮箱', 'e-mail'),
      website: label('网址', 'website'),
      address: label('地址', 'address'),
      wechat: label('微信', 'WeChat'),
      qq: label('QQ', 'QQ'),
    },
    getCardScan: { id: label('名片识别记录', 'card scan') },
    discardCardScan: { id: label('名片识别记录', 'card scan') },
  },
};
