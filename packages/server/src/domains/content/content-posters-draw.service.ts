import type { Lang, TPosterData } from '@card/contract';
import type { AppContext } from '../../context';
import { storeFile } from '../../core/uploads';
import { DomainError } from '../../lib/domain-error';
import { inLang } from '../../lib/platform-text';
import { qrPng } from '../../lib/qr-image';
import { contentPostersRepository, type PosterMaterialRow } from './content-posters.repository';
import { parseLayout, posterBudgetKey, POSTER_GENERATE_RULE, posterValues } from './content-posters.rules';
import { renderPoster } from './content-posters-renderer';
import { drawPosterTemplate, POSTER_TEMPLATES } from './content-posters.seed';

/**
 * A built-in template's background that is not in this server's storage (the seed drew it into another store, or the
 * store was emptied) is drawn again on first use, as the card's built-in backgrounds are; once per process and key.
 */
const redrawn = new Map<string, Promise<Buffer | null>>();
function redrawBuiltin(ctx: AppContext, materialId: string, key: string): Promise<Buffer | null> {
  const seed = POSTER_TEMPLATES.findIndex((t) => t.id === materialId);
  if (seed < 0) return Promise.resolve(null);
  let p = redrawn.get(key);
  if (!p) {
    p = drawPosterTemplate(ctx.providers.storage, POSTER_TEMPLATES[seed]!, seed + 1).then(
      () => ctx.providers.storage.read(key),
      () => null,
    );
    void p.then((b) => {
      if (!b) redrawn.delete(key);
    });
    redrawn.set(key, p);
  }
  return p;
}

/** What a drawing gives: the stored PNG's URL and what was drawn (kept as the record's data, with the canvas size). */
export interface Drawn {
  url: string;
  data: TPosterData & { width: number; height: number };
}

/**
 * Draws a poster for a user from a template and stores it (purpose 'poster', counted in the quota). Spends one
 * hit of the user's generation budget first: drawing costs CPU. Nothing is recorded here; the caller writes the row
 * and releases the file if that fails. A platform template's slogan is drawn in the caller's language (decision
 * 0032); the card's own texts (and a signature, which replaces the slogan) are the user's and drawn as written.
 */
export async function drawPoster(ctx: AppContext, userId: string, material: PosterMaterialRow, lang: Lang = 'zh-CN'): Promise<Drawn> {
  const layout = parseLayout(material.layout);
  const repo = contentPostersRepository(ctx.db);
  const [card, user] = await Promise.all([repo.cardOf(userId), repo.userOf(userId)]);
  if (!card || !user || !card.name.trim()) throw new DomainError('POSTER_NO_CARD', { field: 'materialId' });
  await ctx.limiter.enforce([{ key: posterBudgetKey(userId), rule: POSTER_GENERATE_RULE }], 'POSTER_TOO_MANY');

  const storage = ctx.providers.storage;
  const bgKey = storage.keyOf(material.backgroundUrl);
  const background = (bgKey ? await storage.read(bgKey) : null) ?? (bgKey?.startsWith('builtin/') ? await redrawBuiltin(ctx, material.id, bgKey) : null);
  if (!background) throw new DomainError('POSTER_LAYOUT_INVALID', { field: 'materialId' });
  const avatarKey = user.avatarUrl ? storage.keyOf(user.avatarUrl) : null;
  // An outside avatar (a WeChat one) is not fetched: the server never downloads what a URL names.
  const avatar = avatarKey && layout.avatar ? await storage.read(avatarKey) : null;
  const cardUrl = `${ctx.config.publicOrigin}/multipage/card/${user.phoneIdEcr}`;
  const texts = posterValues({ ...card, mobiles: card.mobiles.map((m) => m.number) }, user.hidePhone, inLang(lang, layout.slogan, material.sloganEn));

  const png = await renderPoster({ layout, background, texts, avatar, qr: await qrPng(cardUrl, layout.qr.size, null) });
  const url = await storeFile(ctx, { userId, purpose: 'poster' }, `poster/${ctx.ids.id()}.png`, png, 'image/png', 'materialId');
  return { url, data: { ...texts, hasAvatar: !!avatar, cardUrl, width: layout.width, height: layout.height } };
}
