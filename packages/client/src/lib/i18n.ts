import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANG_COOKIE, type Lang } from '@card/contract';

/**
 * zh-CN is the source language; the choice lives in the `lang` cookie, which the server reads too.
 * Catalogues are loaded on demand, one namespace of the active language at a time, so a visitor opening a card
 * downloads the card page's texts in one language and nothing of the other areas (each is its own small chunk).
 * The catalogue parity test guarantees every key exists in both languages, so there is no fallback language.
 */
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => {},
  read(lang: string, ns: string, done: ReadCallback) {
    const load = catalogues[`../locales/${lang}/${ns}.json`];
    if (!load) return done(null, {});
    load().then((m) => done(null, m.default), (err: Error) => done(err, false));
  },
};

export function currentLang(): Lang {
  return /(?:^|;\s*)lang=en(?:;|$)/.test(document.cookie) ? 'en' : 'zh-CN';
}

export function setLang(lang: Lang) {
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
  document.documentElement.lang = lang;
  return i18n.changeLanguage(lang);
}

void i18n.use(lazyCatalogues).use(initReactI18next).init({
  lng: currentLang(),
  fallbackLng: false,
  supportedLngs: ['zh-CN', 'en'],
  ns: ['common'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnObjects: true,
  react: { useSuspense: true },
});
document.documentElement.lang = currentLang();

export default i18n;
