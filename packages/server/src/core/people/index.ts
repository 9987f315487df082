import { DomainError } from '../../lib/domain-error';
import { langOf } from '../../lib/lang';
import type { DbClient } from '../db';
import { peopleRepository } from './people.repository';

export { deliveryAddressRepository, type AddressRow } from './delivery-addresses.repository';

/**
 * People as other areas show and name them. A `{0}` card path (the spec's `{0}/name` calls) names a card by its
 * public id (phoneIdEcr), or `0` for the caller's own (a signed-out caller is asked to log in); an unknown id answers
 * NOT_FOUND naming the field. A person's public face is their card name, avatar and card id, never their phone.
 */
export function selfOfCardParam(phoneIdEcr: string, viewerId: string | null, field = 'phoneIdEcr'): string | null {
  if (phoneIdEcr !== '0') return null;
  if (!viewerId) throw new DomainError('NOT_LOGGED_IN', { field });
  return viewerId;
}

/** The user a `{0}` card path names. */
export async function cardUserOf(db: DbClient, phoneIdEcr: string, viewerId: string | null, field = 'phoneIdEcr'): Promise<string> {
  const self = selfOfCardParam(phoneIdEcr, viewerId, field);
  if (self) return self;
  const id = await peopleRepository(db).userIdOf(phoneIdEcr);
  if (!id) throw new DomainError('NOT_FOUND', { field });
  return id;
}

export type PersonFace = { phoneIdEcr: string; name: string; avatarUrl: string | null };
const NOBODY: PersonFace = { phoneIdEcr: '', name: '', avatarUrl: null };

/**
 * The public faces of `ids`, read in one query: `face(id)` answers an empty face for an unknown id (a deleted user),
 * `langOf(id)` the person's language for messages to them.
 */
export async function facesOf(db: DbClient, ids: Iterable<string>) {
  const unique = [...new Set(ids)];
  const rows = unique.length ? await peopleRepository(db).faces(unique) : [];
  const byId = new Map(rows.map((p) => [p.id, p]));
  return {
    face: (id: string): PersonFace => {
      const p = byId.get(id);
      return p ? { phoneIdEcr: p.phoneIdEcr, name: p.card?.name ?? '', avatarUrl: p.avatarUrl ?? null } : NOBODY;
    },
    langOf: (id: string) => langOf(byId.get(id)?.language),
  };
}
