import type { Db } from './db';

/** Demo data of the programme area's checkin part (issue 18); idempotent. */
export async function seedProgrammeCheckin(db: Db): Promise<void> {
  void db;
}
