import { messageColumns, type Lang, type TCircleMemberItem } from '@card/contract';
import type { AppContext } from '../../context';
import type { DbClient } from '../../core/db';
import { isMember } from './circle.rules';
import { circleRepository, type MemberRow } from './circle.repository';
import { circleManageRepository } from './circle-manage.repository';

/** What the manage part's services share: members as lists show them, the target of an action, messages. */

/** Member rows as list items, with card names and title names read once for the whole list. */
export async function memberItems(db: DbClient, circleId: string, rows: MemberRow[]): Promise<TCircleMemberItem[]> {
  if (!rows.length) return [];
  const [people, titles] = await Promise.all([circleRepository(db).people(rows.map((r) => r.userId)), circleManageRepository(db).titles(circleId)]);
  const person = new Map(people.map((p) => [p.id, p]));
  const title = new Map(titles.map((t) => [t.id, t.name]));
  return rows.map((r) => {
    const p = person.get(r.userId);
    return {
      phoneIdEcr: p?.phoneIdEcr ?? '',
      name: p?.card?.name ?? '',
      avatarUrl: p?.avatarUrl ?? null,
      role: r.role as TCircleMemberItem['role'],
      titleId: r.titleId,
      titleName: r.titleId ? (title.get(r.titleId) ?? null) : null,
      disabled: r.disabled,
      paidUntil: r.paidUntil?.toISOString() ?? null,
      joinedAt: r.joinedAt?.toISOString() ?? null,
    };
  });
}

/** The membership row of the user a `phoneIdEcr` names, when they are a member of the circle at `now`; else null. */
export async function targetOf(db: DbClient, circleId: string, phoneIdEcr: string, now: Date): Promise<MemberRow | null> {
  const userId = await circleManageRepository(db).userIdByIdEcr(phoneIdEcr);
  if (!userId) return null;
  const m = await circleRepository(db).memberOf(circleId, userId);
  return m && isMember(m, now) ? m : null;
}

/** A message about the circle `circleId` to a user's message centre in their language, inside the caller's transaction. */
export async function tell(ctx: AppContext, db: DbClient, circleId: string, userId: string, now: Date, text: (lang: Lang) => { title: string; content: string }) {
  const repo = circleManageRepository(db);
  const { title, content } = text(await repo.languageOf(userId));
  await repo.addMessage({ id: ctx.ids.id(), userId, title, content, ...messageColumns('circle', { type: 'circle', id: circleId }), createdAt: now });
}
