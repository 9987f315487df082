import {
  BEACON_ACTIONS,
  LIMITS,
  VISITOR_DEVICES,
  type BeaconAction,
  type RadarAction,
  type TFeedQuery,
  type TLiveCardView,
  type TRadarStats,
  type TRadarVisitor,
  type VisitorDevice,
} from '@card/contract';
import type { CardViewEvent } from '../../core/live';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { feedArgs, feedResult } from '../../lib/paging';
import { assertBeaconPass, beaconSecretOf, settledVisits, visitorKeyOf } from '../card';
import { langOf } from '../../lib/lang';
import { networkRepository } from './network.repository';
import { personOf } from './network.views';
import { networkPagesRepository } from './network-pages.repository';
import { radarActionStatements, radarRepository } from './network-radar.repository';
import { directSql } from '../../core/direct-sql';
import { advisoryRepository } from './network-advisory.repository';
import { shareBackRepository } from './network-shareback.repository';
import { leadOf } from './network-shareback.rules';
import { beaconBudgetKey, BEACON_RULE, beaconVisitorBudgetKey, BEACON_VISITOR_RULE, beaconEvents, countsForRadar, leadsCsv, radarWindows, type LeadRow } from './network-radar.rules';

const iso = (d: Date) => d.toISOString();
/** A stored device label the contract knows (a row written by an older version may hold another). */
const deviceOrNull = (d: string | null): VisitorDevice | null => ((VISITOR_DEVICES as readonly string[]).includes(d ?? '') ? (d as VisitorDevice) : null);

/** Who sends a beacon: the address, the browser's verified visitor cookie (or null) and the card's pass cookie. */
export interface BeaconCaller {
  address: string;
  visitorId: string | null;
  pass: string | undefined;
}

/**
 * The visitor radar (issue 13): the card page's beacon writes actions, the owner reads visitors, timelines, stats
 * and the leads file. Views come from the page request itself (domains/card/card-visits.ts writes them with the
 * card's visits, batched); readers first settle the waiting visits so the radar holds every view already answered.
 */
type VisitorRow = { visitorKey: string; device: string | null; city: string | null; views: number; actions: number; firstAt: Date; lastAt: Date };
/** One visitor as the radar shows it, whichever read found its person and lead. */
const visitorView = (r: VisitorRow, person: TRadarVisitor['person'], lead: TRadarVisitor['lead']): TRadarVisitor => ({
  visitorKey: r.visitorKey,
  person,
  device: deviceOrNull(r.device),
  city: r.city,
  views: r.views,
  actions: r.actions,
  firstAt: iso(r.firstAt),
  lastAt: iso(r.lastAt),
  lead,
});

export function radarService(ctx: AppContext) {
  const repo = radarRepository(ctx.db);
  const people = networkRepository(ctx.db);

  /**
   * A beacon from the public card page (issue 31): the address's and the visitor's budgets first (refused beacons
   * spend them too, so guessing costs), the owner's own count nothing, then the pass the served card gave this
   * browser must be for this card, this visitor and still valid; only then are the actions written.
   */
  async function beacon(input: { ownerPhoneIdEcr: string; actions: BeaconAction[] }, viewerId: string | null, caller: BeaconCaller) {
    const visitorKey = visitorKeyOf(viewerId, caller.address, caller.visitorId);
    await ctx.limiter.enforce(
      [
        { key: beaconBudgetKey(caller.address), rule: BEACON_RULE },
        { key: beaconVisitorBudgetKey(visitorKey), rule: BEACON_VISITOR_RULE },
      ],
      'TOO_MANY_ATTEMPTS',
    );
    const owner = await repo.ownerByPublicId(input.ownerPhoneIdEcr);
    if (!owner) throw new DomainError('RADAR_CARD_NOT_FOUND', { field: 'ownerPhoneIdEcr' });
    if (!countsForRadar(owner.id, viewerId)) return { counted: 0 };
    assertBeaconPass(beaconSecretOf(ctx), caller.pass, { ownerId: owner.id, visitorId: caller.visitorId }, ctx.clock.now());
    const events = beaconEvents({ ownerId: owner.id, visitorKey, visitorId: viewerId }, input.actions, ctx.clock.now(), () => ctx.ids.id());
    await directSql(ctx).write(radarActionStatements(directSql(ctx).engine, events));
    return { counted: events.length };
  }

  const settled = () => settledVisits(ctx);

  async function visitorsOf(
    rows: { ownerId: string; visitorKey: string; visitorId: string | null; views: number; actions: number; device: string | null; city: string | null; firstAt: Date; lastAt: Date }[],
  ): Promise<TRadarVisitor[]> {
    const ids = [...new Set(rows.map((r) => r.visitorId).filter((id): id is string => id !== null))];
    const byId = new Map((ids.length ? await people.peopleByIds(ids) : []).map((p) => [p.id, personOf(p)]));
    // Share backs (issue 34): the details a visitor left make them a lead the owner can call.
    const ownerId = rows[0]?.ownerId;
    const leads = new Map(
      (ownerId
        ? await shareBackRepository(ctx.db).byVisitorKeys(
            ownerId,
            rows.map((r) => r.visitorKey),
          )
        : []
      ).map((b) => [b.visitorKey, leadOf(b)]),
    );
    return rows.map((r) => visitorView(r, (r.visitorId && byId.get(r.visitorId)) || null, leads.get(r.visitorKey) ?? null));
  }

  /** A page of visitors with their people and leads in one statement (network-pages.repository). */
  async function visitors(ownerId: string, q: TFeedQuery) {
    await settled();
    const { after, take } = feedArgs('radarVisitors', q);
    const rows = await networkPagesRepository(directSql(ctx)).radarVisitors(ownerId, after, take);
    return feedResult(
      'radarVisitors',
      rows,
      q,
      (r) => ({ at: r.lastAt, id: r.visitorKey }),
      (r) => visitorView(r, r.person, r.lead ? leadOf(r.lead) : null),
    );
  }

  async function visitorEvents(ownerId: string, q: TFeedQuery & { visitorKey: string }) {
    await settled();
    const row = await repo.visitor(ownerId, q.visitorKey);
    if (!row) throw new DomainError('NOT_FOUND', { field: 'visitorKey' }); // another owner's visitor is not found either
    const { after, take } = feedArgs('radarEvents', q);
    const rows = await repo.events(ownerId, q.visitorKey, after, take);
    const page = feedResult(
      'radarEvents',
      rows,
      q,
      (e) => ({ at: e.createdAt, id: e.id }),
      (e) => ({ id: e.id, action: e.action as RadarAction, at: iso(e.createdAt) }),
    );
    return { ...page, visitor: (await visitorsOf([row]))[0]! };
  }

  async function stats(ownerId: string): Promise<TRadarStats> {
    await settled();
    const { today, week } = radarWindows(ctx.clock.now());
    const [todayViews, todayVisitors, weekViews, weekVisitors, totals, actions, advisoryUnread, live] = await Promise.all([
      repo.viewsSince(ownerId, today),
      repo.visitorsSince(ownerId, today),
      repo.viewsSince(ownerId, week),
      repo.visitorsSince(ownerId, week),
      repo.totals(ownerId),
      repo.actionsSince(ownerId, week),
      advisoryRepository(ctx.db).unread(ownerId),
      repo.liveAlertsOf(ownerId),
    ]);
    const weekActions = Object.fromEntries(BEACON_ACTIONS.map((a) => [a, actions.find((x) => x.action === a)?._count._all ?? 0])) as TRadarStats['weekActions'];
    return {
      todayViews,
      todayVisitors,
      weekViews,
      weekVisitors,
      totalViews: totals.views,
      totalVisitors: totals.visitors,
      weekActions,
      advisoryUnread,
      liveAlerts: live?.liveVisitAlerts ?? true,
    };
  }

  /** The leads file: signed-in visitors, then consultations, each newest first and at most LIMITS.network.radarLeadsExportMax; headers in the owner's language. */
  async function leads(ownerId: string) {
    await settled();
    const rows = await repo.leads(ownerId, LIMITS.network.radarLeadsExportMax);
    const cards = new Map((await repo.leadCards(rows.map((r) => r.visitorId!))).map((u) => [u.id, u]));
    const lines: LeadRow[] = rows.flatMap((r) => {
      const u = cards.get(r.visitorId!);
      if (!u?.card) return [];
      const c = u.card;
      return [
        {
          name: c.name,
          company: c.company,
          department: c.department,
          position: c.position,
          mobiles: c.mobiles.map((m) => m.number),
          hidePhone: u.hidePhone,
          email: c.email,
          views: r.views,
          actions: r.actions,
          lastAt: r.lastAt,
        },
      ];
    });
    const advisories = await repo.leadAdvisories(ownerId, LIMITS.network.radarLeadsExportMax);
    const lang = langOf((await repo.languageOf(ownerId))?.language);
    return { text: leadsCsv(lines, lang, advisories), fileName: `radar-leads-${ctx.clock.now().toISOString().slice(0, 10)}.csv` };
  }

  /**
   * What the owner's open app is told of a view (the chat socket's cardView frame), or null when the owner turned the
   * notice off. Read when a socket of the owner is open to receive it, so a card nobody is watching costs nothing.
   */
  async function liveView(e: CardViewEvent): Promise<TLiveCardView | null> {
    const owner = await repo.liveAlertsOf(e.ownerId);
    if (!owner?.liveVisitAlerts) return null;
    const viewer = e.viewerId ? (await people.peopleByIds([e.viewerId]))[0] : undefined;
    return { person: viewer ? personOf(viewer) : null, device: e.device, city: e.city, at: e.at };
  }

  const setLiveAlerts = async (userId: string, on: boolean) => ({ liveAlerts: (await repo.setLiveAlerts(userId, on)).liveVisitAlerts });

  return { beacon, visitors, visitorEvents, stats, leads, liveView, setLiveAlerts };
}
