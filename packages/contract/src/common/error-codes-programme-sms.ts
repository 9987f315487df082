import { type CatalogueEntry } from './error-entry';

/** The programme area's sms part's catalogue entries (issue 18), codes 1193xxx; spread into the error catalogue (error-codes.ts). */
export const PROGRAMME_SMS_ERRORS = {
} as const satisfies Record<string, CatalogueEntry>;
