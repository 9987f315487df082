import type { z } from 'zod';
import type { ErrorCode, Lang } from './error-codes';
import { COMMON_LABELS, labelOf, type Labels } from './labels';

/**
 * Validation messages. A schema never carries prose: it carries a rule token (`{"rule":"length","min":1,"max":30}`),
 * and `formatIssue` turns it, with the field's label, into "名片名称须为1-30个字符" / "card name must be 1-30 characters"
 * in the caller's language. The server uses it for 4xx envelopes, the client for inline form errors.
 */
export type RuleKey =
  | 'required'
  | 'length'
  | 'maxLength'
  | 'password'
  | 'txPassword'
  | 'phone'
  | 'code'
  | 'email'
  | 'digits'
  | 'integer'
  | 'number'
  | 'boolean'
  | 'enum'
  | 'type'
  | 'range'
  | 'accepted'
  | 'url'
  | 'idFormat'
  | 'listSize'
  | 'codeMissing'
  | 'keyword'
  | 'notEqual'
  | 'cursor'
  | 'taxNumber'
  | 'uscc'
  | 'usccCheck'
  | 'lineBreak'
  | 'controlChar'
  | 'appPath'
  | 'yuan'
  | 'yuanDecimals'
  | 'yuanRange'
  | 'upload'
  | 'choose';

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
  codeMissing: { zh: '请输入{field}', en: '{field} is missing' },
  keyword: { zh: '{field}不能为空', en: '{field} must not be empty' },
  notEqual: { zh: '两次输入的{field}不一致', en: 'The two entries of {field} are not equal' },
  cursor: { zh: '{field}无效，请从头加载', en: '{field} is invalid; reload from the start' },
  taxNumber: {
    zh: '{field}格式不正确：请填写18位统一社会信用代码，或15、17、18、20位数字税号',
    en: '{field} is not valid: enter the 18-character unified social credit code, or an older number of 15, 17, 18 or 20 digits',
  },
  uscc: { zh: '{field}须为18位统一社会信用代码', en: '{field} must be the 18-character unified social credit code' },
  usccCheck: {
    zh: '统一社会信用代码校验位错误，请核对{field}',
    en: 'The check character of the unified social credit code is wrong; please check the {field}',
  },
  lineBreak: { zh: '{field}只能填写一行，请删除换行', en: '{field} must be a single line; remove the line breaks' },
  controlChar: { zh: '{field}含有不可见的控制字符，请删除后重试', en: '{field} contains invisible control characters; remove them and retry' },
  appPath: { zh: '{field}必须是本站页面', en: '{field} must be a page of this site' },
  // Money is typed in yuan, so its refusals speak yuan (common/money.ts), never the fen the wire carries.
  yuan: { zh: '{field}须为金额，如 12.50', en: '{field} must be an amount in yuan, such as 12.50' },
  yuanDecimals: { zh: '{field}最多两位小数', en: '{field} allows at most two decimals' },
  yuanRange: { zh: '{field}须在{min}至{max}元之间', en: '{field} must be between ¥{min} and ¥{max}' },
  // A file the person has not given yet is asked for ("请上传图片"), not refused as an empty link.
  upload: { zh: '请上传{field}', en: 'Upload {field}' },
  choose: { zh: '请选择{field}', en: 'Choose {field}' },
};

/**
 * The catalogue entry a failing field rule answers with, so a client reading only the numeric status still knows
 * what happened (1010001 "mobile number incorrect", not the generic 1000001). Rules not listed answer
 * SUBMIT_DATA_ERROR; either way `errors[]` carries the field, the rule and the worded message.
 */
export const RULE_CODES: Readonly<Partial<Record<RuleKey, ErrorCode>>> = {
  phone: 'MOBILE_INCORRECT',
  password: 'PASSWORD_RULE',
  txPassword: 'TX_PWD_RULE',
  code: 'CODE_WRONG',
  codeMissing: 'CODE_MISSING',
  accepted: 'AGREEMENT_REQUIRED',
  keyword: 'KEYWORD_EMPTY',
  notEqual: 'NOT_EQUAL',
  cursor: 'CURSOR_INVALID',
  taxNumber: 'TAX_NUMBER_FORMAT',
  uscc: 'TAX_NUMBER_FORMAT',
  usccCheck: 'TAX_NUMBER_CHECK',
  lineBreak: 'TEXT_LINE_BREAK',
  controlChar: 'TEXT_CONTROL_CHAR',
  appPath: 'WX_RETURN_INVALID',
};

/** The catalogue entry of a refusal whose first failing field rule is `ruleKey`. */
export const codeOfRule = (ruleKey: string | undefined): ErrorCode => (ruleKey && Object.hasOwn(RULE_CODES, ruleKey) ? RULE_CODES[ruleKey as RuleKey] : undefined) ?? 'SUBMIT_DATA_ERROR';

export interface RuleToken {
  rule: RuleKey;
  [param: string]: string | number | undefined;
}

/** A zod message that carries a rule token instead of prose. */
export const rule = (key: RuleKey, params: Record<string, string | number> = {}): string => JSON.stringify({ rule: key, ...params });

function tokenOf(issue: z.ZodIssue): RuleToken {
  if (issue.message.startsWith('{"rule"')) {
    try {
      return JSON.parse(issue.message) as RuleToken;
    } catch {
      /* fall through to the inferred rule */
    }
  }
  switch (issue.code) {
    case 'invalid_type':
      if (issue.received === 'undefined' || issue.received === 'null') return { rule: 'required' };
      if (issue.expected === 'boolean') return { rule: 'boolean' };
      if (issue.expected === 'number' || issue.expected === 'integer') return { rule: 'number' };
      return { rule: 'type' };
    case 'invalid_enum_value':
      return { rule: 'enum', options: issue.options.join(', ') };
    case 'invalid_literal':
      return { rule: 'enum', options: String(issue.expected) };
    case 'too_small':
      return issue.type === 'array' ? { rule: 'required' } : { rule: 'range', min: Number(issue.minimum), max: '' };
    case 'too_big':
      return issue.type === 'array' ? { rule: 'listSize', max: Number(issue.maximum) } : { rule: 'maxLength', max: Number(issue.maximum) };
    case 'invalid_string':
      return issue.validation === 'email' ? { rule: 'email' } : issue.validation === 'url' ? { rule: 'url' } : { rule: 'type' };
    default:
      return { rule: 'type' };
  }
}

/** Words a rule token for a field; `labels` is the caller's area (see `labelsFor`), common labels by default. */
export function formatRule(token: RuleToken, field: string, lang: Lang, labels: Labels = COMMON_LABELS): string {
  const template = ruleText[token.rule] ?? ruleText.type;
  let text = lang === 'en' ? template.en : template.zh;
  // `as` names the label when one wire field holds different things (a button's `url` is a phone number to call).
  text = text.replace('{field}', labelOf(typeof token.as === 'string' ? token.as : field, lang, labels));
  for (const [k, v] of Object.entries(token)) text = text.replace(`{${k}}`, String(v ?? ''));
  return text;
}

export function formatIssue(issue: z.ZodIssue, lang: Lang, prefix = '', labels: Labels = COMMON_LABELS): { field: string; rule: string; message: string } {
  const field = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || 'body';
  const token = tokenOf(issue);
  return { field, rule: token.rule, message: formatRule(token, field, lang, labels) };
}
