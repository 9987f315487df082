import type { TBulletin, TBulletinAttachments, TBulletinPerson, BulletinKind } from '@card/contract';
import type { AppContext } from '../../context';
import { circleRepository } from './circle.repository';
import type { BulletinRow } from './circle-bulletin.repository';

/** How the bulletin part shows people and bulletins. */

const NOBODY: TBulletinPerson = { phoneIdEcr: '', name: '', avatarUrl: null };

/** Card name, public id and avatar of users, in one query: id -> person. */
export async function peopleOf(ctx: AppContext, userIds: (string | null)[]): Promise<(id: string | null) => TBulletinPerson> {
  const ids = [...new Set(userIds.filter((i): i is string => !!i))];
  const rows = ids.length ? await circleRepository(ctx.db).people(ids) : [];
  const by = new Map(rows.map((r) => [r.id, { phoneIdEcr: r.phoneIdEcr, name: r.card?.name ?? '', avatarUrl: r.avatarUrl }]));
  return (id) => (id ? (by.get(id) ?? NOBODY) : NOBODY);
}

const parse = <T>(json: string, fallback: T): T => {
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
};

/** Stored attachments (an object); a row written before any attachment existed holds the column's default '[]'. */
function attachmentsFrom(json: string): TBulletinAttachments {
  const a = parse<Partial<TBulletinAttachments> | unknown[]>(json, []);
  return Array.isArray(a) ? { merchandise: null, microFold: null } : { merchandise: a.merchandise ?? null, microFold: a.microFold ?? null };
}

export function bulletinOf(b: BulletinRow, author: TBulletinPerson, extra: { commentCount: number; readByMe: boolean; canManage: boolean }): TBulletin {
  return {
    bulletinId: b.id,
    cid: b.circleId,
    kind: b.kind as BulletinKind,
    content: b.content,
    links: parse<string[]>(b.links, []),
    images: parse<string[]>(b.images, []),
    videoUrl: b.videoUrl,
    attachments: attachmentsFrom(b.attachments),
    author,
    commentCount: extra.commentCount,
    readCount: b.readCount,
    readByMe: extra.readByMe,
    canDelete: extra.canManage,
    canSeeReaders: extra.canManage,
    createdAt: b.createdAt.toISOString(),
  };
}
