/**
 * A typed yuan amount as integer fen, without floating point: "12.3" -> 1230, "0.05" -> 5; null for anything that
 * is not a plain amount with at most two decimals (full-width digits and spaces cleaned first).
 */
export function yuanToFen(raw: string): number | null {
  const s = raw.replace(/[０-９．]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/\s/g, '');
  const m = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(s);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
