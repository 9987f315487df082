import type { TActivity } from '@card/contract';
import type { AppContext } from '../../context';
import { facesOf, type PersonFace } from '../../core/people';
import { DomainError } from '../../lib/domain-error';
import type { Activity } from '../../generated/prisma/client';
import { activityRepository } from './activity.repository';
import { fieldsOf, isOpenForSignUp, phaseOf } from './activity.rules';

/**
 * Who reaches an activity. The owner reaches their own in any state; anyone else only a published (ACTIVE or ended)
 * or cancelled one, never a draft. Someone else's id answers NOT_FOUND naming the field and changes nothing.
 */
export async function loadOwnActivity(ctx: AppContext, userId: string, id: string, field = 'id'): Promise<Activity> {
  const row = await activityRepository(ctx.db).own(userId, id);
  if (!row) throw new DomainError('NOT_FOUND', { field });
  return row;
}

export async function loadVisibleActivity(ctx: AppContext, viewerId: string | null, id: string, field = 'id'): Promise<Activity> {
  const row = await activityRepository(ctx.db).byId(id);
  if (!row || (row.userId !== viewerId && row.status === 'draft')) throw new DomainError('NOT_FOUND', { field });
  return row;
}

export function activityView(a: Activity, owner: PersonFace, now: Date): TActivity {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    id: a.id,
    kind: a.kind as TActivity['kind'],
    title: a.title,
    intro: a.intro,
    coverUrl: a.coverUrl,
    startTime: iso(a.startTime),
    endTime: iso(a.endTime),
    signUpEnd: iso(a.signUpEnd),
    address: a.address,
    lat: a.lat,
    lng: a.lng,
    feeFen: a.feeFen,
    capacity: a.capacity,
    enrolled: a.enrolled,
    status: a.status as TActivity['status'],
    phase: phaseOf(a, now),
    open: isOpenForSignUp(a, now),
    fields: fieldsOf(a),
    owner,
    publishedAt: iso(a.publishedAt),
    createdAt: a.createdAt.toISOString(),
  };
}

/** Views of rows, with their owners' faces read in one query. */
export async function activityViews(ctx: AppContext, rows: Activity[]): Promise<TActivity[]> {
  const faces = await facesOf(
    ctx.db,
    rows.map((r) => r.userId),
  );
  const now = ctx.clock.now();
  return rows.map((r) => activityView(r, faces.face(r.userId), now));
}
