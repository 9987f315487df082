import type { TBlockInput } from '@card/contract';
import type { FactoryCtx } from './users';

type Owner = { id: string };

/**
 * A micro page (or leaflet) of the owner with the given blocks as its draft; `publish` also makes it what visitors
 * get (version 1). Blocks are stored as given: pass blocks the contract accepts.
 */
export async function newMicroPage(ctx: FactoryCtx, owner: Owner, opts: { title?: string; kind?: 'page' | 'leaflet'; blocks?: TBlockInput[]; publish?: boolean } = {}) {
  const id = ctx.ids.id();
  const kind = opts.kind ?? 'page';
  const blocks = opts.blocks ?? [{ id: 'txt1', type: 'text', style: 'paragraph', text: '欢迎' }];
  const content = kind === 'leaflet' ? { pages: [{ blocks }] } : { blocks };
  const title = opts.title ?? '我的微页';
  const now = ctx.clock.now();
  return ctx.db.microPage.create({
    data: {
      id,
      userId: owner.id,
      kind,
      title,
      draft: JSON.stringify(content),
      publicId: `pub${id}`.slice(0, 32),
      createdAt: now,
      updatedAt: now,
      ...(opts.publish ? { published: JSON.stringify({ kind, title, content }), state: 'published', version: 1, publishedAt: now } : {}),
    },
  });
}

/** A form block with a name, a required phone and an optional text field. */
export const leadForm = (id = 'form1'): TBlockInput => ({
  id,
  type: 'form',
  consent: '同意商家联系我',
  submitLabel: '提交',
  fields: [
    { kind: 'name', label: '姓名', required: true },
    { kind: 'phone', label: '手机', required: true },
    { kind: 'text', label: '留言', required: false },
  ],
});

/** A visitor's lead on a page (unread). */
export async function newPageLead(ctx: FactoryCtx, page: { id: string; userId: string }) {
  return ctx.db.pageLead.create({
    data: {
      id: ctx.ids.id(),
      pageId: page.id,
      ownerId: page.userId,
      blockId: 'form1',
      answers: JSON.stringify([{ label: '姓名', value: '访客' }]),
      consent: '同意',
      visitorKey: '127.0.0.1',
      createdAt: ctx.clock.now(),
    },
  });
}
