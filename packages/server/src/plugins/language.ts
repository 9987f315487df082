import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE, LANG_COOKIE, type Lang } from '@card/contract';

/** The caller's language: the `lang` cookie, else zh-CN. English only when asked for. */
export function languageOf(cookieValue: string | undefined): Lang {
  return cookieValue === 'en' ? 'en' : (DEFAULT_LANGUAGE as Lang);
}

export function registerLanguage(app: FastifyInstance) {
  app.decorateRequest('lang', DEFAULT_LANGUAGE as Lang);
  app.addHook('onRequest', async (req) => {
    req.lang = languageOf(req.cookies?.[LANG_COOKIE]);
  });
}
