import { LIMITS, MODULES, codeByStatus, errorCatalogue, errorText, type ErrorCode, type Lang, type TCenterModuleBody } from '@card/contract';
import { dayKey } from '../../lib/clock';
import { DomainError } from '../../lib/domain-error';

/** Pure rules of the user centre: data and `now` in, a decision or a DomainError out. */

/** One-key cleanup: at most LIMITS.usercentre.cleanupPerDay runs per local day. Returns the day the new run counts for. */
export function cleanupDay(previousDays: string[], now: Date): { day: string; usedToday: number } {
  const day = dayKey(now);
  const used = previousDays.filter((d) => d === day).length;
  if (used >= LIMITS.usercentre.cleanupPerDay) throw new DomainError('CLEANUP_LIMIT');
  return { day, usedToday: used + 1 };
}

/** Privacy switches may not change while the user's company locks them. */
export function assertPrivacyEditable(company: { lockPrivacy: boolean } | null): void {
  if (company?.lockPrivacy) throw new DomainError('COMPANY_NOT_ALLOWED');
}

export interface ModuleLayoutRow {
  moduleId: number;
  zone: 'top' | 'main' | 'bottom';
  sort: number;
  visible: boolean;
}

const ZONES = ['top', 'main', 'bottom'] as const;
const FIELD_OF = { top: 'topIds', main: 'mainIds', bottom: 'bottomIds' } as const;
const KNOWN = new Set<number>(MODULES.map((m) => m.id));

/**
 * The new module layout. Every id must be a catalogue module and appear in at most one zone; modules the
 * request leaves out keep their current order at the end of the main zone, so an old client that only knows
 * some modules cannot lose the others. Sort numbers run across zones: top, then main, then bottom.
 */
export function planModuleLayout(input: TCenterModuleBody, currentOrder: number[]): ModuleLayoutRow[] {
  const seen = new Set<number>();
  for (const zone of ZONES) {
    for (const id of input[FIELD_OF[zone]]) {
      if (!KNOWN.has(id)) throw new DomainError('MODULE_NOT_EXIST', { field: FIELD_OF[zone] });
      if (seen.has(id)) throw new DomainError('MODULE_DUPLICATE', { field: FIELD_OF[zone] });
      seen.add(id);
    }
  }
  for (const id of input.hiddenIds) if (!KNOWN.has(id)) throw new DomainError('MODULE_NOT_EXIST', { field: 'hiddenIds' });
  const catalogueOrder = MODULES.map((m) => m.id as number);
  const leftOver = [...currentOrder, ...catalogueOrder].filter((id, i, all) => KNOWN.has(id) && !seen.has(id) && all.indexOf(id) === i);
  const zones = { top: input.topIds, main: [...input.mainIds, ...leftOver], bottom: input.bottomIds };
  const hidden = new Set(input.hiddenIds);
  let sort = 0;
  return ZONES.flatMap((zone) => zones[zone].map((moduleId) => ({ moduleId, zone, sort: sort++, visible: !hidden.has(moduleId) })));
}

/** A bind request may be decided once, and only by the user it was sent to. */
export function decideBind(req: { userId: string; status: string } | null, userId: string, decision: 'agreed' | 'refused') {
  if (!req || req.userId !== userId) throw new DomainError('NOT_FOUND', { field: 'id' });
  if (req.status !== 'pending') throw new DomainError('ILLEGAL_OPERATION', { field: 'id' });
  return decision;
}

export function assertNotOwnCard(userId: string, targetId: string): void {
  if (userId === targetId) throw new DomainError('OWN_CARD', { field: 'phoneIdEcr' });
}

export interface DetailTarget {
  id: string;
  companyId: string | null;
  allowStrangerSearch: boolean;
  allowColleagueView: boolean;
  hidePhone: boolean;
}

/**
 * Who may open another user's detail: the owner always; a colleague (same company) unless the owner turned
 * colleague viewing off; anyone else is a stranger, let in when the owner allows strangers or has
 * subscribed to the viewer (a contact the owner chose).
 */
export function assertDetailVisible(target: DetailTarget, viewer: { id: string; companyId: string | null } | null, ownerFollowsViewer: boolean): void {
  if (viewer?.id === target.id) return;
  const colleague = Boolean(viewer && target.companyId && viewer.companyId === target.companyId);
  const allowed = colleague ? target.allowColleagueView : target.allowStrangerSearch || ownerFollowsViewer;
  if (!allowed) throw new DomainError('USER_PRIVACY', { field: 'phoneIdEcr' });
}

// Image checks are shared by every upload (lib/image-file.ts); the avatar keeps its own name for them.
export { sniffImage, checkImageFile as checkAvatarFile, type ImageType } from '../../lib/image-file';

/**
 * The spec's error-code lookup: a numeric status or an error name to its catalogue entry in the caller's
 * language. Read as people type it: spaces, full-width digits and lower case are fine.
 */
export function errorInfo(query: string | number, lang: Lang) {
  const typed = String(query).normalize('NFKC').replace(/[\s,]/g, '');
  const code = /^\d+$/.test(typed) ? codeByStatus(Number(typed)) : (Object.keys(errorCatalogue) as ErrorCode[]).find((k) => k === typed.toUpperCase());
  if (!code) throw new DomainError('ERROR_CODE_UNKNOWN', { field: 'status' });
  return { status: errorCatalogue[code].status, code, msg: errorText(code, lang) };
}
