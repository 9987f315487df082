import type { Db } from '../../db';

/**
 * The platform's video labels (issue 15): topics every owner may give a video and visitors browse and follow (no
 * user, no company). Fixed ids so the seed is idempotent: rows follow it on every start.
 */
export const PLATFORM_VIDEO_LABELS = [
  { id: 'videoLabelFood000001', name: '美食', nameEn: 'Food' },
  { id: 'videoLabelTravel0001', name: '旅行', nameEn: 'Travel' },
  { id: 'videoLabelBusiness01', name: '商务', nameEn: 'Business' },
  { id: 'videoLabelEducation1', name: '教育', nameEn: 'Education' },
  { id: 'videoLabelTech000001', name: '科技', nameEn: 'Tech' },
  { id: 'videoLabelLife000001', name: '生活', nameEn: 'Life' },
  { id: 'videoLabelHealth0001', name: '健康', nameEn: 'Health' },
  { id: 'videoLabelCars000001', name: '汽车', nameEn: 'Cars' },
] as const;

export async function seedVideoLabels(db: Db) {
  for (const [sort, l] of PLATFORM_VIDEO_LABELS.entries()) {
    const row = { name: l.name, nameEn: l.nameEn, sort, userId: null, companyId: null };
    await db.videoLabel.upsert({ where: { id: l.id }, create: { id: l.id, ...row }, update: row });
  }
}
