import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';

export interface RouteHandle { title: string }

/** Sets document.title from the deepest route that declares a title key (spec: the title comes from each route). */
export function useRouteTitle() {
  const matches = useMatches();
  const { t, i18n } = useTranslation();
  const key = [...matches].reverse().map((m) => (m.handle as RouteHandle | undefined)?.title).find(Boolean);
  useEffect(() => {
    document.title = key ? `${t(key)} - ${t('appName')}` : t('appName');
  }, [key, t, i18n.language]);
}
