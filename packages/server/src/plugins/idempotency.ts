import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import {
  DUPLICATE_POLL_MS,
  DUPLICATE_WAIT_MS,
  IDEMPOTENCY_TTL_MS,
  REQUEST_ID_HEADER,
  idempotencyKey,
  idempotencyRepository,
  isAbandoned,
  requestFingerprint,
  shouldStore,
  validRequestId,
} from '../core/idempotency';
import { isUniqueViolation } from '../lib/db-errors';
import { DomainError } from '../lib/domain-error';
import { routeMeta } from './session';

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyKey?: string;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function replay(reply: FastifyReply, row: { httpStatus: number | null; response: string | null }) {
  return reply
    .code(row.httpStatus ?? 200)
    .type('application/json; charset=utf-8')
    .header('idempotent-replay', 'true')
    .send(row.response);
}

/**
 * Calls declared `idempotent` in their route metadata take effect once per client request id: the first request
 * claims the key (a row whose primary key makes any concurrent duplicate lose), runs, and its successful answer is
 * stored; repeats get that answer back, a duplicate arriving while the first still runs waits for it. Handlers know
 * nothing of this. Runs after the session and the permission guard, so a caller who may not call gets no key.
 */
export function registerIdempotency(app: FastifyInstance, ctx: AppContext) {
  const repo = idempotencyRepository(ctx.db);

  app.addHook('preHandler', async (req, reply) => {
    if (!routeMeta(req)?.idempotent || !req.session) return;
    const requestId = req.headers[REQUEST_ID_HEADER];
    if (!validRequestId(requestId)) throw new DomainError('REQUEST_ID_INVALID', { field: 'requestId' });
    const key = idempotencyKey(req.session.userId, `${req.method} ${req.routeOptions.url}`, requestId);
    const bodyHash = requestFingerprint({ params: req.params, query: req.query, body: req.body });
    const now = ctx.clock.now();
    try {
      await repo.claim({
        key,
        userId: req.session.userId,
        route: `${req.method} ${req.routeOptions.url}`,
        bodyHash,
        createdAt: now,
        expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
      });
      req.idempotencyKey = key;
      return;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
    // A repeat, or a duplicate racing the first request: wait for the first one's answer.
    for (let waited = 0; ; waited += DUPLICATE_POLL_MS) {
      const row = await repo.find(key);
      if (!row) {
        // the first request failed and released the key: this one may run
        return retryClaim();
      }
      if (row.bodyHash !== bodyHash) throw new DomainError('REQUEST_ID_REUSED', { field: 'requestId' });
      if (row.expiresAt <= ctx.clock.now()) {
        await repo.forget(key);
        return retryClaim();
      }
      if (row.state === 'done') return replay(reply, row);
      if (isAbandoned(row, ctx.clock.now(), ctx.config.idempotencyLeaseMs) && (await repo.takeOver(key, row.createdAt, ctx.clock.now()))) {
        req.idempotencyKey = key;
        return;
      }
      if (waited >= DUPLICATE_WAIT_MS) throw new DomainError('REQUEST_IN_PROGRESS', { field: 'requestId' });
      await sleep(DUPLICATE_POLL_MS);
    }

    async function retryClaim() {
      try {
        await repo.claim({
          key,
          userId: req.session!.userId,
          route: `${req.method} ${req.routeOptions.url}`,
          bodyHash,
          createdAt: now,
          expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
        });
        req.idempotencyKey = key;
      } catch (err) {
        if (isUniqueViolation(err)) throw new DomainError('REQUEST_IN_PROGRESS', { field: 'requestId' });
        throw err;
      }
    }
  });

  // The answer is stored (or the key released) before it leaves, so a repeat right after sees it.
  app.addHook('onSend', async (req: FastifyRequest, reply, payload) => {
    const key = req.idempotencyKey;
    if (!key) return payload;
    req.idempotencyKey = undefined;
    if (shouldStore(reply.statusCode) && typeof payload === 'string') await repo.complete(key, reply.statusCode, payload);
    else await repo.release(key);
    return payload;
  });
}
