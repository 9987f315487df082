import { type CatalogueEntry } from './error-entry';

/** The programme area's dealer part's catalogue entries (issue 18), codes 1191xxx; spread into the error catalogue (error-codes.ts). */
export const PROGRAMME_DEALER_ERRORS = {
} as const satisfies Record<string, CatalogueEntry>;
