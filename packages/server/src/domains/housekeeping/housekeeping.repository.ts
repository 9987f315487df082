import type { Db } from '../../db';

/** Deletes of rows nobody can use any more. */
export function housekeepingRepository(db: Db) {
  return {
    /** Codes, captchas and OAuth states (all VerificationCode rows) that expired before `before`. */
    deleteExpiredCodes: (before: Date) => db.verificationCode.deleteMany({ where: { expiresAt: { lt: before } } }),
    /** Sessions that expired or were revoked before `before`. */
    deleteDeadSessions: (before: Date) => db.session.deleteMany({ where: { OR: [{ expiresAt: { lt: before } }, { revokedAt: { lt: before } }] } }),
    /** Stored answers of idempotent calls past their expiry (expiry is already 24 h after the call). */
    deleteExpiredIdempotencyKeys: (now: Date) => db.idempotencyKey.deleteMany({ where: { expiresAt: { lt: now } } }),
  };
}
