import { rowsAndTotal } from '../../lib/paging';
import type { HelpKind } from '@card/contract';
import type { DbClient } from '../../core/db';
import type { Prisma } from '../../generated/prisma/client';

export type HelpWrite = Pick<Prisma.HelpArticleUncheckedCreateInput, 'kind' | 'category' | 'title' | 'summary' | 'body' | 'coverUrl' | 'mediaUrl' | 'sort'>;

/** The help centre's order: the agents' sort ascending, then the newest first (ids break ties so pages never overlap). */
const ORDER: Prisma.HelpArticleOrderByWithRelationInput[] = [{ sort: 'asc' }, { createdAt: 'desc' }, { id: 'asc' }];

/** Prisma access of the help part: shown lists, counts, one article, agents' writes. The search index is core/fulltext's. */
export function serviceHelpRepository(db: DbClient) {
  return {
    /** Shown articles per kind. */
    countShownByKind: async () => {
      const rows = await db.helpArticle.groupBy({ by: ['kind'], where: { hidden: false }, _count: { _all: true } });
      return new Map(rows.map((r) => [r.kind, r._count._all]));
    },
    shownPage: (kind: HelpKind, skip: number, take: number) => {
      const where: Prisma.HelpArticleWhereInput = { kind, hidden: false };
      return rowsAndTotal(
        { skip, take },
        () => db.helpArticle.findMany({ where, orderBy: ORDER, skip, take }),
        () => db.helpArticle.count({ where }),
      );
    },
    allPage: (kind: HelpKind | undefined, skip: number, take: number) => {
      const where: Prisma.HelpArticleWhereInput = kind ? { kind } : {};
      return rowsAndTotal(
        { skip, take },
        () => db.helpArticle.findMany({ where, orderBy: [{ kind: 'asc' }, ...ORDER], skip, take }),
        () => db.helpArticle.count({ where }),
      );
    },
    /** Shown articles among ids (a search hit hidden since it was indexed is dropped). */
    shownByIds: (ids: string[]) => db.helpArticle.findMany({ where: { id: { in: ids }, hidden: false } }),
    find: (id: string) => db.helpArticle.findUnique({ where: { id } }),
    /** Counts one view of a shown article; false when there is none (hidden or unknown). */
    countView: async (id: string) => (await db.helpArticle.updateMany({ where: { id, hidden: false }, data: { views: { increment: 1 } } })).count === 1,
    create: (row: HelpWrite & { id: string; createdBy: string; now: Date }) => {
      const { now, ...data } = row;
      return db.helpArticle.create({ data: { ...data, createdAt: now, updatedAt: now } });
    },
    update: (id: string, data: HelpWrite & { categoryEn?: string; titleEn?: string; summaryEn?: string; bodyEn?: string }, now: Date) =>
      db.helpArticle.update({ where: { id }, data: { ...data, updatedAt: now } }),
    setHidden: (id: string, hidden: boolean, now: Date) => db.helpArticle.update({ where: { id }, data: { hidden, updatedAt: now } }),
  };
}
