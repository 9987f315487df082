// The security area's limits: part of `LIMITS` (added by the area's manifest, security.area.ts), read as `LIMITS.security.<name>`.
/** Transaction password (spec section 9: 6 digits); the lock after wrong entries is ours. */
export const SECURITY_LIMITS = {
  txPasswordLength: 6,
  txPwdMaxFailures: 5,
  txPwdLockHours: 24,
  idNumberMax: 30,
  redirectUriMax: 500,
  wxCodeMax: 200,
  wxStateMax: 100,
} as const;
