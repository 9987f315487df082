import type { TRegField } from '@card/contract';
import type { FactoryCtx } from './users';

type Owner = { id: string };
const DAY = 86_400_000;

export interface NewActivityOptions {
  kind?: 'activity' | 'form';
  title?: string;
  status?: 'draft' | 'ACTIVE' | 'cancelled';
  feeFen?: number;
  capacity?: number;
  enrolled?: number;
  startTime?: Date | null;
  endTime?: Date | null;
  signUpEnd?: Date | null;
  publishedAt?: Date;
  fields?: TRegField[];
  address?: string;
}

/**
 * An activity of the owner: published (ACTIVE), free, unlimited, from tomorrow for a day by default, with one
 * required text field "姓名"-like ("公司"). A registration page (kind form) has no time window by default.
 */
export function newActivity(ctx: FactoryCtx, owner: Owner, opts: NewActivityOptions = {}) {
  const now = ctx.clock.now();
  const kind = opts.kind ?? 'activity';
  const status = opts.status ?? 'ACTIVE';
  const fields = opts.fields ?? [{ id: 'f1', label: '公司', kind: 'text', required: true, options: [] }];
  return ctx.db.activity.create({
    data: {
      id: ctx.ids.id(),
      userId: owner.id,
      kind,
      title: opts.title ?? (kind === 'form' ? '报名页' : '产品发布会'),
      startTime: opts.startTime !== undefined ? opts.startTime : kind === 'form' ? null : new Date(now.getTime() + DAY),
      endTime: opts.endTime !== undefined ? opts.endTime : kind === 'form' ? null : new Date(now.getTime() + 2 * DAY),
      signUpEnd: opts.signUpEnd ?? null,
      address: opts.address ?? (kind === 'form' ? '' : '上海市浦东新区世纪大道 100 号'),
      feeFen: opts.feeFen ?? 0,
      capacity: opts.capacity ?? 0,
      enrolled: opts.enrolled ?? 0,
      status,
      fields: JSON.stringify(fields),
      publishedAt: status === 'draft' ? null : (opts.publishedAt ?? now),
      createdAt: now,
      updatedAt: now,
    },
  });
}
