import sharp from 'sharp';
import type { ZodTypeAny } from 'zod';
import { fieldSchemas, unwrap, type WalkedRoute } from '../helpers/contract-walk';

/** A wire value: what a form, query or multipart field carries (a Buffer is a file part). */
export type WireValue = string | Buffer;
export type WireFields = Record<string, WireValue>;

/** A small real PNG, for file fields of multipart routes. */
export const SAMPLE_PNG = sharp({ create: { width: 8, height: 8, channels: 3, background: '#1f6feb' } })
  .png()
  .toBuffer();

/**
 * Sample wire values by field name, for fields whose valid values the schema cannot tell (a free text rule, a
 * phone, a password pair). Kept complete on purpose: a route whose sample body fails its own schema fails the
 * sweep, naming the field to add here. Ids are filled by the caller (a real object, or a well-formed unknown id).
 */
/** The poster template the sweep's `materialId` names (made by foreign-objects.ts sweepCatalogue()): templates are a shared catalogue. */
export const SWEEP_POSTER_TEMPLATE = 'sweepPosterTemplate01';

export const SAMPLES: Record<string, WireValue | Promise<Buffer> | readonly object[]> = {
  // posters: a real template of the catalogue
  materialId: SWEEP_POSTER_TEMPLATE,
  phone: '13912345678',
  newPhone: '13912345679',
  refereePhone: '',
  regionCode: '+86',
  password: 'abc12345',
  confirmPassword: 'abc12345',
  oldPassword: 'abc12345',
  newPassword: 'abd12346',
  txPwd: '135790',
  confirmTxPwd: '135790',
  oldTxPwd: '135790',
  newTxPwd: '246802',
  code: '1234',
  newCode: '1234',
  captcha: '',
  captchaId: '',
  idNumber: '11010519491231002X',
  agree: 'true',
  name: '示例名称',
  title: '示例标题',
  content: '示例内容',
  address: '北京市东城区东长安街1号',
  email: 'user@example.com',
  url: 'https://example.com/',
  redirectUri: 'https://example.com/back',
  lat: '39.9',
  lng: '116.4',
  awardedOn: '2024-01-01',
  mobiles: '13912345678',
  keyword: '歌',
  state: 'abc123',
  amountFen: '1990',
  channel: 'h5',
  reason: '不需要了',
  // WeChat's way back (issue 29): a screen of the app, the silent scope
  returnTo: '/acc/acc_home',
  scope: 'snsapi_base',
  // Feeds: the first page (a made-up cursor is CURSOR_INVALID, which is right but not what a control call wants).
  cursor: '',
  // customer service (chat part): a message, the sender's name for it, the seq read up to
  text: '示例消息',
  clientMsgId: 'sweep1',
  seq: '0',
  // customer service (tickets part): no proof pictures (a ticket takes only the caller's own uploaded vouchers)
  vouchers: '',
  // programmes (sms part): the caller's own credits pay a send ('0'; an owner's card id needs their grant)
  payer: '0',
  titleName: '元老',
  honour: '年度最佳圈子',
  // circles (core): a well-formed scan-login code (the call answers CIRCLE_LOGIN_CODE_INVALID for an unknown one).
  loginCode: 'Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z',
  // network mirror: a JSON body's list of switches (sent as JSON: send.ts)
  switches: [{ contentType: 'honours', allowed: true }],
  // network (radar part): one action of a beacon.
  actions: 'call',
  // micro links: the click chart's range (7 or 30 days)
  days: '7',
  onAt: '',
  offAt: '',
  // design cases: no cover or images (a case takes only the caller's own picture-library files)
  coverUrl: '',
  images: '',
  // articles: a JSON body's paragraphs (sent as JSON: send.ts)
  paragraphs: [{ type: 'text', text: '示例段落' }],
  // micro pages: a JSON body's blocks (sent as JSON: send.ts); a form block's id and a visitor's ticked consent.
  blocks: [{ id: 't1', type: 'text', style: 'paragraph', text: '示例段落' }],
  blockId: 'form1',
  consent: 'true',
  // the app's way of posting a lead (an envelope answer); `page` is the server-rendered form's (a 303 back to the page).
  via: 'app',
  // micro video goods: a price in fen, stock, a quantity, an address, an operator's decision.
  priceFen: '1990',
  stock: '5',
  quantity: '1',
  imageUrl: '/files/builtin/sample.png',
  region: '浙江省 杭州市',
  detail: '文三路 1 号',
  uphold: 'false',
  isDefault: '',
  // micro video uploads: no checksum from the phone (an empty one is none).
  sha256: '',
  // micro video library: music is the shared catalogue; blank is "no music" (an unknown id is NOT_FOUND).
  musicId: '',
  // micro video share part: a link of an ad (http(s) only), every bound sub card, a search of the sync list, a direction.
  linkUrl: 'https://example.com/shop',
  subIds: '',
  direction: 'next',
  // activities (events part): a window ahead of any test clock, read as China time; registration closes at the end.
  startTime: '2099-01-01 09:00',
  endTime: '2099-01-01 18:00',
  signUpEnd: '',
  // activities (registration part): a JSON body's form fields (sent as JSON: send.ts).
  fields: [{ label: '公司', kind: 'text', required: true, options: [] }],
  // shop (catering part): a package's pictures (a built-in file passes the own-images check), contents, shelf; the
  // shop's catering details; a comment's score and the owner's reply.
  imageUrls: '/files/builtin/sample.png',
  contents: '牛肉面\n凉菜',
  onShelf: 'true',
  openHours: '10:00-22:00',
  perCapitaFen: '4500',
  score: '4',
  reply: '谢谢',
  // shop (orders part): a "buy now" product and cart lines are alternatives, so both start empty (the foreign-id
  // sweep names the owner's cart line); a share shop is optional; a tracking number of letters and digits.
  cartIds: '',
  proId: '',
  shareShopId: '',
  // shop (goods part): no logo (blank is none), a product's name.
  logoUrl: '',
  productName: '示例商品',
  trackingNo: 'SF1234567890',
  carrier: '顺丰速运',
  remark: '请尽快发货',
  backgroundUrl: '',
  province: '北京市',
  city: '北京市',
  lang: 'en',
  file: SAMPLE_PNG,
  landline: '010-12345678',
  fax: '010-12345678',
  qq: '123456',
};

/** Generic candidates tried in turn when neither the table nor the type decides. */
const GENERIC: string[] = ['示例', 'abc12345', '13912345678', 'https://example.com/', 'user@example.com', '1', '2024-01-01', 'true', ''];

/** Candidates the field's type suggests: an enum's first option, a number's lower bound, a boolean. */
function fromType(s: ZodTypeAny): string[] {
  const inner = unwrap(s);
  const def = inner?._def as { typeName?: string; values?: string[]; checks?: { kind: string; value?: number }[] } | undefined;
  if (def?.typeName === 'ZodEnum') return [def.values![0]!];
  if (def?.typeName === 'ZodNumber') {
    const min = def.checks?.find((c) => c.kind === 'min')?.value;
    return [String(min ?? 1), '1', '0'];
  }
  if (def?.typeName === 'ZodBoolean') return ['true'];
  return [];
}

const accepts = (s: ZodTypeAny, v: unknown) => s.safeParse(v).success;

/**
 * A valid wire body (or query) for a route: `fixed` values first (ids of real objects, a card's phoneIdEcr), then
 * the sample table, the type, the generic candidates. An optional field nothing fits is left out; a required one
 * is reported in `missing` so the caller fails loudly.
 */
export async function sampleFields(schema: unknown, fixed: WireFields = {}): Promise<{ fields: WireFields; missing: string[] }> {
  const fields: WireFields = {};
  const missing: string[] = [];
  for (const [key, s] of Object.entries(fieldSchemas(schema))) {
    const table = SAMPLES[key] !== undefined ? await SAMPLES[key] : undefined;
    const candidates: unknown[] = key in fixed ? [fixed[key]] : [table, ...fromType(s), ...GENERIC].filter((v) => v !== undefined);
    const hit = candidates.find((v) => accepts(s, v instanceof Buffer ? new Uint8Array(v) : v));
    if (hit !== undefined) fields[key] = hit as WireValue;
    else if (!accepts(s, undefined)) missing.push(key);
  }
  return { fields, missing };
}

/** Why a wire body fails a route's schema ('' when it passes): the sweep's "sample table is complete" check. */
export function schemaProblems(schema: unknown, fields: WireFields): string {
  if (!schema || typeof (schema as ZodTypeAny).safeParse !== 'function') return '';
  // A JSON array body (isGenerateRecordPoster) is judged as it is.
  const asParsed = Array.isArray(fields) ? fields : Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v instanceof Buffer ? new Uint8Array(v) : v]));
  const r = (schema as ZodTypeAny).safeParse(asParsed);
  return r.success ? '' : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
}

/** The body schema (POST) or query schema (GET) of a route. */
export const inputSchemaOf = (w: WalkedRoute): unknown => (w.route.method === 'GET' ? (w.route as { query?: unknown }).query : 'body' in w.route ? w.route.body : undefined);
