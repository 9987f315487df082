import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { RequestValidationError } from '@ts-rest/fastify';
import { ZodError } from 'zod';
import { LIMITS, UPLOAD_TOKEN_HEADER, type RouteMeta } from '@card/contract';
import type { AppContext } from '../context';
import { accessRepository, accessStateOf } from '../core/access';
import { assertFileSize, assertFileType, fileCountVerdict, uploadLimitsProblem, verifyUploadToken } from '../core/uploads';
import { DomainError } from '../lib/domain-error';
import { routeMeta } from './session';

/** File parts seen so far per request (a request's count dies with it). */
const fileCounts = new WeakMap<FastifyRequest, number>();

/** The answer a too-long list of files gets from the field's own schema (fFiles), so both refusals read alike. */
const listTooLong = (field: string, max: number) =>
  new RequestValidationError(null, null, null, new ZodError([{ code: 'too_big', type: 'array', maximum: max, inclusive: true, exact: false, path: [field], message: '' }]));

/**
 * Reads one file part under the route's `upload` limits, refusing as early as it can: a part the route does not
 * take at all, one file too many, a byte past the size cap (the rest of the part is not buffered), then the real
 * type from the bytes. Every refusal names the field. The bytes become the field's value in the body.
 */
async function readFilePart(this: FastifyRequest, part: MultipartFile) {
  const limits = routeMeta(this)?.upload;
  const field = part.fieldname;
  const n = (fileCounts.get(this) ?? 0) + 1;
  fileCounts.set(this, n);
  const verdict = fileCountVerdict(n, limits);
  if (verdict !== 'ok') {
    part.file.resume();
    if (verdict === 'noFiles') throw new DomainError('UPLOAD_BAD_FORMAT', { field });
    if (verdict === 'batch') throw new DomainError('UPLOAD_BATCH_NOT_SUPPORTED', { field });
    throw listTooLong(field, limits!.files);
  }
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes > limits!.maxBytes) {
      part.file.resume();
      assertFileSize(bytes, false, limits!, field);
    }
    chunks.push(chunk);
  }
  assertFileSize(bytes, part.file.truncated, limits!, field);
  // An empty part is a broken upload (the phone sent nothing), not a file of the wrong type.
  if (bytes === 0) throw new DomainError('UPLOAD_BAD_FORMAT', { field });
  const buffer = Buffer.concat(chunks, bytes);
  assertFileType(buffer, limits!, field);
  part.value = buffer;
}

/**
 * The upload facility: multipart is parsed with the platform's largest limits (LIMITS.upload.filesMax files of
 * LIMITS.upload.fileMaxBytes; one file more reaches the per-route check so the answer names the field), and each
 * route's `upload` metadata is enforced per file part before its handler. A route's metadata is checked at start.
 * An upload route also accepts a signed upload token (header x-upload-token) of its purpose in place of a
 * session. Registered before the session plugin: its token hook must run first.
 */
export async function registerUploads(app: FastifyInstance, ctx: AppContext) {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    onFile: readFilePart,
    limits: { fileSize: LIMITS.upload.fileMaxBytes, files: LIMITS.upload.filesMax + 1, fields: 50 },
  });

  app.addHook('onRoute', (route) => {
    const ts = (route.config as { tsRestRoute?: { metadata?: RouteMeta; contentType?: string } } | undefined)?.tsRestRoute;
    if (!ts) return;
    const problem = uploadLimitsProblem(ts.metadata?.upload, ts.contentType === 'multipart/form-data');
    if (problem) throw new Error(`route ${String(route.method)} ${route.url} ${problem}`);
  });

  const access = accessRepository(ctx.db);
  app.addHook('onRequest', async (req) => {
    const limits = routeMeta(req)?.upload;
    const token = req.headers[UPLOAD_TOKEN_HEADER];
    if (!limits || token === undefined) return;
    const userId = verifyUploadToken(ctx.config.uploadTokenSecret, String(token), limits.purpose, ctx.clock.now());
    const row = await access.accessRowOf(userId);
    if (!row) throw new DomainError('UPLOAD_AUTH_FAILED', { field: 'uploadToken' });
    // A session for this one request: the permission guard (module locks) still applies to the token's user.
    req.session = { userId, sessionId: '', access: accessStateOf(row, ctx.clock.now()) };
  });
}
