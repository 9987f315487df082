import { type CatalogueEntry } from './error-entry';

/** The programme area's persona part's catalogue entries (issue 18), codes 1197xxx; spread into the error catalogue (error-codes.ts). */
export const PROGRAMME_PERSONA_ERRORS = {
} as const satisfies Record<string, CatalogueEntry>;
