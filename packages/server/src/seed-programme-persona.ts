import type { Db } from './db';

/** Demo data of the programme area's persona part (issue 18); idempotent. */
export async function seedProgrammePersona(db: Db): Promise<void> {
  void db;
}
