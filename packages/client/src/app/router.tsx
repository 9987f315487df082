import { lazy, Suspense, useEffect, useState } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { BASENAME, paths } from '../config/paths';
import { setUnauthorizedHandler } from '../lib/api';
import { tokenStore } from '../lib/token';
import { useRouteTitle } from '../lib/use-title';
import { Toaster } from '../components/ui/Toaster';
import { AppShell } from './AppShell';
import { withCatalogues } from './catalogue-routes';
import { cardEditRoutes } from './routes/acc/card-edit-routes';
import { securityRoutes } from './routes/security/routes';
import { usercentreRoutes } from './routes/usercentre/routes';
import { shareRoutes } from './routes/share/routes';
import { albumRoutes } from './routes/album/routes';
import { linksRoutes } from './routes/links/routes';
import { vipRoutes } from './routes/vip/routes';
import { walletRoutes } from './routes/wallet/routes';
import { circleRoutes } from './routes/circle/routes';
import { networkRoutes } from './routes/network/routes';
import { contentRoutes } from './routes/content/routes';
import { videoRoutes } from './routes/video/routes';
import { shopRoutes } from './routes/shop/routes';
import { activityRoutes } from './routes/activity/routes';
import { serviceRoutes } from './routes/service/routes';
import { programmeRoutes } from './routes/programme/routes';
import { lazyScreen } from './lazy-screen';

/** The radar's live notice (issue 31), its code fetched only once the first screen is up. */
const LiveVisits = lazy(() => import('../features/network/live-visits'));

/**
 * True a few seconds after the page has loaded (and the browser is idle), so what waits for it is no part of the first
 * screen: an idle moment alone comes while the screen's own code and data are still arriving on a slow link.
 */
const AFTER_LOAD_MS = 3000;
function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const go = () => { timer = setTimeout(() => setReady(true), AFTER_LOAD_MS); };
    if (document.readyState === 'complete') go();
    else window.addEventListener('load', go, { once: true });
    return () => { window.removeEventListener('load', go); clearTimeout(timer); };
  }, []);
  return ready;
}

function Root() {
  useRouteTitle();
  const afterFirst = useAfterFirstScreen();
  // Read on every render (each navigation renders the root): signing in or out switches the live notice on or off.
  const signedIn = tokenStore.get() !== null;
  // Screens load their code and catalogues before they are shown (catalogue-routes), so this fallback is only a
  // last resort; it is the shell rather than a white page.
  return (
    <>
      <Suspense fallback={<AppShell />}><Outlet /></Suspense>
      <Toaster />
      {afterFirst && signedIn && <Suspense fallback={null}><LiveVisits /></Suspense>}
    </>
  );
}


export const routes: RouteObject[] = withCatalogues([
  {
    element: <Root />,
    // While the first screen's code loads, the shell index.html painted stays.
    HydrateFallback: AppShell,
    children: [
      { index: true, element: <Navigate to={paths.home} replace /> },
      { path: paths.home, lazy: lazyScreen(() => import('./routes/acc/entry')), handle: { title: 'titles.home', ns: ['account', 'usercentre'] } },
      { path: paths.login, lazy: lazyScreen(() => import('./routes/acc/login')), handle: { title: 'titles.login', ns: ['account', 'security'] } },
      { path: paths.register, lazy: lazyScreen(() => import('./routes/acc/register')), handle: { title: 'titles.register', ns: ['account', 'security'] } },
      { path: paths.registerSuccess, lazy: lazyScreen(() => import('./routes/acc/register-success')), handle: { title: 'titles.registerSuccess', ns: ['account', 'card'] } },
      { path: paths.agreement, lazy: lazyScreen(() => import('./routes/acc/agreement')), handle: { title: 'titles.agreement', ns: ['account', 'security'] } },
      { path: paths.editCard, lazy: lazyScreen(() => import('./routes/acc/edit-card')), handle: { title: 'titles.editCard', ns: ['card', 'links', 'album'] } },
      { path: paths.editName, lazy: lazyScreen(() => import('./routes/acc/edit-name')), handle: { title: 'titles.editName', ns: ['card'] } },
      { path: paths.cardPattern, lazy: lazyScreen(() => import('./routes/card/public-card')), handle: { title: 'titles.card' } },
      ...cardEditRoutes,
      ...securityRoutes,
      ...usercentreRoutes,
      ...shareRoutes,
      ...albumRoutes,
      ...linksRoutes,
      ...vipRoutes,
      ...walletRoutes,
      ...circleRoutes,
      ...networkRoutes,
      ...contentRoutes,
      ...videoRoutes,
      ...shopRoutes,
      ...activityRoutes,
      ...serviceRoutes,
      ...programmeRoutes,
      { path: '*', lazy: lazyScreen(() => import('./routes/not-found')), handle: { title: 'titles.notFound' } },
    ],
  },
]);

export const router = createBrowserRouter(routes, { basename: BASENAME });

// Status 302 from any call: back to login, returning here afterwards.
setUnauthorizedHandler(() => {
  // The hash too: it names the action to resume there (the public card's 收藏 opens #collect).
  const here = window.location.pathname.replace(BASENAME, '') + window.location.search + window.location.hash;
  if (!here.startsWith(paths.login)) void router.navigate(`${paths.login}?redirect=${encodeURIComponent(here)}`, { replace: true });
});
