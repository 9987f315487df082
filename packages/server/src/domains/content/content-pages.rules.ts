import { LIMITS, zPhone, type LeadAnswerKey, type PageKind, type TBlock, type TFormField, type TPageContent, type TSubmitPageLeadBody } from '@card/contract';
import type { RateRule } from '../../core/rate';
import { DomainError } from '../../lib/domain-error';

/**
 * Rules of micro pages and V-Leaflets (pure: plain data in, a result or a DomainError out). The contract has checked
 * each block's shape; what depends on the page as a whole (its kind, ids unique across it, not empty when published)
 * and what depends on the form a visitor answers (required fields, phone format, lengths, consent) is decided here.
 */
const L = LIMITS.content;

/** A block with the field path it was sent at (`blocks.3`, `pages.1.blocks.0`): errors name the exact field. */
export interface PlacedBlock {
  block: TBlock;
  at: string;
}

/** The draft a new page starts with: an empty page, or a leaflet of one empty page. */
export const emptyContent = (kind: PageKind): TPageContent => (kind === 'leaflet' ? { pages: [{ blocks: [] }] } : { blocks: [] });

/** Every block of a page or leaflet, in reading order, with its path. */
export function placedBlocks(content: TPageContent): PlacedBlock[] {
  if (content.pages) return content.pages.flatMap((p, pi) => p.blocks.map((block, i) => ({ block, at: `pages.${pi}.blocks.${i}` })));
  return (content.blocks ?? []).map((block, i) => ({ block, at: `blocks.${i}` }));
}

/**
 * The draft to store for a page of `kind`: a page takes `blocks`, a leaflet `pages` (the other must be absent),
 * and block ids are unique across the whole page (a lead names its form by id).
 */
export function draftOf(kind: PageKind, body: { blocks?: TBlock[]; pages?: { blocks: TBlock[] }[] }): TPageContent {
  if (kind === 'page' && (body.pages !== undefined || body.blocks === undefined)) throw new DomainError('PAGE_KIND_MISMATCH', { field: body.pages ? 'pages' : 'blocks' });
  if (kind === 'leaflet' && (body.blocks !== undefined || body.pages === undefined)) throw new DomainError('PAGE_KIND_MISMATCH', { field: body.blocks ? 'blocks' : 'pages' });
  const content: TPageContent = kind === 'page' ? { blocks: body.blocks! } : { pages: body.pages! };
  const seen = new Set<string>();
  for (const { block, at } of placedBlocks(content)) {
    if (seen.has(block.id)) throw new DomainError('PAGE_BLOCK_ID_TAKEN', { field: `${at}.id` });
    seen.add(block.id);
  }
  return content;
}

/** The image references of a page (image blocks, product images), each with its field, for the own-images check. */
export const imageRefs = (content: TPageContent) =>
  placedBlocks(content).flatMap(({ block, at }) =>
    block.type === 'image' ? [{ url: block.url, field: `${at}.url` }] : block.type === 'product' && block.imageUrl ? [{ url: block.imageUrl, field: `${at}.imageUrl` }] : [],
  );
export const videoRefs = (content: TPageContent) => placedBlocks(content).flatMap(({ block, at }) => (block.type === 'video' ? [{ url: block.url, field: `${at}.url` }] : []));

/** A page can be published with at least one block (a leaflet: on every page). */
export function assertPublishable(content: TPageContent): void {
  if (content.pages) {
    const empty = content.pages.findIndex((p) => p.blocks.length === 0);
    if (empty >= 0) throw new DomainError('PAGE_EMPTY', { field: `pages.${empty}.blocks` });
  } else if (!content.blocks?.length) throw new DomainError('PAGE_EMPTY', { field: 'blocks' });
}

/** The form block a lead answers, or PAGE_FORM_NOT_FOUND (the page changed since the visitor loaded it). */
export function formBlockOf(content: TPageContent, blockId: string): Extract<TBlock, { type: 'form' }> {
  const hit = placedBlocks(content).find(({ block }) => block.id === blockId && block.type === 'form');
  if (hit?.block.type !== 'form') throw new DomainError('PAGE_FORM_NOT_FOUND', { field: 'blockId' });
  return hit.block;
}

const maxOf = (f: TFormField) => (f.kind === 'name' ? L.leadNameMax : f.kind === 'phone' ? 20 : L.leadTextMax);

/**
 * A visitor's answers checked against the form: required fields filled, a phone field a real mobile number (the
 * login rule, typed with spaces or a region), each within its length, the consent ticked. Answers the stored shape:
 * each field's label with what was typed (phones cleaned), blanks of optional fields kept as ''.
 */
export function leadAnswers(form: Extract<TBlock, { type: 'form' }>, body: TSubmitPageLeadBody): { label: string; value: string }[] {
  const answers = form.fields.map((f, i) => {
    const field = `f${i}`;
    const raw = (body[field as LeadAnswerKey] ?? '').trim();
    if (!raw) {
      if (f.required) throw new DomainError('PAGE_LEAD_FIELD_REQUIRED', { field });
      return { label: f.label, value: '' };
    }
    if ([...raw].length > maxOf(f)) throw new DomainError('PAGE_LEAD_TOO_LONG', { field });
    if (f.kind === 'phone') {
      const phone = zPhone.safeParse(raw);
      if (!phone.success) throw new DomainError('PAGE_LEAD_PHONE_INVALID', { field });
      return { label: f.label, value: phone.data };
    }
    if (f.kind === 'name' && /[\r\n]/.test(raw)) throw new DomainError('TEXT_LINE_BREAK', { field });
    return { label: f.label, value: raw };
  });
  if (body.consent !== true) throw new DomainError('PAGE_LEAD_CONSENT_REQUIRED', { field: 'consent' });
  return answers;
}

/** Leads one address may send per hour (the visitor's pace; a flood is refused before anything is written). */
export const LEAD_RULE: RateRule = { max: L.leadsPerAddressPerHour, windowMs: 60 * 60 * 1000 };
export const leadBudgetKey = (address: string) => `pages:lead:${address}`;

/** A view counts unless the owner looks at their own page. */
export const countsAsView = (ownerId: string, viewerId: string | null) => viewerId !== ownerId;

/** The room left for a new page. */
export function assertRoomForPage(count: number): void {
  if (count >= L.pagesPerUser) throw new DomainError('PAGES_FULL', { field: 'title' });
}
