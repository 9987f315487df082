// Generated from the contract by packages/client/build/contract-routes.ts; do not edit by hand (a client test
// compares it with the contract). Regenerate: `cd packages/client && npx tsx build/contract-routes.ts`.

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded' as const;
export const FORM = FORM_CONTENT_TYPE;
export const MULTIPART = 'multipart/form-data' as const;

/** One call: what ts-rest `initClient` reads (method, path, content type) and our metadata (base, idempotency, Token header). */
export const r = (method: string, path: string, contentType: string | undefined, base: string, idempotent?: boolean, tokenHeader?: boolean) => ({
  method, path, ...(contentType ? { contentType } : {}), responses: {},
  metadata: { base, ...(idempotent ? { idempotent } : {}), ...(tokenHeader ? { tokenHeader } : {}) },
});
