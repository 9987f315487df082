import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { readinessOf, type ReadinessCheck } from './readiness';
import { byteRange } from './byte-range';
import { droppedByQueue } from '../lib/write-behind-drops';
import { fileVariants } from './file-variants';
import { askedWidth, sourceFormatOf, variantFormatOf } from './file-variants.rules';

/**
 * Health, readiness, uploaded files (with their sized variants, `?w=`: file-variants.ts), and (outside production) the SMS outbox. Not part of the product contract.
 * `/health` says the process answers (a liveness probe: restarting it would not help a database that is down);
 * `/ready` says it can serve: the database and each configured outside service (`checks`) reachable. It also shows
 * `dropped`, the items a write-behind queue (visits, clicks, views) could not write, once there are any: they never
 * make the instance unready (taking it out of service would not bring them back), but must not go unseen.
 */
export function registerSystemRoutes(app: FastifyInstance, ctx: AppContext, checks: ReadinessCheck[] = []) {
  app.get('/health', async () => ({ status: 'ok', time: ctx.clock.now().toISOString() }));

  const all: ReadinessCheck[] = [{ name: 'database', check: () => ctx.db.$queryRawUnsafe('SELECT 1') }, ...checks];
  app.get('/ready', async (req, reply) => {
    const result = await readinessOf(all, (name, err) => req.log.error({ err, check: name }, 'not ready'));
    const dropped = droppedByQueue(ctx);
    const body = Object.keys(dropped).length ? { ...result, dropped } : result;
    return reply
      .code(result.ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(body);
  });

  const variants = fileVariants(path.join(path.dirname(path.resolve(ctx.config.uploadDir)), 'variants'));
  app.get<{ Params: { '*': string }; Querystring: { w?: unknown } }>('/files/*', async (req, reply) => {
    const key = req.params['*'];
    const width = askedWidth(req.query.w); // a width outside the list is refused before anything is read
    const bytes = await ctx.providers.storage.read(key).catch(() => null);
    if (!bytes) {
      if (width) await variants.forget(key); // the original is gone: so are its variants (a pure cache)
      return reply.callNotFound();
    }
    reply.header('x-content-type-options', 'nosniff');
    const source = width ? sourceFormatOf(key) : null;
    if (width && source) {
      // Which bytes answer depends on Accept (WebP or not): caches in between must keep one copy per Accept.
      const variant = await variants.variantOf(key, bytes, width, variantFormatOf(source, req.headers.accept));
      reply.header('vary', 'Accept').header('etag', variant.etag);
      // Long-lived: the URL names the original (keys are never reused for other content) and the width.
      reply.header('cache-control', variant.busy ? 'public, max-age=60' : 'public, max-age=2592000');
      if (req.headers['if-none-match'] === variant.etag) return reply.code(304).send();
      return reply.type(`image/${variant.format === 'original' ? source : variant.format}`).send(variant.bytes);
    }
    const ext = key.split('.').pop();
    const type =
      ext === 'png'
        ? 'image/png'
        : ext === 'webp'
          ? 'image/webp'
          : ext === 'gif'
            ? 'image/gif'
            : ext === 'mp3'
              ? 'audio/mpeg'
              : ext === 'wav'
                ? 'audio/wav'
                : ext === 'mp4'
                  ? 'video/mp4'
                  : 'image/jpeg';
    reply.type(type).header('cache-control', 'public, max-age=86400').header('accept-ranges', 'bytes');
    // Byte ranges: a browser plays and seeks a video (and resumes any file) by asking for parts of it.
    const range = byteRange(req.headers.range, bytes.length);
    if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${bytes.length}`).send();
    if (range)
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${bytes.length}`)
        .send(bytes.subarray(range.start, range.end + 1));
    return reply.send(bytes);
  });

  if (ctx.config.devOutbox && ctx.providers.sms.outbox) {
    const outbox = ctx.providers.sms.outbox.bind(ctx.providers.sms);
    // Dev-only: lets a developer (and the browser tests) read the codes the local SMS provider "sent".
    app.get<{ Querystring: { to?: string } }>('/dev/smsOutbox', async (req) => ({ messages: outbox(req.query.to) }));
  }
}
