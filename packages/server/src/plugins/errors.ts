import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppRoute } from '@ts-rest/core';
import { RequestValidationError } from '@ts-rest/fastify';
import { codeOfRule, errorCatalogue, formatIssue, labelsFor, routeScopes, type ErrorCode, type Labels, type Lang, type TFieldError } from '@card/contract';
import type { ZodError } from 'zod';
import { DomainError } from '../lib/domain-error';
import { codeForDbError } from '../lib/db-errors';
import { errorBody } from '../lib/envelope';

type ValidationParts = Pick<RequestValidationError, 'pathParams' | 'headers' | 'query' | 'body'>;

/** The labels of the call being served (`album.addAlbum` words `name` as 相册名称); common labels elsewhere. */
export function labelsOfRequest(req: FastifyRequest): Labels {
  const route = (req.routeOptions?.config as { tsRestRoute?: AppRoute } | undefined)?.tsRestRoute;
  return labelsFor(route ? routeScopes.get(route) : undefined);
}

/** Zod failures of a request, as field errors in the caller's language and the call's labels. */
export function fieldErrors(err: ValidationParts, lang: Lang, labels?: Labels): TFieldError[] {
  const parts: [ZodError | null, string][] = [
    [err.pathParams, ''],
    [err.query, ''],
    [err.body, ''],
    [err.headers, 'header'],
  ];
  return parts.flatMap(([zerr, prefix]) => (zerr ? zerr.issues.map((i) => formatIssue(i, lang, prefix, labels)) : []));
}

function sendCode(reply: FastifyReply, lang: Lang, code: ErrorCode, extra: Record<string, unknown> = {}) {
  const entry = errorCatalogue[code];
  return reply
    .status(entry.http)
    .type('application/json; charset=utf-8')
    .send(errorBody(code, lang, entry.status, extra));
}

/** Fastify's own client errors (bad JSON, wrong content type, too large, broken multipart) by their codes. */
function codeForFastifyError(err: FastifyError): ErrorCode | undefined {
  if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || err.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return 'REQUEST_FORMAT_ERROR';
  // More files than any route takes (the upload plugin names the field for the first file too many).
  if (err.code === 'FST_FILES_LIMIT') return 'UPLOAD_BATCH_NOT_SUPPORTED';
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || err.code === 'FST_REQ_FILE_TOO_LARGE' || err.code === 'FST_PARTS_LIMIT') return 'UPLOAD_TOO_LARGE';
  if (err.code === 'FST_MP_PREMATURE_CLOSE') return 'UPLOAD_BAD_FORMAT';
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) return 'SUBMIT_DATA_ERROR';
  return undefined;
}

/** Requests that got past body parsing; an error before that point on a multipart request is the body's fault. */
const parsed = new WeakSet<FastifyRequest>();

/**
 * busboy reports a truncated or malformed multipart body as a bare Error with no code or class of its own, from
 * the multipart plugin's preValidation hook. So it is recognised by where it happened (a multipart request that
 * never reached preHandler) and by carrying no code, not by the wording of busboy's message.
 */
function isBrokenMultipart(err: unknown, req: FastifyRequest): boolean {
  const multipart = /^multipart\/form-data/i.test(String(req.headers['content-type'] ?? ''));
  const bare = err instanceof Error && err.constructor === Error && (err as FastifyError).code === undefined;
  return multipart && bare && !parsed.has(req);
}

/** A refusal by the contract's schemas: its status is the first failing field rule's catalogue entry. */
function sendValidationFailure(err: RequestValidationError, req: FastifyRequest, reply: FastifyReply, lang: Lang) {
  const errors = fieldErrors(err, lang, labelsOfRequest(req));
  const code = codeOfRule(errors[0]?.rule);
  const entry = errorCatalogue[code];
  const msg = errors[0]?.message ?? errorBody(code, lang, entry.status).msg;
  return reply.status(400).type('application/json; charset=utf-8').send({ status: entry.status, code, msg, resultSets: null, errors });
}

/**
 * The one root error handler: domain errors, validation failures and known database refusals become catalogue
 * envelopes, client errors raised by Fastify become 4xx envelopes, and anything else is logged and answered as a
 * bare "system error" without internals.
 */
export function rootErrorHandler(err: unknown, req: FastifyRequest, reply: FastifyReply) {
  const lang = req.lang ?? 'zh-CN';
  if (err instanceof DomainError) {
    const field = err.details?.field;
    return sendCode(reply, lang, err.code, {
      ...(err.details?.data !== undefined ? { data: err.details.data } : {}),
      ...(field ? { errors: [{ field, rule: err.code, message: errorCatalogue[err.code][lang === 'en' ? 'en' : 'zh'] }] } : {}),
    });
  }
  if (err instanceof RequestValidationError) return sendValidationFailure(err, req, reply, lang);
  const dbCode = codeForDbError(err);
  if (dbCode) return sendCode(reply, lang, dbCode);
  if (isBrokenMultipart(err, req)) return sendCode(reply, lang, 'UPLOAD_BAD_FORMAT');
  const code = codeForFastifyError(err as FastifyError);
  if (code) return sendCode(reply, lang, code);
  req.log.error({ err }, 'unhandled error');
  return sendCode(reply, lang, 'SYSTEM_ERROR');
}

export function registerErrors(app: FastifyInstance) {
  app.addHook('preHandler', async (req) => {
    parsed.add(req);
  });
  app.setErrorHandler(rootErrorHandler);
}

export function notFoundEnvelope(req: FastifyRequest, reply: FastifyReply) {
  return sendCode(reply, req.lang ?? 'zh-CN', 'NOT_FOUND');
}
