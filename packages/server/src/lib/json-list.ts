/**
 * A text column holding a JSON list of strings (pictures' URLs or storage keys) read back. Anything else (a
 * hand-edited row, a truncated write) reads as an empty list: a screen then shows no pictures instead of failing.
 */
export function stringListOf(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}
