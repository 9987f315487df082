import { type CatalogueEntry } from './error-entry';

/** The programme area's shake part's catalogue entries (issue 18), codes 1196xxx; spread into the error catalogue (error-codes.ts). */
export const PROGRAMME_SHAKE_ERRORS = {
} as const satisfies Record<string, CatalogueEntry>;
