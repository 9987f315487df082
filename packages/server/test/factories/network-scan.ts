import type { FactoryCtx } from './users';

/** A paper card scan of `owner` (issue 34), read by default (its fields proposed), with a photo URL (no bytes stored). */
export async function newCardScan(ctx: FactoryCtx, owner: { id: string }, opts: { status?: 'queued' | 'running' | 'done' | 'failed' | 'saved'; name?: string } = {}) {
  const now = ctx.clock.now();
  const id = ctx.ids.id();
  const fields = {
    name: opts.name ?? '张伟',
    title: '销售经理',
    department: '',
    company: '上海云帆科技有限公司',
    mobiles: ['13800138000'],
    landline: '',
    fax: '',
    email: '',
    website: '',
    address: '',
    wechat: '',
    qq: '',
  };
  const status = opts.status ?? 'done';
  return ctx.db.cardScan.create({
    data: {
      id,
      ownerId: owner.id,
      status,
      progress: status === 'queued' ? 0 : 100,
      photoUrl: `/files/cardScan/factory-${id}.jpg`,
      fields: status === 'queued' || status === 'running' ? '' : JSON.stringify(fields),
      nameKey: status === 'saved' ? fields.name : '',
      savedAt: status === 'saved' ? now : null,
      createdAt: now,
      updatedAt: now,
    },
  });
}
