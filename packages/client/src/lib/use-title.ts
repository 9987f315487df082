import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from './i18n';

/** `ns`: further message catalogues the screen's components use (loaded with the route, see app/catalogue-routes). */
export interface RouteHandle { title: string; ns?: string[] }

/**
 * Sets document.title from the deepest route that declares a title key (spec: the title comes from each route).
 * Keys may name their namespace (`security:titles.x`); it is loaded before the title is set.
 */
export function useRouteTitle() {
  const matches = useMatches();
  const key = [...matches].reverse().map((m) => (m.handle as RouteHandle | undefined)?.title).find(Boolean);
  const ns = key?.includes(':') ? key.split(':')[0] : 'common';
  const { t, i18n } = useTranslation(['common', ns]);
  useEffect(() => {
    document.title = key ? `${t(key)} - ${t('common:appName')}` : t('common:appName');
  }, [key, t, i18n.language]);
}
