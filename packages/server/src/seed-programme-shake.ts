import type { Db } from './db';

/** Demo data of the programme area's shake part (issue 18); idempotent. */
export async function seedProgrammeShake(db: Db): Promise<void> {
  void db;
}
