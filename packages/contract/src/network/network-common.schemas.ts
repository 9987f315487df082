import { z } from 'zod';
import { fId } from '../common/form';

/**
 * The network (issue 13): what every part shares (parts import from here, never from network.schemas.ts). Parts:
 * exchange (card exchange, address book, labels, search, export, scan), company (states, applications,
 * departments, admins, master card, hand-over), mirror (master and sub cards, pushes), radar (visit events,
 * visitors, demand consultation). The message centre's kinds are the user centre's (usercentre/message-kinds.ts).
 */

/** A person the network shows: their public card id, card name, avatar, company and position. */
export const ZNetworkPerson = z.object({
  phoneIdEcr: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  company: z.string(),
  position: z.string(),
});
export type TNetworkPerson = z.infer<typeof ZNetworkPerson>;

/** Another user named by their public card id (`phoneIdEcr`, as the spec's routes spell it). */
export const ZPersonBody = z.object({ phoneIdEcr: fId() });
