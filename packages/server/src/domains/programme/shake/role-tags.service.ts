import { LIMITS, type TRoleIndex } from '@card/contract';
import type { AppContext } from '../../../context';
import { DomainError } from '../../../lib/domain-error';
import { roleTagsRepository } from './role-tags.repository';

/**
 * Role tags (issue 18, shake part): the seeded catalogue, the caller's picks (up to LIMITS.programmeShake.roleTagsMax,
 * in order) and the guide read once. A card's tags are public, like the card itself.
 */
const MAX = LIMITS.programmeShake.roleTagsMax;
const tagView = (t: { id: string; name: string; nameEn: string }) => ({ id: t.id, name: t.name, nameEn: t.nameEn });

export function roleTagsService(ctx: AppContext) {
  const repo = roleTagsRepository(ctx.db);

  async function index(userId: string): Promise<TRoleIndex> {
    const [tags, picked, guideRead] = await Promise.all([repo.catalogue(), repo.picked(userId), repo.guideRead(userId)]);
    return { guideRead, max: MAX, tags: tags.map(tagView), picked: picked.map((p) => p.tagId) };
  }

  async function readGuide(userId: string) {
    await repo.markGuideRead(userId, ctx.clock.now());
    return index(userId);
  }

  /** Too many is ROLE_TAGS_TOO_MANY; an unknown or hidden tag ROLE_TAG_NOT_FOUND; either writes nothing. */
  async function save(userId: string, tagIds: string[]) {
    const ids = [...new Set(tagIds)];
    if (ids.length > MAX) throw new DomainError('ROLE_TAGS_TOO_MANY', { field: 'tagIds' });
    const shown = new Set((await repo.shownTags(ids)).map((t) => t.id));
    if (ids.some((id) => !shown.has(id))) throw new DomainError('ROLE_TAG_NOT_FOUND', { field: 'tagIds' });
    await ctx.db.$transaction((tx) => roleTagsRepository(tx).replacePicked(userId, ids, ctx.clock.now()));
    return index(userId);
  }

  /** The tags shown on a card; an unknown card answers NOT_FOUND like the card itself. */
  async function ofCard(phoneIdEcr: string) {
    const userId = await repo.userIdOfCard(phoneIdEcr);
    if (!userId) throw new DomainError('NOT_FOUND', { field: 'phoneIdEcr' });
    return (await repo.pickedTags(userId)).map(tagView);
  }

  return { index, readGuide, save, ofCard };
}
