import { MONEY_LIMITS, formatRule, labelsFor, parseYuan, type LabelScope, type YuanBounds } from '@card/contract';
import { currentLang } from './i18n';

/** Amounts travel as integer fen; the screen shows yuan with the spec's default two decimals. */
export const formatFen = (fen: number) => (fen / 100).toFixed(MONEY_LIMITS.decimals);

/** Fen as the text of a yuan input ("" for nothing yet, so a blank field stays blank). */
export const yuanInputOf = (fen: number | null | undefined) => (fen ? (fen / 100).toFixed(MONEY_LIMITS.decimals) : '');

/**
 * What a person typed into a yuan input, read by the contract's one money rule (issue 32, item 7): exact fen, or the
 * message to show under that input, worded as the server words it, with the label of the call's fen field
 * (`priceFen` reads "售价"). Nothing is rounded or dropped: 1.555 and −5 are refused, not sent as 156 or left out.
 */
export function readYuan(raw: string, bounds: YuanBounds, field: string, scope: LabelScope): { fen: number; error?: undefined } | { fen?: undefined; error: string } {
  const r = parseYuan(raw, bounds);
  return r.ok ? { fen: r.fen } : { error: formatRule(r.token, field, currentLang(), labelsFor(scope)) };
}
