import { LIMITS, publicCardPath, type TFoundCardUser } from '@card/contract';
import type { AppContext } from '../../context';
import { isVipAt } from '../../core/access';
import { DomainError } from '../../lib/domain-error';
import { loadSharp } from '../../lib/sharp';
import { networkExchangeService } from './network-exchange.service';
import { networkExchangeRepository } from './network-exchange.repository';
import { cardUserQuery } from './network-exchange.rules';
import { networkRepository } from './network.repository';
import { personOf } from './network.views';

/** Largest side a QR picture is decoded at: phone photos are large, a QR code stays readable well below this. */
const DECODE_SIDE = 1200;

/**
 * Finding card users (VIP search by name or mobile) and reading a card QR code from a picture (the scan screen's
 * fallback when the camera is refused or missing). Both answer people with where the caller stands with them.
 */
export function networkExchangeSearchService(ctx: AppContext) {
  const people = networkRepository(ctx.db);
  const repo = networkExchangeRepository(ctx.db);
  const exchange = networkExchangeService(ctx);

  async function searchCardUser(meId: string, keyword: string): Promise<TFoundCardUser[]> {
    // The route's metadata already refuses non-VIP callers; checked again here so no other path skips it.
    const me = await people.personById(meId);
    if (!me || !isVipAt(me.vipExpiresAt, me.tempVipExpiresAt, ctx.clock.now())) throw new DomainError('SEARCH_NEED_VIP', { field: 'keyword' });
    const q = cardUserQuery(keyword);
    if ('refusal' in q) throw new DomainError(q.refusal, { field: 'keyword' });
    const ids = q.by === 'mobile' ? await repo.usersByMobile(meId, q.value) : await repo.usersByName(meId, q.value, LIMITS.network.cardUserSearchResults);
    if (!ids.length) throw new DomainError('NO_SEARCH_RESULT', { field: 'keyword' });
    const found = new Map((await people.peopleByIds(ids.map((i) => i.id))).map((p) => [p.id, p]));
    return Promise.all(
      ids
        .filter((i) => found.has(i.id))
        .map(async (i) => ({
          ...personOf(found.get(i.id)!),
          state: (await exchange.standing(meId, i.id)).state,
        })),
    );
  }

  /** The public id a card link names (`…/multipage/card/<id>`), or null for any other text. */
  function cardIdOf(text: string): string | null {
    let path: string;
    try {
      path = new URL(text.trim(), ctx.config.publicOrigin).pathname;
    } catch {
      return null;
    }
    const prefix = publicCardPath('');
    if (!path.startsWith(prefix)) return null;
    const id = decodeURIComponent(path.slice(prefix.length).replace(/\/$/, ''));
    return /^[A-Za-z0-9_-]{8,64}$/.test(id) ? id : null;
  }

  async function decodeCardQr(meId: string, bytes: Uint8Array) {
    await ctx.limiter.enforce([{ key: `network:qrDecode:${meId}`, rule: { max: LIMITS.network.qrDecodesPerMinute, windowMs: 60_000 } }]);
    let text: string | null = null;
    try {
      const sharp = await loadSharp();
      const { data, info } = await sharp(Buffer.from(bytes))
        .rotate()
        .resize({ width: DECODE_SIDE, height: DECODE_SIDE, fit: 'inside', withoutEnlargement: true })
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      // Loaded here, not with the module: jsQR's decoder and its Shift-JIS tables are ~1 MB a server may never need.
      const { default: jsQR } = await import('jsqr');
      text = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
    } catch {
      text = null; // not an image sharp can read: the same answer as a picture without a code
    }
    const id = text ? cardIdOf(text) : null;
    const person = id ? await people.personByPublicId(id) : null;
    if (!person) throw new DomainError('CARD_QR_UNREADABLE', { field: 'file' });
    return { phoneIdEcr: person.phoneIdEcr, link: `${ctx.config.publicOrigin}${publicCardPath(person.phoneIdEcr)}`, person: personOf(person) };
  }

  return { searchCardUser, decodeCardQr };
}
