import type { Db } from '../../../db';
import { randomIds } from '../../../lib/ids';
import { beijingYearOf, yearRange } from './insight.rules';

const DEMO_PHONE = '13800138000';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Demo data of the programme area's insight part (issue 18); idempotent. Card visits of the demo user over this
 * Beijing year up to now and the last weeks, so the annual report and the data analysis have figures and charts to
 * show: each visit written as card-visits writes it (a CardVisit, the radar's view event and its visitor summary),
 * plus a few radar actions. Written once: nothing is added when the demo user already has visits.
 */
export async function seedProgrammeInsight(db: Db): Promise<void> {
  const demo = await db.user.findFirst({ where: { phone: DEMO_PHONE }, select: { id: true } });
  if (!demo || (await db.cardVisit.count({ where: { ownerId: demo.id } })) > 0) return;
  const now = Date.now();
  const start = yearRange(beijingYearOf(new Date(now))).start.getTime();
  // A fixed pattern (no randomness): more visits in recent weeks, spread over hours 8-22 Beijing.
  const visits: { key: string; at: Date }[] = [];
  for (let i = 0; i < 160; i++) {
    const daysAgo = i < 60 ? Math.floor(i / 2) : 30 + ((i * 7) % 300);
    const at = now - daysAgo * DAY - ((i * 5) % 14) * HOUR - HOUR;
    if (at > start) visits.push({ key: `seed-insight-${i % 37}`, at: new Date(at) });
  }
  const actions = ['call', 'saveContact', 'share', 'album', 'navigate', 'link'];
  await db.$transaction(
    async (tx) => {
      for (const v of visits) {
        const id = randomIds.id();
        await tx.cardVisit.create({ data: { id, ownerId: demo.id, visitorKey: v.key, visitorId: null, createdAt: v.at } });
        await tx.visitEvent.create({ data: { id, ownerId: demo.id, visitorKey: v.key, visitorId: null, action: 'view', createdAt: v.at } });
      }
      const actionsByKey = new Map<string, number>();
      for (let i = 0; i < 24; i++) {
        const at = new Date(now - (i % 20) * DAY - 2 * HOUR);
        const visitorKey = `seed-insight-${i % 37}`;
        actionsByKey.set(visitorKey, (actionsByKey.get(visitorKey) ?? 0) + 1);
        await tx.visitEvent.create({ data: { id: randomIds.id(), ownerId: demo.id, visitorKey, action: actions[i % actions.length], createdAt: at } });
      }
      const byKey = new Map<string, Date[]>();
      for (const v of visits) byKey.set(v.key, [...(byKey.get(v.key) ?? []), v.at]);
      for (const [visitorKey, ats] of byKey) {
        const times = ats.map((d) => d.getTime());
        await tx.radarVisitor.upsert({
          where: { ownerId_visitorKey: { ownerId: demo.id, visitorKey } },
          create: {
            ownerId: demo.id,
            visitorKey,
            views: ats.length,
            actions: actionsByKey.get(visitorKey) ?? 0,
            firstAt: new Date(Math.min(...times)),
            lastAt: new Date(Math.max(...times)),
          },
          update: {},
        });
      }
    },
    { timeout: 30_000 },
  );
}
