import { z } from 'zod';
import { rule, type RuleToken } from './validation';

/**
 * One money rule (issue 32, item 7). People type yuan ("19.9", "０.５", " 1 "); the wire and the ledger carry integer
 * fen. Both directions refuse what cannot be an exact amount instead of rounding it (1.555 is not ¥1.56) or dropping
 * it (−5 is not "no price"), and every refusal speaks yuan: "售价须在0.01至100000元之间", "售价最多两位小数".
 * `parseYuan` reads what a person typed (the client's forms); `fFen` checks the fen a call receives (the server, and
 * any client that builds the body itself), with the same words, so a refusal reads the same from either side.
 */
export interface YuanBounds {
  minFen: number;
  maxFen: number;
  /** The fen a blank input stands for (an optional price: 0, "free"); without it a blank is refused as required. */
  blankFen?: number;
}

export type YuanResult = { ok: true; fen: number } | { ok: false; token: RuleToken };

/** Fen as the yuan a person would write: 1 -> "0.01", 150 -> "1.5", 10000000 -> "100000" (no float arithmetic). */
export function fenToYuanText(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fen));
  const cents = String(abs % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${sign}${Math.floor(abs / 100)}${cents ? `.${cents}` : ''}`;
}

const rangeToken = (b: YuanBounds): RuleToken => ({ rule: 'yuanRange', min: fenToYuanText(b.minFen), max: fenToYuanText(b.maxFen) });

/** Full-width digits and point, spaces (also inside: "1 000"), and a typed ¥ sign are how people write amounts. */
const cleanYuan = (raw: string) => raw.replace(/[０-９．－]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/[\s¥￥,，]/g, '');

/** A typed yuan amount as integer fen, or the rule it breaks (number, decimals, range, required). */
export function parseYuan(raw: string, bounds: YuanBounds): YuanResult {
  const s = cleanYuan(raw);
  if (s === '') return bounds.blankFen === undefined ? { ok: false, token: { rule: 'required' } } : { ok: true, fen: bounds.blankFen };
  const m = /^(-?)(\d*)(?:\.(\d*))?$/.exec(s);
  // "." alone, "-", "abc", "1e3", "1.2.3" are not amounts a person types.
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return { ok: false, token: { rule: 'yuan' } };
  const [, minus, whole = '', decimals = ''] = m;
  if (decimals.length > 2) return { ok: false, token: { rule: 'yuanDecimals' } };
  // More than 12 digits of yuan is past every limit; stop before the number loses precision.
  if (whole.replace(/^0+/, '').length > 12) return { ok: false, token: rangeToken(bounds) };
  const fen = (Number(whole || '0') * 100 + Number(decimals.padEnd(2, '0'))) * (minus ? -1 : 1);
  if (fen < bounds.minFen || fen > bounds.maxFen) return { ok: false, token: rangeToken(bounds) };
  return { ok: true, fen: fen === 0 ? 0 : fen };
}

/**
 * A fen field of a call body (form-encoded as a string, or a JSON number). A fraction of a fen means the yuan had
 * more than two decimals; out of range is worded in yuan. `.default(n)` may follow for an optional price.
 */
export const fFen = (minFen: number, maxFen: number) => {
  const { rule: key, ...params } = rangeToken({ minFen, maxFen });
  const range = rule(key, params as Record<string, string>);
  // Plain zod checks (not a refinement), so the bounds stay readable to the API document and the test sweeps.
  return z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : v) : v),
    z
      .number({ invalid_type_error: rule('yuan') })
      .finite(rule('yuan'))
      .int(rule('yuanDecimals'))
      .min(minFen, range)
      .max(maxFen, range),
  );
};
