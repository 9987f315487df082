import type { Db } from './db';

/** Demo data of the programme area's dealer part (issue 18); idempotent. */
export async function seedProgrammeDealer(db: Db): Promise<void> {
  void db;
}
