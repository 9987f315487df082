import { STATUS_SEARCH_SUCCESS, errorText, type Lang } from '@card/contract';

/** The success envelope. Handlers return `ok(req.lang, payload)`; errors are thrown as DomainError. */
export function ok<T>(lang: Lang, resultSets: T) {
  return {
    status: 200 as const,
    body: { status: 200 as const, code: 'OK' as const, msg: lang === 'en' ? 'success' : '成功', resultSets },
  };
}

/** The success envelope of a search call: the legacy search status 1666666 (contract common/search.ts). */
export function searchOk<T>(lang: Lang, resultSets: T) {
  return {
    status: 200 as const,
    body: { status: STATUS_SEARCH_SUCCESS as typeof STATUS_SEARCH_SUCCESS, code: 'OK' as const, msg: lang === 'en' ? 'search succeeded' : '搜索成功', resultSets },
  };
}

export function errorBody(code: Parameters<typeof errorText>[0], lang: Lang, status: number, extra: Record<string, unknown> = {}) {
  return { status, code, msg: errorText(code, lang), resultSets: null, ...extra };
}
