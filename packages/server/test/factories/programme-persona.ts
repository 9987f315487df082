import { loadSharp } from '../../src/lib/sharp';
import type { FactoryCtx } from './users';

/** Test factories of the programme area's persona part (issue 18). */
type Person = { id: string };

/** A pendant of the catalogue (shown unless `hidden`); its picture key need not exist for the card's rules. */
export async function newPendant(ctx: FactoryCtx, opts: { hidden?: boolean; category?: 'festival' | 'business' | 'fun' } = {}) {
  const id = `pendant${ctx.ids.id().slice(0, 12)}`;
  return ctx.db.personaPendant.create({
    data: {
      id,
      category: opts.category ?? 'business',
      nameZh: '测试挂件',
      nameEn: 'Test pendant',
      imageUrl: `builtin/pendants/${id}.png`,
      hidden: opts.hidden ?? false,
      sort: 0,
      createdAt: ctx.clock.now(),
    },
  });
}

/** The user wears `pendantId` (written as the service would, without the VIP check). */
export function wearPendant(ctx: FactoryCtx, user: Person, pendantId: string) {
  const now = ctx.clock.now();
  return ctx.db.personaUserState.upsert({
    where: { userId: user.id },
    create: { userId: user.id, pendantId, pendantSetAt: now, updatedAt: now },
    update: { pendantId, pendantSetAt: now, updatedAt: now },
  });
}

/**
 * A picture the user uploaded for customs: real PNG bytes in storage (when the context has one) recorded as a
 * stored file of purpose personaAvatar, so addAvatarNicknameCustom takes it and a default can re-store it.
 */
export async function newCustomPicture(ctx: FactoryCtx, user: Person, color = '#3366cc') {
  const key = `persona-avatars/${ctx.ids.id()}.png`;
  const png = await (await loadSharp())({ create: { width: 64, height: 64, channels: 3, background: color } })
    .png()
    .toBuffer();
  const url = ctx.providers ? (await ctx.providers.storage.put(key, png, 'image/png')).url : `/files/${key}`;
  await ctx.db.storedFile.create({ data: { key, userId: user.id, purpose: 'personaAvatar', bytes: png.length, createdAt: ctx.clock.now() } });
  return url;
}

/** A saved avatar-nickname pair of the user, its picture a stored file of theirs. */
export async function newNicknameCustom(ctx: FactoryCtx, user: Person, opts: { nickname?: string; avatarUrl?: string } = {}) {
  const avatarUrl = opts.avatarUrl ?? (await newCustomPicture(ctx, user));
  return ctx.db.personaNicknameCustom.create({
    data: { id: ctx.ids.id(), userId: user.id, nickname: opts.nickname ?? '定制昵称', avatarUrl, createdAt: ctx.clock.now() },
  });
}
