import { type CatalogueEntry } from './error-entry';

/** The programme area's insight part's catalogue entries (issue 18), codes 1195xxx; spread into the error catalogue (error-codes.ts). */
export const PROGRAMME_INSIGHT_ERRORS = {
} as const satisfies Record<string, CatalogueEntry>;
