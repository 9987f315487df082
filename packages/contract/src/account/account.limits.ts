// The account area's limits: part of `LIMITS` (added by the area's manifest, account.area.ts), read as `LIMITS.auth.<name>`.
/** Sign-in, codes and sessions (spec sections 5 and 9). */
export const AUTH_LIMITS = {
  loginPasswordMin: 6,
  loginPasswordMax: 20,
  verificationCodeLength: 4,
  /** A voice code is offered once this many SMS code requests have not led to a successful check. */
  voiceCodeAfterFailedSms: 2,
  sessionDays: 30,
  codeTtlMinutes: 5,
  codeMaxAttempts: 5,
  codeResendSeconds: 60,
  /** Wrong code checks across all codes of a phone and purpose in this window lock further checks. */
  codeLockWindowMinutes: 30,
  codeLockAfterFailures: 10,
  /** Wrong login passwords in a row that lock password login (SMS-code login stays open), and for how long (ours). */
  loginMaxFailures: 5,
  loginLockMinutes: 15,
  /** Wire bounds of our own: a secret being checked or confirmed, a typed code or image code, a phone typed as text. */
  secretMax: 64,
  codeTextMax: 8,
  captchaMax: 8,
  phoneTextMax: 20,
  /**
   * Ours: SMS and voice codes (each one costs the operator money) per client address, per device (the signed-in
   * user, else the device cookie) and for the whole platform, per hour. The address budget leaves room for a busy
   * shared address (an office, a carrier's NAT); the global one caps the operator's bill (SMS_GLOBAL_PER_HOUR may
   * set another for one deployment).
   */
  smsPerAddressPerHour: 60,
  smsPerDevicePerHour: 10,
  smsGlobalPerHour: 1000,
  /** Ours: "is this phone registered?" checks per client address, so registered phones cannot be listed. */
  mobileCheckPerAddressPerMinute: 10,
  mobileCheckPerAddressPerHour: 100,
  /** Ours: graphic captchas (each one drawn and stored) per client address per minute; a person refreshes a few. */
  captchaPerAddressPerMinute: 20,
} as const;
