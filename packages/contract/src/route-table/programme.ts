// Generated from the contract by packages/client/build/contract-routes.ts; do not edit by hand (a client test
// compares it with the contract). Regenerate: `cd packages/client && npx tsx build/contract-routes.ts`.

import { r } from './route-entry';

/** The programme area's calls. */
export const programmeRoutes = {
};
