import type { TNetworkPerson } from '@card/contract';
import type { PersonRow } from './network.repository';

/** How every part shows a person. */
export const personOf = (p: PersonRow): TNetworkPerson => ({
  phoneIdEcr: p.phoneIdEcr,
  name: p.card?.name ?? '',
  avatarUrl: p.avatarUrl,
  company: p.card?.company ?? '',
  position: p.card?.position ?? '',
});
