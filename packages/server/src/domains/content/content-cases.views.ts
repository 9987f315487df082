import { CASE_STATES, CASE_TYPES, type CaseState, type CaseType, type TCase } from '@card/contract';
import type { CaseRow } from './content-cases.repository';

export type CasePerson = { id: string; phoneIdEcr: string; avatarUrl: string | null; language: string | null; card: { name: string } | null };

export const ownerView = (p: CasePerson | undefined) => ({ phoneIdEcr: p?.phoneIdEcr ?? '', name: p?.card?.name ?? '', avatarUrl: p?.avatarUrl ?? null });

/** A stored row as the contract shows it (a type or state unknown to this version reads as `other` / `auditing`). */
export function caseView(c: CaseRow, owner: CasePerson | undefined): TCase {
  const shownForbidden = c.state === 'forbidden' || c.state === 'appealing';
  return {
    id: c.id,
    type: (CASE_TYPES as readonly string[]).includes(c.type) ? (c.type as CaseType) : 'other',
    title: c.title,
    description: c.description,
    coverUrl: c.coverUrl,
    images: JSON.parse(c.images) as string[],
    hidden: c.hidden,
    topped: c.topped,
    recommended: c.recommended,
    state: (CASE_STATES as readonly string[]).includes(c.state) ? (c.state as CaseState) : 'auditing',
    views: c.views,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    forbiddenReason: shownForbidden ? c.forbiddenReason : '',
    owner: ownerView(owner),
  };
}
