import { z } from 'zod';
import type { RouteNeeds } from '../common/bases';

/**
 * Customer service and help centre (issue 17): the shapes every part shares; each part's own bodies and answers
 * live in its `service-<part>.schemas.ts`. Agents are users holding the platform role `customerService` (granted
 * in UserRole; the seed makes one).
 */
export const SERVICE_ROLE = 'customerService' as const;
/** Route needs of a customer-service agent's call. */
export const AGENT_NEEDS: RouteNeeds = { roles: [{ role: SERVICE_ROLE }] };

/** A person as the service screens show them (core/people's face). */
export const ZServicePerson = z.object({ phoneIdEcr: z.string(), name: z.string(), avatarUrl: z.string().nullable() });
export type TServicePerson = z.infer<typeof ZServicePerson>;
