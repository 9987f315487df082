/**
 * The part of a file of `size` bytes an HTTP `Range` header asks for (RFC 9110 14.2): `bytes=a-b`, `bytes=a-` (to
 * the end) or `bytes=-n` (the last n). null: no range, or one we answer with the whole file (not bytes, several
 * ranges, malformed: the RFC lets a server ignore those). 'unsatisfiable': it starts past the end (416).
 */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const n = Number(m[2]);
    if (n === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}
