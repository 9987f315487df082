import { MODULE_NAMES, TOKEN_COOKIE, errorCatalogue, type RouteMeta } from '@card/contract';
import { REQUEST_ID_HEADER } from '../idempotency/idempotency.rules';
import type { OpenApiParameter } from './types';

/**
 * Who may call a route, said three ways in the document: OpenAPI `security` (what client generators and the
 * "Authorize" button read), one readable line at the top of the description, and `x-access` (the route's metadata
 * as data, for tools that want VIP, module or roles). All three come from the metadata the guard enforces.
 */

/** The two ways a session travels (plugins/session.ts `tokenOf`: the header first, then the cookie). */
export const SECURITY_SCHEMES = {
  sessionToken: {
    type: 'apiKey',
    in: 'header',
    name: 'authorization',
    description:
      'The session token that `account.userLogin` or `account.createUser` answers in `resultSets.token`, ' +
      'sent as is or as `Bearer <token>`. This is how apps and scripts call; it is never subject to the cross-site check.',
  },
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: TOKEN_COOKIE,
    description:
      `The same token in the \`${TOKEN_COOKIE}\` cookie (the web app's). A call that changes state and is ` +
      'authenticated by the cookie alone must come from the public origin: its `Origin` header (or, lacking one, its ' +
      "`Referer`) must be the server's PUBLIC_ORIGIN, or it answers CROSS_SITE_REFUSED (docs/decisions/0011). " +
      'Browsers send Origin by themselves; other clients should use the authorization header instead.',
  },
} as const;

const SIGNED_IN: Record<string, string[]>[] = [{ sessionToken: [] }, { sessionCookie: [] }];

/** `security` of an operation: none for public calls, either scheme for signed-in ones, optional for the rest. */
export function securityOf(meta: RouteMeta): Record<string, string[]>[] {
  if (meta.auth === 'public') return [];
  if (meta.auth === 'optional') return [{}, ...SIGNED_IN];
  return SIGNED_IN;
}

const notLoggedIn = errorCatalogue.NOT_LOGGED_IN.status;

/** The description's first line, in Markdown, e.g. "**Who may call:** a signed-in user ... · module 46 (Album)". */
export function accessLine(meta: RouteMeta): string {
  const parts = [
    meta.auth === 'public'
      ? 'anyone; no session is read'
      : meta.auth === 'optional'
        ? 'anyone; a session, when sent, personalises the answer'
        : `a signed-in user (without a live session: envelope status ${notLoggedIn}, HTTP 401)`,
  ];
  if (meta.vip) parts.push(`VIP members only (else ${meta.vipCode ?? 'MODULE_LOCKED'})`);
  if (meta.module !== undefined) parts.push(`module ${meta.module} (${MODULE_NAMES[meta.module]?.en ?? '?'}) unlocked`);
  if (meta.roles?.length) {
    parts.push(`role: ${meta.roles.map((r) => (r.from ? `${r.role} of \`${r.from}\`` : r.role)).join(' or ')}`);
  }
  if (meta.changesState && meta.auth !== 'public') parts.push('changes state although a GET (cookie callers pass the cross-site check)');
  if (meta.idempotent) parts.push(`idempotent: send a fresh \`${REQUEST_ID_HEADER}\` per action; a repeat with the same id gets the first answer`);
  if (meta.upload) {
    const u = meta.upload;
    parts.push(`upload: up to ${u.files} file${u.files > 1 ? 's' : ''} of at most ${u.maxBytes} bytes, real type ${u.types.join(', ')}`);
  }
  return `**Who may call:** ${parts.join(' · ')}`;
}

/** The route's metadata as an extension, minus the service base (the path already carries it). */
export function accessExtension(meta: RouteMeta): Record<string, unknown> {
  const { base: _base, ...rest } = meta;
  return JSON.parse(JSON.stringify(rest)) as Record<string, unknown>;
}

/** The request-id header an idempotent call needs (core/idempotency: 8-64 url-safe characters). */
export const requestIdParameter: OpenApiParameter = {
  name: REQUEST_ID_HEADER,
  in: 'header',
  required: true,
  description: 'A fresh id for each user action (8-64 of A-Z a-z 0-9 _ -); send the same id again only to retry that action.',
  schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$' },
};
