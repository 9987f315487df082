import { rowsAndTotal } from '../../../lib/paging';
import type { TMessageKindColumn } from '@card/contract';
import type { DbClient } from '../../../core/db';

/**
 * Storage of shake devices (issue 18, shake part): applications, devices, daily shake counts, and the VIP gift
 * entitlements read from the orders area's Entitlement rows. Decisions that may race (two operators deciding one
 * application) are conditional updates whose count says who won; the same on SQLite and PostgreSQL.
 */
export type { ShakeApplication as ShakeApplicationRow, ShakeDevice as ShakeDeviceRow } from '../../../generated/prisma/client';

const NEWEST = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];
const OLDEST = [{ createdAt: 'asc' as const }, { id: 'asc' as const }];
type Page = { skip: number; take: number };

export interface NewApplication {
  id: string;
  userId: string;
  quantity: number;
  contactName: string;
  contactMobile: string;
  region: string;
  address: string;
  reason: string;
  giftQuantity: number;
  giftEntitlementId: string | null;
  dueAt: Date;
  now: Date;
}
export interface NewDevice {
  id: string;
  userId: string;
  applicationId: string;
  serial: string;
  code: string;
  now: Date;
}
export interface ConfigData {
  name: string;
  title: string;
  subTitle: string;
  linkUrl: string;
  imageUrl: string;
}

export function shakeRepository(db: DbClient) {
  return {
    // --- applications ---
    application: (id: string) => db.shakeApplication.findUnique({ where: { id } }),
    /** A message-centre row for an applicant or a device's owner (issue 32: every review decision is told). */
    addMessage: (row: { id: string; userId: string; title: string; content: string; link: string; createdAt: Date } & TMessageKindColumn) =>
      db.message.create({ data: row, select: { id: true } }),
    createApplication: (a: NewApplication) =>
      db.shakeApplication.create({
        data: {
          id: a.id,
          userId: a.userId,
          quantity: a.quantity,
          contactName: a.contactName,
          contactMobile: a.contactMobile,
          region: a.region,
          address: a.address,
          reason: a.reason,
          giftQuantity: a.giftQuantity,
          giftEntitlementId: a.giftEntitlementId,
          status: 'pending',
          dueAt: a.dueAt,
          createdAt: a.now,
        },
      }),
    pendingCount: (userId: string) => db.shakeApplication.count({ where: { userId, status: 'pending' } }),
    async mine(userId: string, page: Page) {
      const where = { userId };
      const [rows, total] = await rowsAndTotal(
        page,
        () => db.shakeApplication.findMany({ where, orderBy: NEWEST, ...page }),
        () => db.shakeApplication.count({ where }),
      );
      return { rows, total };
    },
    async pendingQueue(page: Page) {
      const where = { status: 'pending' };
      const [rows, total] = await rowsAndTotal(
        page,
        () => db.shakeApplication.findMany({ where, orderBy: OLDEST, ...page }),
        () => db.shakeApplication.count({ where }),
      );
      return { rows, total };
    },
    /** Decides a pending application; false when another operator decided it first. */
    async decideApplication(id: string, status: string, reason: string, reviewerId: string, now: Date): Promise<boolean> {
      const { count } = await db.shakeApplication.updateMany({
        where: { id, status: 'pending' },
        data: { status, rejectReason: reason, reviewerId, reviewedAt: now },
      });
      return count === 1;
    },

    // --- gift entitlements (vip area's rows, read only) ---
    giftEntitlements: (userId: string, now: Date) =>
      db.entitlement.findMany({
        where: { userId, kind: 'shakeDevice', revokedAt: null, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        select: { id: true, quantity: true },
      }),
    /** Gift devices each entitlement already gave to applications not rejected. */
    async giftUsed(entitlementIds: string[]): Promise<Map<string, number>> {
      if (entitlementIds.length === 0) return new Map();
      const rows = await db.shakeApplication.groupBy({
        by: ['giftEntitlementId'],
        where: { giftEntitlementId: { in: entitlementIds }, status: { not: 'rejected' } },
        _sum: { giftQuantity: true },
      });
      return new Map(rows.map((r) => [r.giftEntitlementId ?? '', r._sum.giftQuantity ?? 0]));
    },

    // --- devices ---
    device: (id: string) => db.shakeDevice.findUnique({ where: { id } }),
    deviceByCode: (code: string) => db.shakeDevice.findUnique({ where: { code } }),
    serialTaken: async (serial: string) => (await db.shakeDevice.count({ where: { serial } })) > 0,
    createDevice: (d: NewDevice) =>
      db.shakeDevice.create({
        data: { id: d.id, userId: d.userId, applicationId: d.applicationId, serial: d.serial, code: d.code, createdAt: d.now },
      }),
    async devices(userId: string, page: Page) {
      const where = { userId };
      const [rows, total] = await rowsAndTotal(
        page,
        () => db.shakeDevice.findMany({ where, orderBy: NEWEST, ...page }),
        () => db.shakeDevice.count({ where }),
      );
      return { rows, total };
    },
    setBound: (id: string, bound: boolean, now: Date) => db.shakeDevice.update({ where: { id }, data: { bound, boundAt: bound ? now : null } }),
    /** A saved configuration waits for review again; the approved one (`live`) stays what shakers see. */
    saveConfig: (id: string, c: ConfigData, now: Date) =>
      db.shakeDevice.update({
        where: { id },
        data: { ...c, configStatus: 'pending', configReason: '', configAt: now },
      }),
    async configQueue(page: Page) {
      const where = { configStatus: 'pending' };
      const [rows, total] = await rowsAndTotal(
        page,
        () => db.shakeDevice.findMany({ where, orderBy: [{ configAt: 'asc' }, { id: 'asc' }], ...page }),
        () => db.shakeDevice.count({ where }),
      );
      return { rows, total };
    },
    /**
     * Decides a pending configuration; approving makes the reviewed texts live. `configAt` must still be the one the
     * operator read: a configuration saved again meanwhile waits for its own review (false: nothing changed).
     */
    async decideConfig(id: string, configAt: Date, status: string, reason: string, live: string | null): Promise<boolean> {
      const { count } = await db.shakeDevice.updateMany({
        where: { id, configStatus: 'pending', configAt },
        data: { configStatus: status, configReason: reason, ...(live !== null ? { live } : {}) },
      });
      return count === 1;
    },

    // --- shakes ---
    async countShake(deviceId: string, day: string, now: Date) {
      await db.shakeDevice.update({ where: { id: deviceId }, data: { shakes: { increment: 1 }, lastShakeAt: now } });
      const { count } = await db.shakeDeviceDay.updateMany({ where: { deviceId, day }, data: { shakes: { increment: 1 } } });
      if (count === 1) return;
      try {
        await db.shakeDeviceDay.create({ data: { deviceId, day, shakes: 1 } });
      } catch (err) {
        // Another open created the day's row first: add to it.
        if ((err as { code?: string }).code !== 'P2002') throw err;
        await db.shakeDeviceDay.updateMany({ where: { deviceId, day }, data: { shakes: { increment: 1 } } });
      }
    },
    days: (deviceId: string, fromDay: string) => db.shakeDeviceDay.findMany({ where: { deviceId, day: { gte: fromDay } }, select: { day: true, shakes: true } }),
  };
}
