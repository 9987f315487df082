/** The languages the product speaks: every catalogue entry and every label carries both. */
export type Lang = 'zh-CN' | 'en';

/** One catalogue entry (error-codes.ts): its numeric envelope status, HTTP status and zh-CN and en text. */
export interface CatalogueEntry {
  status: number;
  http: number;
  zh: string;
  en: string;
}

export const e = (status: number, http: number, zh: string, en: string): CatalogueEntry => ({ status, http, zh, en });
