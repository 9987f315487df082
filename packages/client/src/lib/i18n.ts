import { useMemo, useSyncExternalStore } from 'react';
import { LANG_COOKIE, type Lang } from '@card/contract';

/**
 * The app's texts: zh-CN is the source language; the choice lives in the `lang` cookie, which the server reads too.
 * Catalogues (locales/<lang>/<ns>.json) are loaded on demand, one namespace of the active language at a time, so a
 * screen downloads its own texts in one language and nothing of the other areas (each is its own small chunk).
 * The catalogue parity test guarantees every key exists in both languages, so there is no fallback language.
 *
 * The catalogues keep i18next's format (`ns:key`, dotted paths, `{{name}}`, plural keys `_zero`/`_one`/`_other`
 * chosen by Intl.PluralRules, arrays and objects returned as they are), read by these few lines instead of
 * i18next and react-i18next: those were 19 kB gzip of the app's first screen (issue 9) for the part used here.
 */
type Catalogue = Record<string, unknown>;
export type TOptions = Record<string, unknown> & { count?: number; defaultValue?: string; returnObjects?: boolean };
export interface TFunction {
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
}

// The development UI page's texts (devUi) are left out of the production build with the page itself (issue 35).
const catalogues = import.meta.env.DEV
  ? import.meta.glob<{ default: Catalogue }>('../locales/*/*.json')
  : import.meta.glob<{ default: Catalogue }>(['../locales/*/*.json', '!../locales/*/devUi.json']);
const loaded: Record<string, Catalogue> = {};
const loading = new Map<string, Promise<void>>();
/** Namespaces some screen asked for: a language change loads them all before the texts switch. */
const inUse = new Set<string>(['common']);

// Unit tests load screens' modules in Node, where there is no document (and no catalogue is loaded).
const inBrowser = typeof document !== 'undefined';

export function currentLang(): Lang {
  // Asked at call time: unit tests that lend a small DOM take it away again after the module was loaded.
  return typeof document !== 'undefined' && /(?:^|;\s*)lang=en(?:;|$)/.test(document.cookie) ? 'en' : 'zh-CN';
}

let language: Lang = currentLang();
const listeners = new Set<() => void>();
/** The language the texts are shown in now (lib/datetime formats in it; components re-render through useTranslation). */
export const activeLang = (): Lang => language;

/**
 * One catalogue, loaded once; the same promise while it loads (Suspense waits on it). A download that keeps failing
 * (a weak network) is tried three times, then the screen shows the keys instead of its texts, as i18next did,
 * rather than failing the whole screen.
 */
function load(lang: Lang, ns: string): Promise<void> {
  const id = `${lang}/${ns}`;
  let p = loading.get(id);
  if (!p) {
    const get = catalogues[`../locales/${id}.json`];
    const attempt = (left: number): Promise<Catalogue> =>
      (get ? get().then((m) => m.default) : Promise.resolve({})).catch(() =>
        left > 1
          ? new Promise<Catalogue>((r) => {
              setTimeout(() => r(attempt(left - 1)), 350);
            })
          : {},
      );
    p = attempt(3).then((cat) => {
      loaded[id] = cat;
    });
    loading.set(id, p);
  }
  return p;
}

export const loadNamespaces = (ns: string[]) => {
  ns.forEach((n) => inUse.add(n));
  return Promise.all(ns.map((n) => load(language, n))).then(() => {});
};

export async function setLang(lang: Lang) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in WeChat's and older phone browsers
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
  document.documentElement.lang = lang;
  // Texts switch at once, when every catalogue in use is there in the new language.
  await Promise.all([...inUse].map((n) => load(lang, n)));
  language = lang;
  listeners.forEach((fn) => fn());
}

const lookup = (cat: Catalogue | undefined, path: string): unknown =>
  path.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Catalogue)[part] : undefined), cat);

const interpolate = (text: string, vars: TOptions) =>
  text.replace(/\{\{\s*([^}\s]+)\s*\}\}/g, (_, name: string) => (vars[name] === undefined || vars[name] === null ? '' : String(vars[name])));

/**
 * The translate function of `lang` over `namespaces` (searched in order; `ns:key` names one), reading
 * `resources[lang/ns]`. A missing key answers the key itself, or `defaultValue`.
 */
export function fixedT(resources: Record<string, Catalogue>, lang: string, namespaces: string[]): TFunction {
  const plural = new Intl.PluralRules(lang);
  const t = (key: string, options: TOptions = {}): unknown => {
    const sep = key.indexOf(':');
    const nsList = sep > 0 ? [key.slice(0, sep)] : namespaces;
    const path = sep > 0 ? key.slice(sep + 1) : key;
    const count = options.count;
    const candidates = typeof count === 'number' ? [...(count === 0 ? [`${path}_zero`] : []), `${path}_${plural.select(count)}`, path] : [path];
    for (const ns of nsList) {
      for (const c of candidates) {
        const value = lookup(resources[`${lang}/${ns}`], c);
        if (typeof value === 'string') return interpolate(value, options);
        if (value !== undefined && value !== null && typeof value === 'object') return value;
      }
    }
    return options.defaultValue !== undefined ? interpolate(options.defaultValue, options) : path;
  };
  return t as TFunction;
}

const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => {
    listeners.delete(fn);
  };
};
const getLanguage = () => language;

/**
 * `t` over the given namespaces (first the screen's, then e.g. `common`) in the current language. Suspends while a
 * catalogue loads (the route's own are loaded with its code, app/catalogue-routes); re-renders on a language change.
 */
export function useTranslation(ns: string | string[] = 'common'): { t: TFunction; i18n: { language: Lang } } {
  const lang = useSyncExternalStore(subscribe, getLanguage, getLanguage);
  const namespaces = Array.isArray(ns) ? ns : [ns];
  const key = namespaces.join(',');
  const missing = namespaces.filter((n) => !loaded[`${lang}/${n}`]);
  if (missing.length) {
    missing.forEach((n) => inUse.add(n));
    const pending = missing.map((n) => load(lang, n)); // all start now; the render waits on the first
    // Suspense's own contract, understood by React and by Preact's compat layer (decision 0014), which has no
    // React 19 `use()`: the render throws the promise and is tried again once it settles.
    throw pending[0];
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the namespaces joined (the array is new on every render); every one of them is loaded by now
  const t = useMemo(() => fixedT(loaded, lang, namespaces), [lang, key]);
  return { t, i18n: { language: lang } };
}

if (inBrowser) {
  document.documentElement.lang = language;
  void load(language, 'common');
}
