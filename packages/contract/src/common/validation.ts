import { z } from 'zod';
import type { Lang } from './error-codes';

/**
 * Validation messages. A schema never carries prose: it carries a rule token (`{"rule":"length","min":1,"max":30}`),
 * and `formatIssue` turns it, with the field's label, into "名片名称须为1-30个字符" / "name must be 1-30 characters"
 * in the caller's language. The server uses it for 4xx envelopes, the client for inline form errors.
 */
export type RuleKey =
  | 'required' | 'length' | 'maxLength' | 'password' | 'txPassword' | 'phone' | 'code' | 'email' | 'digits'
  | 'integer' | 'number' | 'boolean' | 'enum' | 'type' | 'range' | 'accepted' | 'url' | 'idFormat' | 'listSize';

const ruleText: Record<RuleKey, { zh: string; en: string }> = {
  required: { zh: '{field}不能为空', en: '{field} is required' },
  length: { zh: '{field}须为{min}-{max}个字符', en: '{field} must be {min}-{max} characters' },
  maxLength: { zh: '{field}最多{max}个字符', en: '{field} must be at most {max} characters' },
  password: { zh: '{field}须为6-20位，且同时包含字母和数字', en: '{field} must be 6-20 characters with both letters and digits' },
  txPassword: { zh: '{field}须为6位数字', en: '{field} must be exactly 6 digits' },
  phone: { zh: '{field}不正确', en: '{field} is incorrect' },
  code: { zh: '{field}须为4个字符', en: '{field} must be 4 characters' },
  email: { zh: '{field}格式不正确', en: '{field} must be a valid email address' },
  digits: { zh: '{field}只能是数字', en: '{field} must be numeric' },
  integer: { zh: '{field}须为整数', en: '{field} must be a whole number' },
  number: { zh: '{field}须为数字', en: '{field} must be a number' },
  boolean: { zh: '{field}须为是或否', en: '{field} must be true or false' },
  enum: { zh: '{field}取值无效，可选：{options}', en: '{field} must be one of: {options}' },
  type: { zh: '{field}类型错误', en: '{field} has the wrong type' },
  range: { zh: '{field}须在{min}-{max}之间', en: '{field} must be between {min} and {max}' },
  accepted: { zh: '请先同意{field}', en: 'Please accept the {field} first' },
  url: { zh: '{field}须为有效链接', en: '{field} must be a valid link' },
  idFormat: { zh: '{field}格式不正确', en: '{field} is not a valid id' },
  listSize: { zh: '{field}最多{max}项', en: '{field} allows at most {max} items' },
};

/** Labels of the fields that appear in bodies, queries and path parameters. Unknown fields fall back to their key. */
export const fieldLabels: Record<string, { zh: string; en: string }> = {
  body: { zh: '请求内容', en: 'request body' },
  phone: { zh: '手机号码', en: 'mobile number' },
  mobile: { zh: '手机号码', en: 'mobile number' },
  newPhone: { zh: '新手机号码', en: 'new mobile number' },
  regionCode: { zh: '区号', en: 'region code' },
  password: { zh: '登录密码', en: 'password' },
  oldPassword: { zh: '原密码', en: 'old password' },
  newPassword: { zh: '新密码', en: 'new password' },
  confirmPassword: { zh: '确认密码', en: 'password confirmation' },
  txPwd: { zh: '交易密码', en: 'transaction password' },
  oldTxPwd: { zh: '原交易密码', en: 'old transaction password' },
  newTxPwd: { zh: '新交易密码', en: 'new transaction password' },
  confirmTxPwd: { zh: '确认交易密码', en: 'transaction password confirmation' },
  code: { zh: '验证码', en: 'verification code' },
  oldCode: { zh: '原手机验证码', en: 'old phone verification code' },
  newCode: { zh: '新手机验证码', en: 'new phone verification code' },
  purpose: { zh: '验证码用途', en: 'code purpose' },
  agree: { zh: '用户服务协议', en: 'user service agreement' },
  refereePhone: { zh: '推荐人手机号', en: 'referee mobile number' },
  name: { zh: '名称', en: 'name' },
  company: { zh: '公司', en: 'company' },
  department: { zh: '部门', en: 'department' },
  position: { zh: '职位', en: 'position' },
  taxNumber: { zh: '税号', en: 'tax number' },
  landline: { zh: '座机', en: 'landline' },
  fax: { zh: '传真', en: 'fax' },
  email: { zh: '邮箱', en: 'email' },
  qq: { zh: 'QQ', en: 'QQ' },
  weibo: { zh: '微博', en: 'Weibo' },
  signature: { zh: '个性签名', en: 'signature' },
  productService: { zh: '产品服务', en: 'products and services' },
  title: { zh: '标题', en: 'title' },
  content: { zh: '内容', en: 'content' },
  columnName: { zh: '栏目名称', en: 'column name' },
  idType: { zh: '证件类型', en: 'ID document type' },
  idNumber: { zh: '证件号码', en: 'ID document number' },
  lang: { zh: '语言', en: 'language' },
  keyword: { zh: '搜索关键字', en: 'search keyword' },
  phoneIdEcr: { zh: '名片标识', en: 'card id' },
  id: { zh: '标识', en: 'id' },
  ids: { zh: '标识列表', en: 'id list' },
  size: { zh: '尺寸', en: 'size' },
  format: { zh: '格式', en: 'format' },
  // --- security area labels: add below this line ---
  step: { zh: '步骤', en: 'step' },
  channel: { zh: '发送方式', en: 'delivery channel' },
  captcha: { zh: '图形验证码', en: 'image code' },
  captchaId: { zh: '图形验证码标识', en: 'image code id' },
  refereeIdEcr: { zh: '推荐人', en: 'referee' },
  redirectUri: { zh: '回调地址', en: 'redirect address' },
  state: { zh: '授权状态', en: 'authorization state' },
  // --- usercentre area labels: add below this line ---
  allowStrangerSearch: { zh: '允许陌生人搜索', en: 'allow strangers to search' },
  allowColleagueView: { zh: '允许同事查看名片', en: 'allow colleagues to view the card' },
  hidePhone: { zh: '隐藏手机号', en: 'hide phone' },
  showInMobileSite: { zh: '在手机网站展示', en: 'show in mobile website' },
  topIds: { zh: '顶部模块', en: 'top modules' },
  mainIds: { zh: '中部模块', en: 'main modules' },
  bottomIds: { zh: '底部模块', en: 'bottom modules' },
  hiddenIds: { zh: '隐藏模块', en: 'hidden modules' },
  file: { zh: '文件', en: 'file' },
  status: { zh: '状态码', en: 'status code' },
  // --- card editing area labels: add below this line ---
  mobiles: { zh: '手机号码', en: 'mobile number' },
  themeId: { zh: '主题', en: 'theme' },
  backgroundUrl: { zh: '背景图片', en: 'background image' },
  musicId: { zh: '背景音乐', en: 'background music' },
  category: { zh: '分类', en: 'category' },
  address: { zh: '地址', en: 'address' },
  province: { zh: '省份', en: 'province' },
  city: { zh: '城市', en: 'city' },
  lat: { zh: '纬度', en: 'latitude' },
  lng: { zh: '经度', en: 'longitude' },
  awardedOn: { zh: '获奖时间', en: 'award month' },
  // --- share area labels: add below this line ---
  url: { zh: '链接', en: 'link' },
  logo: { zh: '头像标志', en: 'logo' },
  dl: { zh: '下载', en: 'download' },
  // --- micro links area labels: add below this line ---
  setId: { zh: '链接分组', en: 'link group' },
  // --- album area labels: add below this line ---
  isOpen: { zh: '对访客公开', en: 'visible to visitors' },
  albumId: { zh: '相册', en: 'album' },
};

export function fieldLabel(field: string, lang: Lang): string {
  const leaf = field.split('.').filter((p) => !/^\d+$/.test(p)).pop() ?? field;
  const label = fieldLabels[leaf];
  if (!label) return leaf;
  return lang === 'en' ? label.en : label.zh;
}

export interface RuleToken { rule: RuleKey; [param: string]: string | number | undefined }

/** A zod message that carries a rule token instead of prose. */
export const rule = (key: RuleKey, params: Record<string, string | number> = {}): string =>
  JSON.stringify({ rule: key, ...params });

function tokenOf(issue: z.ZodIssue): RuleToken {
  if (issue.message.startsWith('{"rule"')) {
    try { return JSON.parse(issue.message) as RuleToken; } catch { /* fall through to the inferred rule */ }
  }
  switch (issue.code) {
    case 'invalid_type':
      if (issue.received === 'undefined' || issue.received === 'null') return { rule: 'required' };
      if (issue.expected === 'boolean') return { rule: 'boolean' };
      if (issue.expected === 'number' || issue.expected === 'integer') return { rule: 'number' };
      return { rule: 'type' };
    case 'invalid_enum_value': return { rule: 'enum', options: issue.options.join(', ') };
    case 'invalid_literal': return { rule: 'enum', options: String(issue.expected) };
    case 'too_small': return issue.type === 'array' ? { rule: 'required' } : { rule: 'range', min: Number(issue.minimum), max: '' };
    case 'too_big': return issue.type === 'array' ? { rule: 'listSize', max: Number(issue.maximum) } : { rule: 'maxLength', max: Number(issue.maximum) };
    case 'invalid_string': return issue.validation === 'email' ? { rule: 'email' } : issue.validation === 'url' ? { rule: 'url' } : { rule: 'type' };
    default: return { rule: 'type' };
  }
}

export function formatRule(token: RuleToken, field: string, lang: Lang): string {
  const template = ruleText[token.rule] ?? ruleText.type;
  let text = lang === 'en' ? template.en : template.zh;
  text = text.replace('{field}', fieldLabel(field, lang));
  for (const [k, v] of Object.entries(token)) text = text.replace(`{${k}}`, String(v ?? ''));
  return text;
}

export function formatIssue(issue: z.ZodIssue, lang: Lang, prefix = ''): { field: string; rule: string; message: string } {
  const field = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || 'body';
  const token = tokenOf(issue);
  return { field, rule: token.rule, message: formatRule(token, field, lang) };
}
