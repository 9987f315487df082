/** Scanning paper cards into the address book (issue 34): every value ours. Spread into NETWORK_LIMITS. */
export const SCAN_LIMITS = {
  /** A phone camera's photo is 2-6 MB; 10 MB leaves room and stays far below the platform's per-file cap. */
  scanPhotoMaxBytes: 10 * 1024 * 1024,
  scanPhotoTypes: ['image/jpeg', 'image/png', 'image/webp'] as const,
  /** Recognitions per user per day (each costs a few seconds of the one recognition an instance runs at a time). */
  scansPerDay: 50,
  /**
   * A recognition is tried twice (a worker that died mid-read), each at most 180 s: a side takes 1.5-3 s on an idle
   * machine, but a machine busy with other work stretched one past 30 s.
   */
  scanAttempts: 2,
  scanTimeoutSeconds: 180,
  /** The saved contact's fields. */
  scanNameMax: 30,
  scanFieldMax: 100,
  scanAddressMax: 200,
  scanMobilesMax: 3,
  /** Paper contacts a user keeps (the address book's own cap). */
  paperContactsMax: 5_000,
} as const;
