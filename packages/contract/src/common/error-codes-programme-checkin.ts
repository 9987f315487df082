import { type CatalogueEntry } from './error-entry';

/** The programme area's checkin part's catalogue entries (issue 18), codes 1194xxx; spread into the error catalogue (error-codes.ts). */
export const PROGRAMME_CHECKIN_ERRORS = {
} as const satisfies Record<string, CatalogueEntry>;
