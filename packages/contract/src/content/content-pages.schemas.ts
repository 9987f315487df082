import { z } from 'zod';
import { label, type AreaLabels, type Labels } from '../common/labels';
import { fBool, fEnum, fFile, fId, fOptNumber, fOptText, fText } from '../common/form';
import { pageOf, pageQueryShape } from '../common/paging';
import { LIMITS } from '../common/limits';
import { rule } from '../common/validation';
import { fFen } from '../common/money';

/**
 * Micro pages and V-Leaflets (module 5). A page is an ordered list of blocks; a V-Leaflet an ordered list of pages,
 * each a list of blocks. Blocks are validated one by one here (a discriminated union on `type`), so a bad block is
 * refused with the path of its field (`blocks.3.url`) before the server sees it. Images and videos are references to
 * stored files; the server checks they are the caller's own.
 */
const L = LIMITS.content;

export const PAGE_KINDS = ['page', 'leaflet'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];
export const PAGE_STATES = ['draft', 'published', 'offline'] as const;
export const BLOCK_TYPES = ['text', 'image', 'video', 'button', 'form', 'map', 'product'] as const;
export const FORM_FIELD_KINDS = ['name', 'phone', 'text'] as const;
export const BUTTON_ACTIONS = ['link', 'call', 'card'] as const;

/** A block's id: made by the builder, unique on its page; it names the form a lead answers. */
const zBlockId = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, rule('idFormat'));
/** A stored file's URL (checked as the caller's own by the server; its length only here). */
/** An uploaded file's address; an empty one asks for the file by what it is (`as`: the label key), not for a "链接". */
const zFileUrl = (missing: string) =>
  z
    .string()
    .trim()
    .min(1, missing)
    .max(L.urlMax, rule('maxLength', { max: L.urlMax }));

/** An absolute http(s) link with a host: visitors get it as a link, so `javascript:` and other schemes never pass. */
export function isWebUrl(s: string): boolean {
  if (!/^https?:\/\/[^\s/?#]+/i.test(s) || /[\s\u0000-\u001f\u007f]/.test(s)) return false;
  try {
    const u = new URL(s);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
  } catch {
    return false;
  }
}
/** A number to call: digits with an optional leading +, as `tel:` links take them (spaces and dashes cleaned). */
export const cleanDialNumber = (s: string) => s.replace(/[\s\-()（）]/g, '');
export const isDialNumber = (s: string) => /^\+?\d{3,20}$/.test(cleanDialNumber(s));

const ZTextBlock = z.object({ id: zBlockId, type: z.literal('text'), style: fEnum(['heading', 'paragraph']), text: z.string().trim() });
/** A heading is one short line, a paragraph may be long and hold line breaks. */
function refineText(b: z.infer<typeof ZTextBlock>, ctx: z.RefinementCtx) {
  const max = b.style === 'heading' ? L.headingMax : L.paragraphMax;
  const checked = fText(1, max, { multiline: b.style === 'paragraph' }).safeParse(b.text);
  if (!checked.success) ctx.addIssue({ code: 'custom', path: ['text'], message: checked.error.issues[0]!.message });
}
const ZImageBlock = z.object({ id: zBlockId, type: z.literal('image'), url: zFileUrl(rule('upload', { as: 'blockImage' })), alt: fOptText(L.imageAltMax) });
const ZVideoBlock = z.object({ id: zBlockId, type: z.literal('video'), url: zFileUrl(rule('choose', { as: 'blockVideo' })) });
/** `link` takes an http(s) URL, `call` a phone number, `card` opens the owner's card (no target). */
const ZButtonBlock = z.object({
  id: zBlockId,
  type: z.literal('button'),
  label: fText(1, L.buttonLabelMax),
  action: fEnum([...BUTTON_ACTIONS]),
  url: z
    .string()
    .trim()
    .max(L.urlMax, rule('maxLength', { max: L.urlMax }))
    .default(''),
});
function refineButton(b: z.infer<typeof ZButtonBlock>, ctx: z.RefinementCtx) {
  if (b.action === 'link' && !isWebUrl(b.url)) ctx.addIssue({ code: 'custom', path: ['url'], message: rule('url') });
  // The number lives in `url` on the wire; the message names it as the number to call, not a link or a picture.
  if (b.action === 'call' && !isDialNumber(b.url)) ctx.addIssue({ code: 'custom', path: ['url'], message: rule('phone', { as: 'dialNumber' }) });
}
export const ZFormField = z.object({ kind: fEnum([...FORM_FIELD_KINDS]), label: fText(1, L.formLabelMax), required: fBool().default(false) });
const ZFormBlock = z.object({
  id: zBlockId,
  type: z.literal('form'),
  fields: z
    .array(ZFormField)
    .min(1, rule('required'))
    .max(L.formFieldsMax, rule('listSize', { max: L.formFieldsMax })),
  consent: fText(1, L.consentMax, { multiline: true }),
  submitLabel: fText(1, L.submitLabelMax),
});
/** A map point: picked from the owner's card map points or typed; the visitor gets a link to the map. */
const ZMapBlock = z.object({
  id: zBlockId,
  type: z.literal('map'),
  name: fText(1, L.mapNameMax),
  address: fOptText(L.mapAddressMax),
  // Null when the navigation point it came from has no coordinates (chosen without a map service, issue 31).
  lat: fOptNumber(-90, 90),
  lng: fOptNumber(-180, 180),
});
const ZProductBlock = z.object({
  id: zBlockId,
  type: z.literal('product'),
  name: fText(1, L.productNameMax),
  priceFen: fFen(0, L.productPriceMaxFen),
  imageUrl: z
    .string()
    .trim()
    .max(L.urlMax, rule('maxLength', { max: L.urlMax }))
    .default(''),
  description: fOptText(L.productDescMax, { multiline: true }),
});

/** zod's discriminated union refuses an unknown `type` with one issue on `type` (the enum of block types). */
export const ZBlock = z.discriminatedUnion('type', [ZTextBlock, ZImageBlock, ZVideoBlock, ZButtonBlock, ZFormBlock, ZMapBlock, ZProductBlock]).superRefine((b, ctx) => {
  // Checks across a block's fields (the union takes plain objects, so they run here, on a block whose fields passed).
  if (b.type === 'text') refineText(b, ctx);
  if (b.type === 'button') refineButton(b, ctx);
});
export type TBlock = z.infer<typeof ZBlock>;
export type TBlockInput = z.input<typeof ZBlock>;
export type TFormField = z.infer<typeof ZFormField>;

export const zBlocks = z.array(ZBlock).max(L.blocksPerPageMax, rule('listSize', { max: L.blocksPerPageMax }));
export const ZLeafletPage = z.object({ blocks: zBlocks });
export const zLeafletPages = z
  .array(ZLeafletPage)
  .min(1, rule('required'))
  .max(L.leafletPagesMax, rule('listSize', { max: L.leafletPagesMax }));
export type TLeafletPage = z.infer<typeof ZLeafletPage>;

/** What a page holds, draft or published: blocks (a micro page) or pages (a V-Leaflet). */
export const ZPageContent = z.object({ blocks: z.array(ZBlock).optional(), pages: z.array(ZLeafletPage).optional() });
export type TPageContent = z.infer<typeof ZPageContent>;

// --- bodies ------------------------------------------------------------------------------------------------------
const zTitle = fText(1, L.pageTitleMax);
export const ZAddMicroPageBody = z.object({ title: zTitle, kind: fEnum([...PAGE_KINDS]).default('page') });
export const ZRenameMicroPageBody = z.object({ id: fId(), title: zTitle });
export const ZMicroPageIdBody = z.object({ id: fId() });
export const ZMyPagesBody = z.object({ ...pageQueryShape });
/** The JSON save call: the whole draft each time (blocks for a page, pages for a leaflet). */
export const ZSavePageDraftBody = z.object({ id: fId(), title: zTitle, blocks: zBlocks.optional(), pages: zLeafletPages.optional() });
export type TSavePageDraftBody = z.input<typeof ZSavePageDraftBody>;
export const ZPageLeadsBody = z.object({ pageId: fId(), ...pageQueryShape });
/** A page video (multipart `file`): mp4 only, `LIMITS.content.videoMaxBytes`. */
export const ZUploadPageVideoBody = z.object({ file: fFile() });

/**
 * A visitor's form answers, form-encoded by the server-rendered page: one `fN` per field in the block's order,
 * `consent` the ticked box, `via=page` when the page posted it (the answer is then a redirect back to the page).
 * Required fields, phone format and lengths depend on the block, so the server checks them against it.
 */
const zAnswer = fOptText(L.leadTextMax + 50, { multiline: true });
/** One key per field: LIMITS.content.formFieldsMax of them (8). */
const answerFields = { f0: zAnswer, f1: zAnswer, f2: zAnswer, f3: zAnswer, f4: zAnswer, f5: zAnswer, f6: zAnswer, f7: zAnswer };
export type LeadAnswerKey = keyof typeof answerFields;
export const ZSubmitPageLeadBody = z.object({
  publicId: fId(),
  blockId: zBlockId,
  consent: fBool().optional(),
  via: fEnum(['page', 'app']).default('app'),
  ...answerFields,
});
export type TSubmitPageLeadBody = z.infer<typeof ZSubmitPageLeadBody>;

// --- answers -----------------------------------------------------------------------------------------------------
export const ZMicroPageSummary = z.object({
  id: z.string(),
  kind: z.enum(PAGE_KINDS),
  title: z.string(),
  state: z.enum(PAGE_STATES),
  publicId: z.string(),
  version: z.number().int(),
  views: z.number().int(),
  leads: z.number().int(),
  unreadLeads: z.number().int(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type TMicroPageSummary = z.infer<typeof ZMicroPageSummary>;
export const ZMicroPageList = pageOf(ZMicroPageSummary, { unreadLeads: z.number().int() });
export const ZMicroPage = ZMicroPageSummary.extend({
  /** The draft being edited; `publicUrl` the visitor's address (shown once published). */
  draft: ZPageContent,
  publicUrl: z.string(),
  ownerPhoneIdEcr: z.string(),
});
export type TMicroPage = z.infer<typeof ZMicroPage>;
export const ZMicroPageShare = z.object({ publicUrl: z.string(), qrSvg: z.string(), state: z.enum(PAGE_STATES) });
export const ZPageVideo = z.object({ url: z.string() });
export const ZDeletedPage = z.object({ id: z.string() });

export const ZPageLead = z.object({
  id: z.string(),
  pageId: z.string(),
  pageTitle: z.string(),
  answers: z.array(z.object({ label: z.string(), value: z.string() })),
  consent: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type TPageLead = z.infer<typeof ZPageLead>;
export const ZPageLeadPage = pageOf(ZPageLead, { unread: z.number().int() });
export const ZLeadRead = z.object({ unread: z.number().int() });
export const ZLeadSent = z.object({ id: z.string() });

/** Field labels of the content area's pages part (a call's labels in `calls` narrow them for that call). */
const PAGE_FIELDS: Labels = {
  title: label('页面标题', 'page title'),
  dialNumber: label('拨打的电话号码', 'number to call'),
  blockImage: label('图片', 'a picture'),
  blockVideo: label('视频', 'a video'),
  label: label('名称', 'label'),
  name: label('名称', 'name'),
  kind: label('类型', 'kind'),
  blocks: label('版块', 'blocks'),
  pages: label('分页', 'pages'),
  type: label('版块类型', 'block type'),
  style: label('文字样式', 'text style'),
  text: label('文字', 'text'),
  url: label('链接', 'link'),
  alt: label('图片说明', 'image description'),
  action: label('按钮动作', 'button action'),
  fields: label('表单项', 'form fields'),
  required: label('必填', 'required'),
  consent: label('同意条款', 'consent'),
  submitLabel: label('提交按钮文字', 'submit button label'),
  lat: label('纬度', 'latitude'),
  lng: label('经度', 'longitude'),
  address: label('地址', 'address'),
  priceFen: label('价格', 'price'),
  imageUrl: label('商品图片', 'product image'),
  description: label('商品介绍', 'product description'),
  pageId: label('页面', 'page'),
  publicId: label('页面', 'page'),
  blockId: label('表单', 'form'),
  via: label('来源', 'source'),
  file: label('视频', 'video'),
  ...Object.fromEntries(Array.from({ length: L.formFieldsMax }, (_, i) => [`f${i}`, label(`第${i + 1}项`, `answer ${i + 1}`)])),
};
/**
 * The content area merges its parts' labels, where `title` is a material's and `url` an article picture's; so every
 * call of this part names its fields itself (an empty page title said "素材标题…", a button's number "正文图片…").
 */
const PAGE_CALLS = [
  'findMyMicroPages',
  'findMicroPage',
  'renameMicroPage',
  'delMicroPage',
  'savePageDraft',
  'publishMicroPage',
  'offlineMicroPage',
  'findMicroPageShare',
  'uploadPageVideo',
  'findPageLeads',
  'readPageLead',
  'submitPageLead',
] as const;
export const CONTENT_PAGES_LABELS: AreaLabels = {
  fields: PAGE_FIELDS,
  calls: {
    ...Object.fromEntries(PAGE_CALLS.map((call) => [call, PAGE_FIELDS])),
    addMicroPage: { ...PAGE_FIELDS, kind: label('页面类型', 'page kind') },
  },
};
