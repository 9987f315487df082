import {
  LIMITS,
  mapLinks,
  type TActivity,
  type TActivityAddress,
  type TActivityDetail,
  type TActivityFee,
  type TActivityPoster,
  type TPage,
  type TPageQuery,
  messageColumns,
} from '@card/contract';
import type { AppContext } from '../../context';
import { cardUserOf, facesOf } from '../../core/people';
import { textFilter } from '../../core/text-filter';
import { DomainError } from '../../lib/domain-error';
import { pageResult, uncountedArgs, uncountedPageResult } from '../../lib/paging';
import { appLink, qrDataUrlOf } from '../../lib/share-link';
import { assertOwnImages } from '../../core/uploads';
import { activityViews, loadOwnActivity, loadVisibleActivity } from './activity.access';
import { activityEventsRepository } from './activity-events.repository';
import { EVENTS_MESSAGES } from './activity-events.messages';
import { assertActivityTimes, assertDeletable, assertPublishable, assertUpdate, listWindow, mapPointOf, seatsLeftOf, timeOf } from './activity-events.rules';
import { isOpenForSignUp, signUpClosesAt } from './activity.rules';

type ListQuery = { startTime?: string; endTime?: string; startIndex: number; len: number; phoneIdEcr?: string; includeEnded: boolean };
type SaveInput = {
  id?: string;
  title: string;
  intro: string;
  coverUrl: string;
  startTime: string;
  endTime: string;
  signUpEnd?: string;
  address: string;
  lat?: number;
  lng?: number;
  feeFen: number;
  capacity: number;
};
type MyRegistration = TActivityDetail['myRegistration'];

const HOUR_MS = 3_600_000;

/**
 * Activities of kind "activity" (module 61): the spec's public ACTIVE list, one activity with its fee and address,
 * the owner's drafts, publishing, deleting, the poster and notifications to attendees. Seats (`enrolled`) and
 * registrations belong to the registration part; this part only reads them.
 */
export function activityEventsService(ctx: AppContext) {
  const repo = activityEventsRepository(ctx.db);
  const now = () => ctx.clock.now();
  const one = async (row: Parameters<typeof activityViews>[1][number]) => (await activityViews(ctx, [row]))[0]!;

  /** A visible activity of kind "activity" (a registration page's id is not one: NOT_FOUND). */
  async function visible(viewerId: string | null, id: string) {
    const row = await loadVisibleActivity(ctx, viewerId, id);
    if (row.kind !== 'activity') throw new DomainError('NOT_FOUND', { field: 'id' });
    return row;
  }
  async function own(userId: string, id: string) {
    const row = await loadOwnActivity(ctx, userId, id);
    if (row.kind !== 'activity') throw new DomainError('NOT_FOUND', { field: 'id' });
    return row;
  }

  return {
    async list(viewerId: string | null, q: ListQuery): Promise<TPage<TActivity>> {
      const at = now();
      const { from, to } = listWindow(q, at);
      const userId = q.phoneIdEcr !== undefined ? await cardUserOf(ctx.db, q.phoneIdEcr, viewerId) : undefined;
      const page = { pageIndex: q.startIndex, pageSize: q.len };
      const { skip, take } = uncountedArgs(page);
      const rows = await repo.publishedPage({ from, to, userId, notEndedAt: q.includeEnded ? undefined : at }, skip, take);
      return uncountedPageResult(await activityViews(ctx, rows), page);
    },

    async detail(viewerId: string | null, id: string): Promise<TActivityDetail> {
      const row = await visible(viewerId, id);
      const mine = row.userId === viewerId;
      const myRegistration = viewerId && !mine ? ((await repo.myRegistrationState(row.id, viewerId)) as MyRegistration) : null;
      return { ...(await one(row)), myRegistration, mine };
    },

    async fee(viewerId: string | null, id: string): Promise<TActivityFee> {
      const row = await visible(viewerId, id);
      const closes = signUpClosesAt(row);
      return {
        id: row.id,
        feeFen: row.feeFen,
        free: row.feeFen === 0,
        capacity: row.capacity,
        enrolled: row.enrolled,
        seatsLeft: seatsLeftOf(row),
        signUpClosesAt: closes ? closes.toISOString() : null,
        open: isOpenForSignUp(row, now()),
      };
    },

    async address(viewerId: string | null, id: string): Promise<TActivityAddress> {
      const row = await visible(viewerId, id);
      const links = row.lat !== null && row.lng !== null ? mapLinks({ lat: row.lat, lng: row.lng, name: row.title, address: row.address }) : [];
      return { id: row.id, address: row.address, lat: row.lat, lng: row.lng, mapLinks: links };
    },

    async poster(viewerId: string | null, id: string): Promise<TActivityPoster> {
      const row = await visible(viewerId, id);
      const view = await one(row);
      const link = appLink(ctx.config.publicOrigin, `/activity/detail/${encodeURIComponent(row.id)}`);
      return {
        id: row.id,
        title: row.title,
        coverUrl: row.coverUrl,
        startTime: view.startTime,
        endTime: view.endTime,
        address: row.address,
        feeFen: row.feeFen,
        link,
        qrDataUrl: await qrDataUrlOf(link),
        owner: view.owner,
      };
    },

    async mine(userId: string, q: TPageQuery): Promise<TPage<TActivity>> {
      const [rows, total] = await repo.ownPage(userId, (q.pageIndex - 1) * q.pageSize, q.pageSize);
      return pageResult(await activityViews(ctx, rows), total, q);
    },

    async save(userId: string, b: SaveInput): Promise<TActivity> {
      const at = now();
      const existing = b.id ? await own(userId, b.id) : null;
      if (existing) assertUpdate(existing, b, await repo.countLiveRegistrations(existing.id), at);
      const times = { startTime: timeOf(b.startTime, 'startTime'), endTime: timeOf(b.endTime, 'endTime'), signUpEnd: b.signUpEnd ? timeOf(b.signUpEnd, 'signUpEnd') : null };
      assertActivityTimes(times, at);
      const point = mapPointOf(b.lat, b.lng);
      await textFilter(ctx).assertClean(b.title, 'title');
      if (b.intro) await textFilter(ctx).assertClean(b.intro, 'intro');
      await textFilter(ctx).assertClean(b.address, 'address');
      await assertOwnImages(ctx, userId, [b.coverUrl], 'coverUrl');
      const data = {
        title: b.title,
        intro: b.intro,
        coverUrl: b.coverUrl,
        ...times,
        address: b.address,
        ...point,
        feeFen: b.feeFen,
        capacity: b.capacity,
      };
      if (!existing) return one(await repo.create({ id: ctx.ids.id(), userId, ...data, now: at }));
      // The fee and capacity checks above read the row outside a transaction; a registration landing in between is
      // caught again here: the capacity update only applies while it still fits the seats taken.
      const row = await ctx.db.$transaction(async (tx) => {
        const r = activityEventsRepository(tx);
        const fresh = await tx.activity.findUniqueOrThrow({ where: { id: existing.id } });
        assertUpdate(fresh, b, await r.countLiveRegistrations(existing.id), at);
        return r.update(existing.id, data, at);
      });
      return one(row);
    },

    async publish(userId: string, id: string): Promise<TActivity> {
      const row = await own(userId, id);
      assertPublishable(row, now());
      if (!(await repo.publish(row.id, now()))) throw new DomainError('ACTIVITY_NOT_DRAFT', { field: 'id' });
      return one(await own(userId, id));
    },

    async remove(userId: string, id: string): Promise<{ id: string }> {
      const row = await own(userId, id);
      assertDeletable(row, now());
      await repo.softDelete(row.id, now());
      return { id: row.id };
    },

    /** A system message to every registered attendee in their language; a few per activity per hour. */
    async notify(userId: string, b: { id: string; text: string }): Promise<{ told: number }> {
      const row = await own(userId, b.id);
      await textFilter(ctx).assertClean(b.text, 'text');
      await ctx.limiter.enforce([{ key: `activity:notify:${row.id}`, rule: { max: LIMITS.activity.notificationsPerHour, windowMs: HOUR_MS } }]);
      const at = now();
      return ctx.db.$transaction(async (tx) => {
        const r = activityEventsRepository(tx);
        const ids = await r.attendeeIds(row.id);
        const faces = await facesOf(tx, ids);
        await r.addMessages(
          ids.map((u) => ({
            id: ctx.ids.id(),
            userId: u,
            ...EVENTS_MESSAGES.notice(faces.langOf(u), row.title, b.text),
            ...messageColumns('system', { type: 'activity', id: row.id }),
            createdAt: at,
          })),
        );
        await r.markNotified(row.id, at);
        return { told: ids.length };
      });
    },
  };
}
