import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppRoute } from '@ts-rest/core';
import type { ZodTypeAny } from 'zod';

/** The contract's schema for this answer: the route's own for its status, else none (non-JSON answers, 404 pages). */
function schemaFor(req: FastifyRequest, status: number): ZodTypeAny | null {
  const route = (req.routeOptions.config as { tsRestRoute?: AppRoute } | undefined)?.tsRestRoute;
  const schema = route?.responses[status] as unknown;
  return schema && typeof (schema as ZodTypeAny).safeParse === 'function' ? (schema as ZodTypeAny) : null;
}

/**
 * Drift between server and contract fails loudly: each JSON answer of a contract route is parsed with the
 * contract's schema for its HTTP status, and one that does not fit is replaced by a 500 naming the route and the
 * zod issues, so any test that reads it fails. The client does not validate answers (it trusts this check).
 */
export function registerResponseCheck(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply, payload) => {
    if (typeof payload !== 'string' || !/json/.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const schema = schemaFor(req, reply.statusCode);
    if (!schema) return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      body = payload;
    }
    const parsed = schema.safeParse(body);
    if (parsed.success) return payload;
    const issues = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    req.log.error({ route: req.routeOptions.url, status: reply.statusCode, issues }, 'answer does not match the contract');
    reply.code(500);
    return JSON.stringify({
      status: 1000003,
      code: 'SYSTEM_ERROR',
      msg: `contract drift on ${req.method} ${req.routeOptions.url}`,
      resultSets: null,
      errors: issues.map((message) => ({ field: 'response', rule: 'contract', message })),
    });
  });
}
