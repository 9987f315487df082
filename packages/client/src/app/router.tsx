import { lazy, Suspense, useEffect, useState } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { BASENAME, paths } from '../config/paths';
import { setUnauthorizedHandler } from '../lib/api';
import { tokenStore } from '../lib/token';
import { useRouteTitle } from '../lib/use-title';
import { Toaster } from '../components/ui/Toaster';
import { AppShell } from './AppShell';
import { withCatalogues } from './catalogue-routes';
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
    const go = () => {
      timer = setTimeout(() => setReady(true), AFTER_LOAD_MS);
    };
    if (document.readyState === 'complete') go();
    else window.addEventListener('load', go, { once: true });
    return () => {
      window.removeEventListener('load', go);
      clearTimeout(timer);
    };
  }, []);
  return ready;
}

function Root() {
  useRouteTitle();
  const afterFirst = useAfterFirstScreen();
  // Read on every render (each navigation renders the root): signing in or out switches the live notice on or off.
  const signedIn = tokenStore.get() !== null;
  // The areas' routes are fetched ahead once the first screen is up, so the first tap into an area waits only for
  // its screen.
  useEffect(() => {
    if (afterFirst) void loadAreaRoutes();
  }, [afterFirst]);
  // Screens load their code and catalogues before they are shown (catalogue-routes), so this fallback is only a
  // last resort; it is the shell rather than a white page.
  return (
    <>
      <Suspense fallback={<AppShell />}>
        <Outlet />
      </Suspense>
      <Toaster />
      {afterFirst && signedIn && (
        <Suspense fallback={null}>
          <LiveVisits />
        </Suspense>
      )}
    </>
  );
}

/** The root route's id: the area routes are added as its children when first needed. */
const ROOT_ID = 'root';

/**
 * The first screens' routes (home, login, registration, the card editor's entry, the public card, not found); every
 * other area's routes come from the list of areas (./areas, loaded by ./area-routes), added below the root the first time a path needs them.
 */
export const routes: RouteObject[] = withCatalogues([
  {
    id: ROOT_ID,
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
      // The card leaves the app from its loader, before a history entry is made (routes/card/public-card.tsx); the
      // module stays a chunk of its own: the server-rendered card links its stylesheet.
      {
        path: paths.cardPattern,
        lazy: async () => ({ loader: (await import('./routes/card/public-card')).loader }),
        handle: { title: 'titles.card' },
      },
      { path: '*', lazy: lazyScreen(() => import('./routes/not-found')), handle: { title: 'titles.notFound' } },
    ],
  },
]);

let areaRoutes: Promise<RouteObject[]> | undefined;
/** The areas' route table, fetched once (by the first navigation that needs it, or ahead by the root). */
const loadAreaRoutes = () =>
  (areaRoutes ??= import('./area-routes')
    .then((m) => m.loadAreaRoutes())
    .then(
      (children) => withCatalogues(children),
      // A fetch that failed (the phone went offline) is tried again by the next navigation.
      (err: unknown) => {
        areaRoutes = undefined;
        throw err;
      },
    ));
let patched = false;

export const router = createBrowserRouter(routes, {
  basename: BASENAME,
  // React Router asks whenever a path matched only the not-found splat or a route with params (the first load of a
  // deep link included): the area table is added once; later asks find nothing more to add.
  async patchRoutesOnNavigation({ patch }) {
    if (patched) return;
    const children = await loadAreaRoutes();
    if (!patched) {
      patch(ROOT_ID, children);
      patched = true;
    }
  },
});

// Status 302 from any call: back to login, returning here afterwards.
setUnauthorizedHandler(() => {
  // The hash too: it names the action to resume there (the public card's 收藏 opens #collect).
  const here = window.location.pathname.replace(BASENAME, '') + window.location.search + window.location.hash;
  if (!here.startsWith(paths.login)) void router.navigate(`${paths.login}?redirect=${encodeURIComponent(here)}`, { replace: true });
});
