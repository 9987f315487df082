import { formatRule, labelsFor, parseYuan, type LabelScope, type YuanBounds } from '@card/contract';
import { currentLang } from './i18n';

// Apart from lib/money: the field labels of every area (labelsFor) are large, and the management centre's first
// screen needs formatFen only.
/**
 * What a person typed into a yuan input, read by the contract's one money rule (issue 32, item 7): exact fen, or the
 * message to show under that input, worded as the server words it, with the label of the call's fen field
 * (`priceFen` reads "售价"). Nothing is rounded or dropped: 1.555 and −5 are refused, not sent as 156 or left out.
 */
export function readYuan(raw: string, bounds: YuanBounds, field: string, scope: LabelScope): { fen: number; error?: undefined } | { fen?: undefined; error: string } {
  const r = parseYuan(raw, bounds);
  return r.ok ? { fen: r.fen } : { error: formatRule(r.token, field, currentLang(), labelsFor(scope)) };
}
