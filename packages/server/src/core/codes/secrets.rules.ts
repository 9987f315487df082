/** A one-time secret row (OAuth state, captcha) is good once, before it expires, for whom it was made. */
export function isLiveSecret(row: { target: string; expiresAt: Date; consumedAt: Date | null } | null, target: string, now: Date): boolean {
  return Boolean(row && row.target === target && !row.consumedAt && row.expiresAt > now);
}
