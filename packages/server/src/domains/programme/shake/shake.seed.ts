import type { Db } from '../../../db';

/**
 * The role tag catalogue (issue 18, shake part): common professions a card owner shows under their name. Fixed ids,
 * so a re-run updates names in place and users' picks stay valid; idempotent.
 */
export const ROLE_TAG_SEED = [
  { id: 'roleTagOwner0001', name: '企业主', nameEn: 'Business owner' },
  { id: 'roleTagSales0001', name: '销售', nameEn: 'Sales' },
  { id: 'roleTagDesign001', name: '设计师', nameEn: 'Designer' },
  { id: 'roleTagLawyer001', name: '律师', nameEn: 'Lawyer' },
  { id: 'roleTagTeacher01', name: '教师', nameEn: 'Teacher' },
  { id: 'roleTagDoctor001', name: '医生', nameEn: 'Doctor' },
  { id: 'roleTagEngineer1', name: '工程师', nameEn: 'Engineer' },
  { id: 'roleTagFinance01', name: '财务', nameEn: 'Finance' },
  { id: 'roleTagMarket001', name: '市场营销', nameEn: 'Marketing' },
  { id: 'roleTagConsult01', name: '咨询顾问', nameEn: 'Consultant' },
  { id: 'roleTagStartup01', name: '创业者', nameEn: 'Entrepreneur' },
  { id: 'roleTagFreelan01', name: '自由职业', nameEn: 'Freelancer' },
] as const;

export async function seedProgrammeShake(db: Db): Promise<void> {
  const createdAt = new Date(Date.UTC(2025, 0, 1));
  for (const [sort, t] of ROLE_TAG_SEED.entries()) {
    await db.shakeRoleTag.upsert({ where: { id: t.id }, create: { ...t, sort, createdAt }, update: { name: t.name, nameEn: t.nameEn, sort } });
  }
}
