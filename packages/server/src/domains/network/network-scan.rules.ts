import { joinCjkSpaces, mendAreaZero, readWechatId } from './network-scan-mend.rules';

/**
 * Reading a business card's text into contact fields (issue 34). Pure: text in, fields out. Chinese cards first
 * (mobiles written 138 0013 8000 or +86-138-0013-8000, landlines with area codes and extensions, company suffixes
 * such as 有限公司, titles, departments, addresses with 省/市/区/路/号), and the English side of a bilingual card: both
 * sides merge into one set of fields, the Chinese wording preferred and the English kept where the Chinese lacks.
 */
export interface ScanFields {
  name: string;
  title: string;
  department: string;
  company: string;
  mobiles: string[];
  landline: string;
  fax: string;
  email: string;
  website: string;
  address: string;
  wechat: string;
  qq: string;
}

export const SCAN_TEXT_FIELDS = ['name', 'title', 'department', 'company', 'landline', 'fax', 'email', 'website', 'address', 'wechat', 'qq'] as const;
export type ScanTextField = (typeof SCAN_TEXT_FIELDS)[number];

export const emptyFields = (): ScanFields => ({
  name: '',
  title: '',
  department: '',
  company: '',
  mobiles: [],
  landline: '',
  fax: '',
  email: '',
  website: '',
  address: '',
  wechat: '',
  qq: '',
});

const CJK = '\\u3400-\\u9fff\\uf900-\\ufaff';
const HAS_CJK = new RegExp(`[${CJK}]`);
const ONLY_CJK_NAME = new RegExp(`^[${CJK}·]{2,5}$`);

/**
 * One line as tesseract gives it, made comparable: full-width letters, digits and punctuation half-width, the ideographic
 * space a space, the spaces chi_sim puts between Chinese characters removed, runs of spaces one, ends trimmed.
 */
export function normaliseLine(raw: string): string {
  let s = raw.replace(/[\uFF01-\uFF5E]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0)).replace(/\u3000/g, ' ');
  s = s.replace(/[|¦]/g, ' ').replace(/[“”"‘’`]/g, '');
  s = s.replace(/\s+/g, ' ').trim();
  // chi_sim sometimes spaces out every character ("张 伟"); a space between words ("市场部 经理") is kept.
  const words = s.split(' ');
  const single = words.filter((w) => w.length === 1 && HAS_CJK.test(w)).length;
  if (single >= 2 && single >= words.length * 0.6) s = s.replace(new RegExp(`([${CJK}]) (?=[${CJK}])`, 'g'), '$1');
  return s;
}

// ---- labels: "手机：", "Tel:", "F." ... what a field is printed after ----
/** What ends a label: a colon, which OCR also reads as ; , or . ("网址; www…"). */
const SEP = '[:：;；,，.]';
type Label = 'mobile' | 'landline' | 'fax' | 'email' | 'website' | 'address' | 'wechat' | 'qq';
const LABELS: [RegExp, Label][] = (
  [
    ['手机|移动电话|mobile|mob|cell|phone m|m', 'mobile'],
    ['传真|fax|f', 'fax'],
    ['电话|座机|办公电话|tel|telephone|phone|t', 'landline'],
    ['邮箱|电子邮箱|电邮|e-?mail|mail|e', 'email'],
    ['网址|网站|主页|web(site)?|url|w', 'website'],
    ['地址|公司地址|add(ress)?|addr', 'address'],
    ['微信号?|wechat|weixin|wx', 'wechat'],
    ['qq', 'qq'],
  ] as const
).map(([words, label]) => [new RegExp(`^(${words})\\s*${SEP}?\\s*`, 'i'), label]);

/** The label a line starts with and the rest; a one-letter label counts only before digits or an address sign (M/T/F/E/W). */
export function splitLabel(line: string): { label: Label | null; rest: string } {
  for (const [re, label] of LABELS) {
    const m = re.exec(line);
    if (!m) continue;
    const rest = line.slice(m[0].length).trim();
    const word = m[1]!;
    if (word.length === 1) {
      // "M 138…", "T: 010…", "E: a@b.cn", "W www…": a single letter is a label only when what follows fits it.
      const fits = label === 'email' ? /@/.test(rest) : label === 'website' ? /^(https?:|www\.)/i.test(rest) : /^[+(\d]/.test(rest);
      if (!fits || !/[:：;；,，.\s]/.test(line.charAt(1))) continue;
    }
    return { label, rest };
  }
  return { label: null, rest: line };
}

// ---- numbers ----
const OCR_DIGITS: Record<string, string> = { O: '0', o: '0', D: '0', l: '1', I: '1', i: '1', '!': '1', S: '5', B: '8', Z: '2' };

/** Digit runs a number may be written with: 138 0013 8000, 138-0013-8000, (010) 6512 3456, +86 10 6512 3456. */
const NUMBER_RUN = /(?:\+\s?\d{2,3}[\s-]?)?(?:\(\s?0?\d{2,4}\s?\)\s?)?\d[\dOoDlI\s\-–—.]{5,}\d(?:\s*(?:转|ext\.?|x|-)\s*\d{1,6})?/gi;

export interface PhoneRead {
  kind: 'mobile' | 'landline';
  value: string;
}

/**
 * A number as written on a card, classified: a mainland mobile (11 digits from 13-19, after an optional +86/0086/86)
 * answered as its 11 digits; a landline (an area code 0xx or 0xxx and a 7-8 digit number, after an optional +86 where
 * the area code's 0 is dropped) answered as 0xx-xxxxxxxx with any extension after "-"; anything else null.
 */
export function readPhone(raw: string): PhoneRead | null {
  const ext = /(?:转|ext\.?|x)\s*(\d{1,6})\s*$/i.exec(raw);
  let body = ext ? raw.slice(0, ext.index) : raw;
  body = body.replace(/[OoDlIi!SBZ]/g, (c) => OCR_DIGITS[c] ?? c);
  let digits = body.replace(/[^\d+]/g, '');
  const intl = /^(\+86|0086)/.exec(digits);
  if (intl) digits = digits.slice(intl[0].length);
  else if (/^86(1[3-9]\d{9})$/.test(digits)) digits = digits.slice(2);
  digits = digits.replace(/\+/g, '');
  if (/^1[3-9]\d{9}$/.test(digits)) return { kind: 'mobile', value: digits };
  // +86 10 6512 3456: international writing drops the area code's 0.
  if (intl && !digits.startsWith('0')) digits = `0${digits}`;
  // A trailing "-123" after a full landline is an extension written with a dash.
  let dashExt = ext?.[1] ?? '';
  const m = /^(0(?:[12]\d|[3-9]\d{2}))(\d{7,8})(\d{0,6})$/.exec(digits);
  if (!m) return null;
  const area = m[1]!;
  let local = m[2]!;
  let tail = m[3]!;
  // 0xx + 8 digits is the rule for two-digit areas (010, 02x); 0xxx areas have 7 or 8. An 8-digit read that leaves
  // a remainder was an extension.
  if (area.length === 3 && local.length === 7 && tail) {
    local += tail[0];
    tail = tail.slice(1);
  }
  if (tail && !dashExt) dashExt = tail;
  if (area.length === 3 && local.length !== 8) return null;
  return { kind: 'landline', value: `${area}-${local}${dashExt ? `-${dashExt}` : ''}` };
}

/**
 * A landline's extension after a "转" OCR misread ("021-60000000 #% 800", "… 44 800"): one or two marks between
 * spaces after a complete landline without extension, and 1-6 digits ending the line, are read as 转.
 */
export function mendExtension(line: string): string {
  const m = /^(.*\d)\s+(\S{1,2})\s+(\d{1,6})$/.exec(line);
  if (!m || m[2] === '转') return line;
  const before = readPhone(m[1]!);
  return before?.kind === 'landline' && /^0\d{2,3}-\d{7,8}$/.test(before.value) ? `${m[1]} 转 ${m[3]}` : line;
}

/**
 * "www." as OCR misreads it ("wew.", "wwe.", "vvw.", "ww."): a first label of 2-4 letters from w, v and e with at least
 * two w or v, before a name and a suffix (so "wwe.com" itself stays).
 */
export function mendWww(host: string): string {
  const m = /^([wve]{2,4})\.([^.]+\..+)$/i.exec(host);
  return m && m[1]!.toLowerCase() !== 'www' && (m[1]!.match(/[wv]/gi) ?? []).length >= 2 ? `www.${m[2]}` : host;
}

/**
 * An e-mail whose last dot OCR lost ("liu.yang@minglvcom"): a domain without any dot that ends in com, net, org or cn
 * after at least two characters gets the dot back. Anything else is answered as it was.
 */
export function mendEmailDot(s: string): string {
  const m = /^([a-z0-9][a-z0-9._%+-]*@[a-z0-9-]{2,}?)(com|net|org|cn)$/i.exec(s);
  return m ? `${m[1]}.${m[2]}` : s;
}

/** Every number in a line, classified (runs that are neither a mobile nor a landline are left out). */
export function phonesIn(text: string): PhoneRead[] {
  const out: PhoneRead[] = [];
  const line = mendExtension(text);
  for (const m of line.matchAll(NUMBER_RUN)) {
    const p = readPhone(m[0]);
    if (p) out.push(p);
    else {
      // Two numbers on one line separated by a space or a slash: each part on its own.
      for (const part of m[0].split(/\s*[/,;]\s*|\s{2,}/)) {
        const q = part !== m[0] ? readPhone(part) : null;
        if (q) out.push(q);
      }
    }
  }
  return out;
}

// ---- words that say what a line is ----
const EMAIL = /[a-z0-9][a-z0-9._%+-]*@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/i;
const URL = /(?:https?:\/\/)?(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|cn|net|org|com\.cn|net\.cn|org\.cn|io|co|cc|top|biz|info|gov\.cn|edu\.cn)(?:\/[^\s]*)?/i;
const COMPANY_CJK = /(有限责任公司|股份有限公司|有限公司|集团|公司|工作室|事务所|研究院|研究所|银行|医院|学校|大学|协会|商行|门市部|厂)$/;
const COMPANY_LATIN = /\b(co\.?,?\s*ltd\.?|ltd\.?|limited|inc\.?|corp(oration)?\.?|company|group|studio|llc|llp|gmbh|firm|bank|holdings?)\b/i;
const TITLE_CJK =
  /(董事长|总经理|副总经理|总裁|副总裁|经理|总监|主管|工程师|顾问|主任|专员|设计师|会计师|律师|合伙人|创始人|董事|助理|秘书|代表|店长|总编|主编|教授|医师|架构师|分析师|策划|讲师|厂长|部长|组长|执行官|CEO|CTO|CFO|COO|CMO|VP)$/;
const TITLE_LATIN =
  /\b(manager|director|engineer|consultant|ceo|cto|cfo|coo|cmo|vp|president|designer|specialist|officer|supervisor|partner|founder|co-founder|lead|architect|analyst|assistant|representative|accountant|lawyer|attorney|chairman|executive|head|secretary|editor|professor|advisor|adviser|planner|sales)\b/i;
const DEPT_CJK = /(事业部|部门|部|中心|办公室|事业群|研究室|实验室|处|科)$/;
const DEPT_LATIN = /\b(department|dept\.?|division|center|centre|office|unit|team)\b/i;
const ADDRESS_CJK = /[省市区县镇乡路街道号楼层室座栋弄巷]|大厦|大道|广场|园区|中心/g;
const ADDRESS_LATIN = /\b(road|rd\.?|street|st\.?|avenue|ave\.?|district|room|rm\.?|floor|fl\.?|building|bldg\.?|tower|plaza|province|city|china|lane|park|no\.?|suite)\b/gi;
const LATIN_NAME = /^[A-Z][a-zA-Z'’-]{0,20}(?:\s+[A-Z][a-zA-Z'’-]{0,20}){1,2}$/;

export type LineKind = 'company' | 'department' | 'title' | 'address' | 'name' | 'other';

/** What a line without a label or a number is: company, department, title, address, name, or other (slogans, stray marks). */
export function classifyLine(line: string): LineKind {
  const cjk = HAS_CJK.test(line);
  if (cjk) {
    const compact = line.replace(/\s+/g, '');
    if (COMPANY_CJK.test(compact)) return 'company';
    if ((compact.match(ADDRESS_CJK) ?? []).length >= 3 && compact.length >= 8 && /\d|号/.test(compact)) return 'address';
    if (TITLE_CJK.test(compact) && compact.length <= 12) return 'title';
    if (DEPT_CJK.test(compact) && compact.length <= 12) return 'department';
    if (ONLY_CJK_NAME.test(compact) && compact.length <= 4) return 'name';
    return 'other';
  }
  if (!/[a-z]/i.test(line)) return 'other';
  if (COMPANY_LATIN.test(line)) return 'company';
  if ((line.match(ADDRESS_LATIN) ?? []).length >= 2 && /\d/.test(line)) return 'address';
  if (DEPT_LATIN.test(line) && line.split(/\s+/).length <= 5) return 'department';
  if (TITLE_LATIN.test(line) && line.split(/\s+/).length <= 5) return 'title';
  if (LATIN_NAME.test(line) || /^[A-Z]{2,}\s+[A-Z][a-z]+$/.test(line)) return 'name';
  return 'other';
}

/** A line that starts with 1-5 characters and a colon: what a label looks like, known or not. */
const GARBLED_LABEL = /^[^\s:：;；]{1,5}\s*[:：;；]\s*(\S.*)$/;

/**
 * The fields of a card from its text (one side, or both sides' texts joined). Each line: a labelled value first
 * (手机/Tel/传真/Fax/邮箱/地址/微信/QQ...), then an e-mail, a web address, the numbers in it, then what the words say.
 * A line "市场部 经理" holds two fields: its space-separated parts are classified when the whole is not one.
 * Where two lines give one field, a Chinese one wins over an English one, else the first one read stays.
 */
export function parseCard(text: string): ScanFields {
  return parseLines(text.split(/\r?\n/).map((t) => ({ text: t, words: [] }))).fields;
}

/** A line as the OCR read it, with the words it saw in it and how sure it was of each (0-100; none: unknown). */
export interface ReadLine {
  text: string;
  words: readonly { text: string; conf: number; box?: { left: number; top: number; width: number; height: number } }[];
}

/** How sure the reading was of each field it found (the mean confidence of the value's words); absent: unknown. */
export type FieldConf = Partial<Record<ScanTextField, number>>;
export interface ScoredFields {
  fields: ScanFields;
  conf: FieldConf;
}

/**
 * The confidence of a value read from a line: the mean of the line's words found in the value (spaces and case
 * aside), or of all its words when a mend changed the value past finding them ("wew." -> "www."); undefined with no words.
 */
export function confOf(words: ReadLine['words'], value: string): number | undefined {
  const flat = (s: string) => s.replace(/\s+/g, '').toLowerCase();
  const v = flat(value);
  const inside = words.filter((w) => flat(w.text) && v.includes(flat(w.text)));
  const use = inside.length ? inside : words;
  return use.length ? use.reduce((sum, w) => sum + w.conf, 0) / use.length : undefined;
}

/** parseCard on lines with their words' confidences: the same fields, and how sure the reading was of each. */
export function parseLines(read: readonly ReadLine[]): ScoredFields {
  const f = emptyFields();
  const conf: FieldConf = {};
  let words: ReadLine['words'] = [];
  const put = (field: ScanTextField, value: string) => {
    // A full stop may end "Co., Ltd."; elsewhere it is a stray mark.
    // Marks OCR leaves before a value ("; 浙江省…", the rest of a misread colon) are never part of it.
    const v = value
      .trim()
      .replace(/^[,;，；:：.。、_~-]+\s*/, '')
      .replace(field === 'company' ? /[,;，；:：]+$/ : /[,;，；:：.。]+$/, '');
    if (!v) return;
    const had = f[field];
    const cjkWins = !HAS_CJK.test(had) && HAS_CJK.test(v) && ['name', 'title', 'department', 'company', 'address'].includes(field);
    // A bare host ("liu.yang0minglv.com", an e-mail whose @ was lost) gives way to one written www.
    const wwwWins = field === 'website' && !/^www\./.test(had) && /^www\./.test(v);
    if (!had || cjkWins || wwwWins) {
      f[field] = v;
      const c = confOf(words, v);
      if (c === undefined) delete conf[field];
      else conf[field] = c;
    }
  };
  const addPhone = (p: PhoneRead, label: Label | null) => {
    if (p.kind === 'mobile' && label !== 'fax') {
      if (!f.mobiles.includes(p.value)) f.mobiles.push(p.value);
      return;
    }
    if (label === 'fax') put('fax', p.value);
    else put('landline', p.value);
  };
  for (const r of read) {
    const line = normaliseLine(r.text);
    if (!line) continue;
    words = r.words;
    // Several labelled values on one line ("T: 010-… F: 010-…"): split before each label.
    const pieces = line.split(/\s+(?=(?:手机|电话|传真|邮箱|网址|地址|微信|QQ|Tel|Fax|Mob|Mobile|Email|E-mail|Web|T|F|M|E|W)\s*[:：;；])/i);
    for (const piece of pieces) readPiece(piece);
  }
  return { fields: f, conf };

  function readPiece(piece: string) {
    const { label, rest: after } = splitLabel(piece);
    // A label OCR garbled ("邮箱" read as "AE9G :"), or one we do not know ("总部："): the value is read by what it is.
    const rest = label ? after : (GARBLED_LABEL.exec(after)?.[1] ?? after);
    // OCR puts spaces around an address's dots ("hu. jun@desheng.com", "www. yunfan.com"); neither holds one.
    // … and reads @ as €, © or ® between letters.
    const dotted = rest.replace(/([a-z0-9])\s*[€©®]\s*(?=[a-z0-9])/gi, '$1@').replace(/\s*([.@])\s*/g, '$1');
    const email = EMAIL.exec(dotted) ?? EMAIL.exec(mendEmailDot(dotted));
    if (email) {
      put('email', email[0].toLowerCase());
      if (label === 'email' || dotted === email[0]) return;
    }
    if (label === 'email') return;
    if (label === 'wechat') {
      const id = readWechatId(rest);
      if (id) put('wechat', id);
      return;
    }
    if (label === 'qq') {
      const qq = /[1-9]\d{4,11}/.exec(rest.replace(/\s+/g, ''));
      if (qq) put('qq', qq[0]);
      return;
    }
    if (label === 'address') {
      put('address', joinCjkSpaces(rest));
      return;
    }
    const web = !email ? URL.exec(dotted) : null;
    if (web && (label === 'website' || /^(https?:|www\.)/i.test(web[0]) || dotted === web[0])) {
      put(
        'website',
        mendWww(
          web[0]
            .replace(/^https?:\/\//i, '')
            .replace(/\/$/, '')
            .toLowerCase(),
        ),
      );
      return;
    }
    let phones = phonesIn(rest);
    if (!phones.length && (label === 'landline' || label === 'fax')) phones = phonesIn(mendAreaZero(rest));
    if (phones.length) {
      for (const p of phones) addPhone(p, label);
      return;
    }
    if (label) return;
    // A bilingual name line, "张伟  Zhang Wei": the Chinese name.
    const both = new RegExp(`^([${CJK}]{2,4})\\s+[A-Z][a-zA-Z]+(?:\\s+[A-Z][a-zA-Z]+){1,2}$`).exec(rest);
    if (both) {
      put('name', both[1]!);
      return;
    }
    // "市场部 经理" or "张伟 销售总监": a line of parts that are each something different.
    const parts = rest.split(' ').filter(Boolean);
    if (parts.length > 1 && HAS_CJK.test(rest)) {
      const kinds = parts.map(classifyLine);
      if (new Set(kinds.filter((k) => k !== 'other')).size >= 2) {
        parts.forEach((part, i) => {
          if (kinds[i] !== 'other') put(kinds[i]!, part);
        });
        return;
      }
    }
    const kind = classifyLine(rest);
    if (kind !== 'other') put(kind, kind === 'address' ? joinCjkSpaces(rest) : rest);
  }
}

/** How many fields a reading found: none means the read failed (blank page, no text, not a card). */
export const foundCount = (f: ScanFields) => SCAN_TEXT_FIELDS.filter((k) => f[k]).length + (f.mobiles.length ? 1 : 0);
