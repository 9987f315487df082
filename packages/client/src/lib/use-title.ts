import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useTranslation } from './i18n';
import { BASENAME } from '../config/paths';

/** `ns`: further message catalogues the screen's components use (loaded with the route, see app/catalogue-routes). */
export interface RouteHandle {
  title: string;
  ns?: string[];
}

/**
 * A shared page the server rendered a share shell for (server plugins/share-shells.ts) arrives with the item's own
 * title and Open Graph tags. WeChat's title bar and its share card read document.title, so on that first screen the
 * item's title stays; the route's generic title ("微视频 - 名片") takes over once the user moves on.
 */
const shellTitle = typeof document !== 'undefined' && document.querySelector('meta[property="og:title"]') ? { at: `${location.pathname}${location.search}`, title: document.title } : null;

export const keepsShellTitle = (shell: { at: string } | null, here: string, basename: string) => Boolean(shell && (shell.at === here || shell.at === `${basename}${here}`));

/**
 * Sets document.title from the deepest route that declares a title key (spec: the title comes from each route).
 * Keys may name their namespace (`security:titles.x`); it is loaded before the title is set.
 */
export function useRouteTitle() {
  const matches = useMatches();
  const { pathname, search } = useLocation();
  const key = [...matches]
    .reverse()
    .map((m) => (m.handle as RouteHandle | undefined)?.title)
    .find(Boolean);
  const ns = key?.includes(':') ? key.split(':')[0] : 'common';
  const { t, i18n } = useTranslation(['common', ns]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the title is set again when the language changes (`t` alone may keep its identity)
  useEffect(() => {
    if (keepsShellTitle(shellTitle, `${pathname}${search}`, BASENAME)) {
      document.title = shellTitle!.title;
      return;
    }
    document.title = key ? `${t(key)} - ${t('common:appName')}` : t('common:appName');
  }, [key, t, i18n.language, pathname, search]);
}
