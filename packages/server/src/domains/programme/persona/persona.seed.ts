import type { Db } from '../../../db';
import type { StorageProvider } from '../../../providers/storage';
import { PENDANT_DESIGNS, ensurePendantImages, pendantKeyOf } from './pendant-art';

/**
 * Demo data of the programme area's persona part (issue 18); idempotent: the pendant catalogue's rows, and with a
 * storage at hand their pictures (else the first catalogue read draws them).
 */
export async function seedProgrammePersona(db: Db, storage?: StorageProvider): Promise<void> {
  for (const d of PENDANT_DESIGNS) {
    const row = { category: d.category, nameZh: d.nameZh, nameEn: d.nameEn, imageUrl: pendantKeyOf(d.id), sort: d.sort };
    await db.personaPendant.upsert({ where: { id: d.id }, create: { id: d.id, ...row }, update: row });
  }
  if (storage) await ensurePendantImages(storage);
}
