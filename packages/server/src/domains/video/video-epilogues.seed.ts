import type { Db } from '../../db';
import type { StorageProvider } from '../../providers/storage';
import { ensureBuiltinEpilogues } from './video-material-epilogues';

/**
 * Micro video's built-in data (issue 15): the epilogues every user may close a video with, their pictures drawn into
 * the storage. The server draws them again on first use when its storage lacks them (a store the seed never saw).
 */
export async function seedVideo(db: Db, storage: StorageProvider) {
  await ensureBuiltinEpilogues(db, storage);
}
