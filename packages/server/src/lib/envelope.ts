import { errorText, type Lang } from '@card/contract';

/** The success envelope. Handlers return `ok(req.lang, payload)`; errors are thrown as DomainError. */
export function ok<T>(lang: Lang, resultSets: T) {
  return {
    status: 200 as const,
    body: { status: 200 as const, code: 'OK' as const, msg: lang === 'en' ? 'success' : '成功', resultSets },
  };
}

export function errorBody(code: Parameters<typeof errorText>[0], lang: Lang, status: number, extra: Record<string, unknown> = {}) {
  return { status, code, msg: errorText(code, lang), resultSets: null, ...extra };
}
