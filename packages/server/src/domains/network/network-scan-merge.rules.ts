import { emptyFields, SCAN_TEXT_FIELDS, type ScoredFields } from './network-scan.rules';

const HAS_CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/**
 * Two readings into one, by how sure each was (issue 34): per field, one reading's value where the other has none;
 * the Chinese one where only one is Chinese (a Chinese card's wording is the one wanted); otherwise the
 * first's, unless both readings know their confidence and the second's is higher ("liu.yang@mingiv.com" on a blurred
 * front, "liu.yang@minglv.com" sharper on the English back). `mobiles`: 'both' joins both readings' numbers, 'first'
 * keeps the first's unless it has none (a chi_sim reading misreads digits: network-scan-read.ts).
 */
export function mergeScored(a: ScoredFields, b: ScoredFields, mobiles: 'both' | 'first' = 'both'): ScoredFields {
  const fields = emptyFields();
  const conf: ScoredFields['conf'] = {};
  for (const k of SCAN_TEXT_FIELDS) {
    const [x, y] = [a.fields[k], b.fields[k]];
    const [cx, cy] = [a.conf[k], b.conf[k]];
    const takeB = !x ? !!y : !!y && (HAS_CJK.test(x) === HAS_CJK.test(y) ? cx !== undefined && cy !== undefined && cy > cx : HAS_CJK.test(y));
    fields[k] = takeB ? y : x;
    const c = takeB ? cy : cx;
    if (c !== undefined) conf[k] = c;
  }
  fields.mobiles = mobiles === 'first' && a.fields.mobiles.length ? a.fields.mobiles : [...new Set([...a.fields.mobiles, ...b.fields.mobiles])];
  return { fields, conf };
}

/** A reading whose values may only fill what another lacks: its confidences forgotten, so it never wins a tie of scripts. */
export const unsure = (r: ScoredFields): ScoredFields => ({ fields: r.fields, conf: {} });
