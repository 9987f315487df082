import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorCatalogue, formatIssue, type ErrorCode, type Lang, type TFieldError } from '@card/contract';
import type { ZodError } from 'zod';
import { DomainError } from '../lib/domain-error';
import { errorBody } from '../lib/envelope';

interface ValidationFailure { pathParams: ZodError | null; headers: ZodError | null; query: ZodError | null; body: ZodError | null }

const isValidationFailure = (err: unknown): err is ValidationFailure & Error =>
  err instanceof Error && err.message === '[ts-rest] request validation failed';

/** Zod failures of a request, as field errors in the caller's language. */
export function fieldErrors(err: ValidationFailure, lang: Lang): TFieldError[] {
  const parts: [ZodError | null, string][] = [[err.pathParams, ''], [err.query, ''], [err.body, ''], [err.headers, 'header']];
  return parts.flatMap(([zerr, prefix]) => (zerr ? zerr.issues.map((i) => formatIssue(i, lang, prefix)) : []));
}

function sendCode(reply: FastifyReply, lang: Lang, code: ErrorCode, extra: Record<string, unknown> = {}) {
  const entry = errorCatalogue[code];
  return reply.status(entry.http).type('application/json; charset=utf-8').send(errorBody(code, lang, entry.status, extra));
}

/** Fastify's own client errors (bad JSON, wrong content type, too large, broken multipart) by their codes. */
function codeForFastifyError(err: FastifyError): ErrorCode | undefined {
  if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || err.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return 'REQUEST_FORMAT_ERROR';
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || err.code === 'FST_REQ_FILE_TOO_LARGE' || err.code === 'FST_FILES_LIMIT' || err.code === 'FST_PARTS_LIMIT') return 'UPLOAD_TOO_LARGE';
  if (err.code?.startsWith('FST_') && err.statusCode && err.statusCode >= 400 && err.statusCode < 500) return 'SUBMIT_DATA_ERROR';
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) return 'SUBMIT_DATA_ERROR';
  return undefined;
}

/** busboy reports a truncated or malformed multipart body as a plain Error while the body is parsed. */
function isBrokenMultipart(err: unknown, req: FastifyRequest): boolean {
  const multipart = /multipart\/form-data/i.test(String(req.headers['content-type'] ?? ''));
  return multipart && err instanceof Error && /multipart|boundary|part terminated|unexpected end|malformed/i.test(err.message);
}

/**
 * The one root error handler: domain errors and validation failures become catalogue envelopes, client
 * errors raised by Fastify become 4xx envelopes, and anything else is logged and answered as a bare
 * "system error" without internals.
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
  if (isValidationFailure(err)) {
    const errors = fieldErrors(err, lang);
    const entry = errorCatalogue.SUBMIT_DATA_ERROR;
    return reply.status(400).send({ status: entry.status, code: 'SUBMIT_DATA_ERROR', msg: errors[0]?.message ?? errorBody('SUBMIT_DATA_ERROR', lang, entry.status).msg, resultSets: null, errors });
  }
  if (isBrokenMultipart(err, req)) return sendCode(reply, lang, 'UPLOAD_BAD_FORMAT');
  const code = codeForFastifyError(err as FastifyError);
  if (code) return sendCode(reply, lang, code);
  req.log.error({ err }, 'unhandled error');
  return sendCode(reply, lang, 'SYSTEM_ERROR');
}

export function registerErrors(app: FastifyInstance) {
  app.setErrorHandler(rootErrorHandler);
}

export function notFoundEnvelope(req: FastifyRequest, reply: FastifyReply) {
  return sendCode(reply, req.lang ?? 'zh-CN', 'NOT_FOUND');
}
