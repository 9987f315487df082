import { type CatalogueEntry } from './error-entry';

/** The programme area's promotion part's catalogue entries (issue 18), codes 1192xxx; spread into the error catalogue (error-codes.ts). */
export const PROGRAMME_PROMOTION_ERRORS = {
} as const satisfies Record<string, CatalogueEntry>;
