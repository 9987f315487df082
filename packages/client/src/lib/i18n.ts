import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANG_COOKIE, type Lang } from '@card/contract';
import zhCommon from '../locales/zh-CN/common.json';
import zhAccount from '../locales/zh-CN/account.json';
import zhCard from '../locales/zh-CN/card.json';
import zhSecurity from '../locales/zh-CN/security.json';
import zhUsercentre from '../locales/zh-CN/usercentre.json';
import zhShare from '../locales/zh-CN/share.json';
import enCommon from '../locales/en/common.json';
import enAccount from '../locales/en/account.json';
import enCard from '../locales/en/card.json';
import enSecurity from '../locales/en/security.json';
import enUsercentre from '../locales/en/usercentre.json';
import enShare from '../locales/en/share.json';

/** zh-CN is the source language; the choice lives in the `lang` cookie, which the server reads too. */
export const resources = {
  'zh-CN': { common: zhCommon, account: zhAccount, card: zhCard, security: zhSecurity, usercentre: zhUsercentre, share: zhShare },
  en: { common: enCommon, account: enAccount, card: enCard, security: enSecurity, usercentre: enUsercentre, share: enShare },
} as const;

export function currentLang(): Lang {
  return /(?:^|;\s*)lang=en(?:;|$)/.test(document.cookie) ? 'en' : 'zh-CN';
}

export function setLang(lang: Lang) {
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
  document.documentElement.lang = lang;
  return i18n.changeLanguage(lang);
}

void i18n.use(initReactI18next).init({
  resources,
  lng: currentLang(),
  fallbackLng: 'zh-CN',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnObjects: true,
});
document.documentElement.lang = currentLang();

export default i18n;
