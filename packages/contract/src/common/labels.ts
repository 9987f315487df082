import type { Lang } from './error-entry';

/**
 * Field labels: what a validation message calls a field ("相册名称须为1-15个字符"). The same wire name means
 * different things in different areas (an album's `name`, a link group's `name`, a card's `name`), so each area
 * declares its own labels in its schemas file, and a call may narrow a few more (a column's `name` inside the card
 * area). Only fields that mean the same everywhere live in COMMON_LABELS.
 */
export interface Label {
  zh: string;
  en: string;
}
export type Labels = Readonly<Record<string, Label>>;

/** An area's labels: its fields, plus per call the fields whose meaning differs from the area's default. */
export interface AreaLabels {
  fields: Labels;
  calls?: Readonly<Record<string, Labels>>;
}

export const label = (zh: string, en: string): Label => ({ zh, en });

/** An area built in parts: the parts' field labels merged (a part's call labels still narrow them for its calls). */
export const mergeAreaLabels = (...parts: AreaLabels[]): AreaLabels => ({
  fields: Object.assign({} as Labels, ...parts.map((p) => p.fields)),
  calls: Object.assign({}, ...parts.map((p) => p.calls ?? {})),
});

export const COMMON_LABELS: Labels = {
  body: label('请求内容', 'request body'),
  phone: label('手机号码', 'mobile number'),
  mobile: label('手机号码', 'mobile number'),
  regionCode: label('区号', 'region code'),
  password: label('登录密码', 'password'),
  code: label('验证码', 'verification code'),
  purpose: label('验证码用途', 'code purpose'),
  channel: label('发送方式', 'delivery channel'),
  id: label('标识', 'id'),
  ids: label('标识列表', 'id list'),
  phoneIdEcr: label('名片标识', 'card id'),
  file: label('文件', 'file'),
  lang: label('语言', 'language'),
  keyword: label('搜索关键字', 'search keyword'),
  pageIndex: label('页码', 'page number'),
  pageSize: label('每页条数', 'page size'),
  cursor: label('列表位置', 'list position'),
};

/**
 * The label of a field path (`body.items.0.name` reads as `name`) from a merged label map; a field nobody
 * labelled reads as its own key, so a new field never breaks a message.
 */
export function labelOf(field: string, lang: Lang, labels: Labels = COMMON_LABELS): string {
  const leaf =
    field
      .split('.')
      .filter((p) => p !== '' && !/^\d+$/.test(p))
      .pop() ?? field;
  const found = Object.hasOwn(labels, leaf) ? labels[leaf] : undefined;
  if (!found) return leaf;
  return lang === 'en' ? found.en : found.zh;
}
