import type { TMessageColumns } from '@card/contract';
import type { DbClient } from '../../core/db';
import { containsIgnoringCase } from '../../core/sql-values';

/** Prisma access of design cases, complaints, appeals and the audit whitelist. No decisions here. */
export const CASE_SELECT = {
  id: true,
  userId: true,
  type: true,
  title: true,
  description: true,
  coverUrl: true,
  images: true,
  sort: true,
  hidden: true,
  topped: true,
  topAt: true,
  recommended: true,
  state: true,
  views: true,
  createdAt: true,
  updatedAt: true,
  forbiddenAt: true,
  forbiddenReason: true,
} as const;
export type CaseRow = {
  id: string;
  userId: string;
  type: string;
  title: string;
  description: string;
  coverUrl: string | null;
  images: string;
  sort: number;
  hidden: boolean;
  topped: boolean;
  topAt: Date | null;
  recommended: boolean;
  state: string;
  views: number;
  createdAt: Date;
  updatedAt: Date;
  forbiddenAt: Date | null;
  forbiddenReason: string;
};
export type CaseWrite = Partial<Omit<CaseRow, 'id' | 'userId' | 'views' | 'createdAt'>>;

/** Topped first (latest topped first), then the owner's order; ties by id so pages never overlap. */
const OWNER_ORDER = [{ topped: 'desc' as const }, { topAt: 'desc' as const }, { sort: 'asc' as const }, { id: 'asc' as const }];
const NEWEST = [{ createdAt: 'desc' as const }, { id: 'asc' as const }];
const OLDEST = [{ createdAt: 'asc' as const }, { id: 'asc' as const }];
const VISIBLE = { state: 'normal', hidden: false } as const;

export function casesRepository(db: DbClient) {
  return {
    byId: (id: string) => db.designCase.findUnique({ where: { id }, select: CASE_SELECT }),
    byIds: (ids: string[]) => db.designCase.findMany({ where: { id: { in: ids } }, select: CASE_SELECT }),
    ownedIds: async (userId: string) => (await db.designCase.findMany({ where: { userId }, select: { id: true } })).map((r) => r.id),
    sortsOf: async (userId: string) => (await db.designCase.findMany({ where: { userId }, select: { sort: true } })).map((r) => r.sort),
    countOf: (userId: string) => db.designCase.count({ where: { userId } }),
    create: (row: Omit<CaseRow, 'views' | 'topAt' | 'forbiddenAt' | 'forbiddenReason' | 'hidden' | 'topped' | 'recommended'>) => db.designCase.create({ data: row, select: CASE_SELECT }),
    /** Changes the case only from the state the caller read (a concurrent decision makes this a no-op: 0 rows). */
    update: async (id: string, fromState: string, data: CaseWrite) => (await db.designCase.updateMany({ where: { id, state: fromState }, data })).count === 1,
    setSort: (userId: string, id: string, sort: number) => db.designCase.updateMany({ where: { id, userId }, data: { sort } }),
    deleteMany: (userId: string, ids: string[]) => db.designCase.deleteMany({ where: { userId, id: { in: ids } } }),
    addView: (id: string) => db.designCase.updateMany({ where: { id }, data: { views: { increment: 1 } } }),

    mine: (userId: string, skip: number, take: number) => db.designCase.findMany({ where: { userId }, orderBy: OWNER_ORDER, skip, take, select: CASE_SELECT }),
    allMine: (userId: string) => db.designCase.findMany({ where: { userId }, orderBy: OWNER_ORDER, select: CASE_SELECT }),
    forbidden: (userId: string, skip: number, take: number) =>
      db.designCase.findMany({
        where: { userId, state: { in: ['forbidden', 'appealing'] } },
        orderBy: [{ forbiddenAt: 'desc' }, { id: 'asc' }],
        skip,
        take,
        select: CASE_SELECT,
      }),
    countForbidden: (userId: string) => db.designCase.count({ where: { userId, state: { in: ['forbidden', 'appealing'] } } }),
    visibleOf: (userId: string, recommendedOnly: boolean, skip: number, take: number) =>
      db.designCase.findMany({
        where: { userId, ...VISIBLE, ...(recommendedOnly ? { recommended: true } : {}) },
        orderBy: recommendedOnly ? [{ sort: 'asc' }, { id: 'asc' }] : OWNER_ORDER,
        skip,
        take,
        select: CASE_SELECT,
      }),
    countVisibleOf: (userId: string, recommendedOnly: boolean) => db.designCase.count({ where: { userId, ...VISIBLE, ...(recommendedOnly ? { recommended: true } : {}) } }),
    related: (type: string, exceptId: string, take: number) => db.designCase.findMany({ where: { type, ...VISIBLE, id: { not: exceptId } }, orderBy: NEWEST, take, select: CASE_SELECT }),
    search: (keyword: string, type: string | undefined, skip: number, take: number) =>
      db.designCase.findMany({
        where: searchWhere(db, keyword, type),
        orderBy: NEWEST,
        skip,
        take,
        select: CASE_SELECT,
      }),
    countSearch: (keyword: string, type: string | undefined) => db.designCase.count({ where: searchWhere(db, keyword, type) }),
    auditing: (skip: number, take: number) => db.designCase.findMany({ where: { state: 'auditing' }, orderBy: OLDEST, skip, take, select: CASE_SELECT }),
    countAuditing: () => db.designCase.count({ where: { state: 'auditing' } }),

    // --- complaints ---
    openComplaints: (caseId: string, reporterId: string) => db.caseComplaint.count({ where: { caseId, reporterId, state: 'pending' } }),
    addComplaint: (row: { id: string; caseId: string; reporterId: string; reason: string; text: string; createdAt: Date }) => db.caseComplaint.create({ data: row }),
    complaintById: (id: string) => db.caseComplaint.findUnique({ where: { id } }),
    decideComplaint: async (id: string, state: string, at: Date) => (await db.caseComplaint.updateMany({ where: { id, state: 'pending' }, data: { state, decidedAt: at } })).count === 1,
    pendingComplaints: (skip: number, take: number) => db.caseComplaint.findMany({ where: { state: 'pending' }, orderBy: OLDEST, skip, take }),
    countPendingComplaints: () => db.caseComplaint.count({ where: { state: 'pending' } }),

    // --- appeals ---
    lastAppeal: (caseId: string) => db.caseAppeal.findFirst({ where: { caseId }, orderBy: { createdAt: 'desc' }, select: { createdAt: true } }),
    addAppeal: (row: { id: string; caseId: string; userId: string; text: string; createdAt: Date }) => db.caseAppeal.create({ data: row }),
    appealById: (id: string) => db.caseAppeal.findUnique({ where: { id } }),
    decideAppeal: async (id: string, state: string, at: Date) => (await db.caseAppeal.updateMany({ where: { id, state: 'pending' }, data: { state, decidedAt: at } })).count === 1,
    pendingAppeals: (skip: number, take: number) => db.caseAppeal.findMany({ where: { state: 'pending' }, orderBy: OLDEST, skip, take }),
    countPendingAppeals: () => db.caseAppeal.count({ where: { state: 'pending' } }),

    // --- whitelist ---
    isWhitelisted: async (userId: string) => (await db.caseAuditWhitelist.count({ where: { userId } })) > 0,
    whitelist: (skip: number, take: number) => db.caseAuditWhitelist.findMany({ orderBy: [{ createdAt: 'desc' }, { userId: 'asc' }], skip, take }),
    countWhitelist: () => db.caseAuditWhitelist.count(),
    addWhitelist: (userId: string, addedBy: string, at: Date) => db.caseAuditWhitelist.upsert({ where: { userId }, create: { userId, addedBy, createdAt: at }, update: {} }),
    removeWhitelist: (userId: string) => db.caseAuditWhitelist.deleteMany({ where: { userId } }),

    // --- people and messages ---
    people: (ids: string[]) =>
      db.user.findMany({
        where: { id: { in: ids } },
        select: { id: true, phoneIdEcr: true, avatarUrl: true, language: true, card: { select: { name: true } } },
      }),
    userByPublicId: (phoneIdEcr: string) => db.user.findUnique({ where: { phoneIdEcr }, select: { id: true } }),
    isOperator: async (userId: string) => (await db.userRole.count({ where: { userId, role: 'operator' } })) > 0,
    addMessage: (row: { id: string; userId: string; title: string; content: string; createdAt: Date } & TMessageColumns) => db.message.create({ data: row, select: { id: true } }),
  };
}

function searchWhere(db: DbClient, keyword: string, type: string | undefined) {
  return {
    ...VISIBLE,
    ...(type ? { type } : {}),
    OR: [{ title: containsIgnoringCase(db, keyword) }, { description: containsIgnoringCase(db, keyword) }],
  };
}
