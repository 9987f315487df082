import { LIMITS, kindColumn, shakeTextRefusal, type ErrorCode, type ShakeTextField, type TApplyShakeBody, type TPageQuery, type TSaveShakeConfigBody } from '@card/contract';
import type { AppContext } from '../../../context';
import { directSql } from '../../../core/direct-sql';
import { facesOf } from '../../../core/people';
import { assertOwnStoredFiles } from '../../../core/uploads';
import { dayKey } from '../../../lib/clock';
import { DomainError } from '../../../lib/domain-error';
import { pageArgs, pageResult } from '../../../lib/paging';
import { SHAKE_LINKS, SHAKE_MESSAGES } from './shake.messages';
import { shakeHomeRepository } from './shake-home.repository';
import { shakeRepository, type ShakeApplicationRow, type ShakeDeviceRow } from './shake.repository';
import { applicationView, assertCanApply, assertPending, configOf, deviceView, giftPlan, isOpen, lastDays, parseConfig, reviewDue, reviewOutcome, serialOf } from './shake.rules';

/**
 * Shake devices (issue 18, shake part). A VIP applies (gift devices of a 3-year first purchase used first); an
 * operator approves (the devices are created in the same transaction) or rejects with a reason; the owner binds a
 * device to their card and configures its page; each saved configuration waits for review while shakers keep seeing
 * the last approved one (`live`), so a changed page never shows unreviewed text. Others' ids answer the part's
 * not-found, never a hint that the object exists.
 */
const S = LIMITS.programmeShake;
/** Pictures come from the caller's picture library (content area), checked as their own stored files. */
const IMAGE_PURPOSES = ['picture'] as const;
/** Each text's refusal (the contract's SHAKE_TEXT_CODES, spelled out: the catalogue test looks for raised codes here). */
const TEXT_REFUSALS: Record<ShakeTextField, ErrorCode> = { name: 'SHAKE_NAME_TOO_LONG', title: 'SHAKE_TITLE_TOO_LONG', subTitle: 'SHAKE_SUBTITLE_TOO_LONG' };

export function shakeService(ctx: AppContext) {
  const repo = shakeRepository(ctx.db);

  async function gifts(userId: string, quantity: number) {
    const ents = await repo.giftEntitlements(userId, ctx.clock.now());
    return giftPlan(ents, await repo.giftUsed(ents.map((e) => e.id)), quantity);
  }

  /** One statement (shake-home.repository); what is left of the gifts is the same rule an application takes from. */
  async function home(userId: string) {
    const h = await shakeHomeRepository(directSql(ctx)).home(userId, ctx.clock.now());
    return { giftAvailable: giftPlan(h.entitlements, h.used, 0).available, pendingApplications: h.pendingApplications, deviceCount: h.deviceCount };
  }

  async function apply(userId: string, body: TApplyShakeBody) {
    assertCanApply(await repo.pendingCount(userId));
    const now = ctx.clock.now();
    const { take } = await gifts(userId, body.quantity);
    const row = await repo.createApplication({
      id: ctx.ids.id(),
      userId,
      quantity: body.quantity,
      contactName: body.contactName,
      contactMobile: body.contactMobile,
      region: body.region,
      address: body.address,
      reason: body.reason,
      giftQuantity: take?.quantity ?? 0,
      giftEntitlementId: take?.entitlementId ?? null,
      dueAt: reviewDue(now).at,
      now,
    });
    return applicationView(row);
  }

  async function applications(userId: string, q: TPageQuery) {
    const { rows, total } = await repo.mine(userId, pageArgs(q));
    return pageResult(rows.map(applicationView), total, q);
  }

  async function devices(userId: string, q: TPageQuery) {
    const { rows, total } = await repo.devices(userId, pageArgs(q));
    return pageResult(rows.map(deviceView), total, q);
  }

  async function ownDevice(userId: string, deviceId: string): Promise<ShakeDeviceRow> {
    const row = await repo.device(deviceId);
    if (!row || row.userId !== userId) throw new DomainError('SHAKE_DEVICE_NOT_FOUND', { field: 'deviceId' });
    return row;
  }

  async function device(userId: string, deviceId: string) {
    const row = await ownDevice(userId, deviceId);
    const days = lastDays(ctx.clock.now(), S.statsDays, []);
    const counts = await repo.days(row.id, days[0].day);
    return { ...deviceView(row), days: lastDays(ctx.clock.now(), S.statsDays, counts) };
  }

  async function setBound(userId: string, deviceId: string, bound: boolean) {
    const row = await ownDevice(userId, deviceId);
    if (row.bound === bound) return deviceView(row);
    return deviceView(await repo.setBound(row.id, bound, ctx.clock.now()));
  }

  /** Width rule (contract programme-shake.rules.ts) per field, then the picture; nothing is written on a refusal. */
  async function saveConfig(userId: string, body: TSaveShakeConfigBody) {
    const row = await ownDevice(userId, body.deviceId);
    const bad = shakeTextRefusal(body);
    if (bad) throw new DomainError(TEXT_REFUSALS[bad], { field: bad });
    // The caller's own picture-library file, or one of the platform's built-in pictures (anyone may use those).
    const builtin = ctx.providers.storage.keyOf(body.imageUrl)?.startsWith('builtin/') ?? false;
    if (body.imageUrl && !builtin) {
      await assertOwnStoredFiles(ctx, userId, [body.imageUrl], IMAGE_PURPOSES, { code: 'SHAKE_IMAGE_INVALID', field: 'imageUrl' });
    }
    const config = configOf(body);
    const now = ctx.clock.now();
    const saved = await repo.saveConfig(row.id, config, now);
    return deviceView(saved);
  }

  /** The shaker's page; an open by anyone but the owner counts a shake (the owner previewing is not a shaker). */
  async function openPage(code: string, viewerId: string | null) {
    const row = await repo.deviceByCode(code);
    const live = row ? parseConfig(row.live) : null;
    if (!row || !live || !isOpen(row)) throw new DomainError('SHAKE_PAGE_NOT_FOUND', { field: 'code' });
    const now = ctx.clock.now();
    if (viewerId !== row.userId) await ctx.db.$transaction((tx) => shakeRepository(tx).countShake(row.id, dayKey(now), now));
    const faces = await facesOf(ctx.db, [row.userId]);
    return { config: live, owner: faces.face(row.userId) };
  }

  // --- operators ---
  async function applicationQueue(q: TPageQuery) {
    const { rows, total } = await repo.pendingQueue(pageArgs(q));
    const faces = await facesOf(
      ctx.db,
      rows.map((r) => r.userId),
    );
    const now = ctx.clock.now().getTime();
    return pageResult(
      rows.map((r) => ({ ...applicationView(r), applicant: faces.face(r.userId), overdue: r.dueAt.getTime() < now })),
      total,
      q,
    );
  }

  async function configQueue(q: TPageQuery) {
    const { rows, total } = await repo.configQueue(pageArgs(q));
    const faces = await facesOf(
      ctx.db,
      rows.map((r) => r.userId),
    );
    return pageResult(
      rows.map((r) => ({
        deviceId: r.id,
        serial: r.serial,
        config: configOf(r),
        live: parseConfig(r.live),
        owner: faces.face(r.userId),
        submittedAt: (r.configAt ?? r.createdAt).toISOString(),
      })),
      total,
      q,
    );
  }

  /** A new serial (random major and minor) not yet taken; a clash is drawn again. */
  async function newSerial(r: ReturnType<typeof shakeRepository>): Promise<string> {
    for (;;) {
      const serial = serialOf(Number(ctx.ids.code(5)) % 65536, Number(ctx.ids.code(5)) % 65536);
      if (!(await r.serialTaken(serial))) return serial;
    }
  }

  async function reviewApplication(operatorId: string, body: { applicationId: string; approve: boolean; reason: string }) {
    const row = await repo.application(body.applicationId);
    if (!row) throw new DomainError('SHAKE_APPLICATION_NOT_FOUND', { field: 'applicationId' });
    assertPending(row.status, 'applicationId');
    const outcome = reviewOutcome(body.approve, body.reason);
    const now = ctx.clock.now();
    const faces = await facesOf(ctx.db, [row.userId]);
    await ctx.db.$transaction(async (tx) => {
      const r = shakeRepository(tx);
      if (!(await r.decideApplication(row.id, outcome.status, outcome.reason, operatorId, now))) {
        throw new DomainError('SHAKE_ALREADY_REVIEWED', { field: 'applicationId' });
      }
      // The applicant is told with the decision (issue 32), in the same transaction.
      const text = SHAKE_MESSAGES.applicationDecided(faces.langOf(row.userId), row.quantity, outcome.reason);
      await r.addMessage({ id: ctx.ids.id(), userId: row.userId, ...text, link: SHAKE_LINKS.applications, ...kindColumn('system'), createdAt: now });
      if (outcome.status !== 'approved') return;
      for (let i = 0; i < row.quantity; i++) {
        await r.createDevice({ id: ctx.ids.id(), userId: row.userId, applicationId: row.id, serial: await newSerial(r), code: ctx.ids.id(), now });
      }
    });
    return applicationView((await repo.application(row.id)) as ShakeApplicationRow);
  }

  async function reviewConfig(body: { deviceId: string; approve: boolean; reason: string }) {
    const row = await repo.device(body.deviceId);
    if (!row) throw new DomainError('SHAKE_DEVICE_NOT_FOUND', { field: 'deviceId' });
    assertPending(row.configStatus, 'deviceId');
    const outcome = reviewOutcome(body.approve, body.reason);
    const live = outcome.status === 'approved' ? JSON.stringify(configOf(row)) : null;
    const faces = await facesOf(ctx.db, [row.userId]);
    const now = ctx.clock.now();
    await ctx.db.$transaction(async (tx) => {
      const r = shakeRepository(tx);
      if (!(await r.decideConfig(row.id, row.configAt ?? row.createdAt, outcome.status, outcome.reason, live))) {
        throw new DomainError('SHAKE_ALREADY_REVIEWED', { field: 'deviceId' });
      }
      // The owner is told with the decision (issue 32); the message opens the device's details.
      const text = SHAKE_MESSAGES.configDecided(faces.langOf(row.userId), row.title || row.name, outcome.reason);
      await r.addMessage({ id: ctx.ids.id(), userId: row.userId, ...text, link: SHAKE_LINKS.device(row.id), ...kindColumn('system'), createdAt: now });
    });
    return deviceView((await repo.device(row.id))!);
  }

  return { home, apply, applications, devices, device, setBound, saveConfig, openPage, applicationQueue, configQueue, reviewApplication, reviewConfig };
}
