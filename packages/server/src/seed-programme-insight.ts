import type { Db } from './db';

/** Demo data of the programme area's insight part (issue 18); idempotent. */
export async function seedProgrammeInsight(db: Db): Promise<void> {
  void db;
}
