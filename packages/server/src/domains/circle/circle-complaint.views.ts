import type { AppContext } from '../../context';
import { circleBulletinRepository } from './circle-bulletin.repository';

/** What the owner's inbox and the operators' queue both show of a complaint: its evidence as it reads now, its pictures. */

/** Evidence ids as the bulletin part stores them: a JSON array (a comma list, as older rows hold, is read too). */
export function evidenceIds(raw: string): string[] {
  try {
    const v = JSON.parse(raw) as unknown;
    if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string');
  } catch {
    /* a comma list */
  }
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export const pictureNames = (fileNames: string) => fileNames.split(',').filter(Boolean);

/**
 * The evidence of each row, read once for all of them: a bulletin removed since shows as not shown, with no text, so
 * neither the owner nor an operator reads what was taken down.
 */
export async function evidenceOf(ctx: AppContext, rows: readonly { bulletinIds: string }[]) {
  const ids = [...new Set(rows.flatMap((r) => evidenceIds(r.bulletinIds)))];
  const bulletins = new Map((ids.length ? await circleBulletinRepository(ctx.db).bulletinsByIds(ids) : []).map((b) => [b.id, b]));
  return (raw: string) =>
    evidenceIds(raw).map((id) => {
      const b = bulletins.get(id);
      const shown = b?.state === 'normal';
      return { bulletinId: id, content: shown ? b.content : '', shown };
    });
}

/** A complaint's pictures as addresses: the row keeps storage keys (what proved them the complainant's uploads). */
export const pictureUrls = (ctx: AppContext, fileNames: string) => pictureNames(fileNames).map((k) => ctx.providers.storage.urlOf(k));

/** A stored state as the contract's: rows written before decisions had outcomes ('handled') read as upheld. */
export const complaintState = (state: string): 'open' | 'upheld' | 'dismissed' => (state === 'open' || state === 'dismissed' ? state : 'upheld');
