import type { LoaderFunctionArgs } from 'react-router';
// The server-rendered card page links this chunk's stylesheet (read from Vite's manifest); keep the import here.
import '../../../features/share/share.css';

/**
 * The public card is rendered by the server as plain HTML (packages/server/src/domains/share/card-page.ts), so a
 * visitor downloads no application code. When the app itself navigates here (e.g. "view my card"), the loader hands
 * over to that page with a full load before the router commits: the router's own history entry would make the
 * card a page loaded into the app's entry, and Back from it then changed the address to the app's screen while the
 * card stayed on show (Chromium treats the two entries as one document).
 */
export function loader({ request }: LoaderFunctionArgs): Promise<never> {
  // The app started on this address itself (the server answers it with the card, so only if that failed): load it again.
  if (request.url === window.location.href) window.location.reload();
  else window.location.assign(request.url);
  // The page is leaving: the screen that was there stays until it has (on a first load, the root's shell), so the
  // route renders nothing of its own.
  return new Promise<never>(() => {});
}
