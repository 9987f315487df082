import type { Db } from './db';

/** Demo data of the programme area's promotion part (issue 18); idempotent. */
export async function seedProgrammePromotion(db: Db): Promise<void> {
  void db;
}
