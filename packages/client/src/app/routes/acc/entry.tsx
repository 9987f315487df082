import { lazy } from 'react';
import { tokenStore } from '../../../lib/token';

/**
 * The entry URL (/multipage/ → the management centre's path): the centre for a signed-in user, the welcome for
 * anyone else. Each is its own chunk, so a newcomer's first screen stays as small as the card page; a signed-in
 * user's centre starts loading as soon as this tiny module does.
 */
const loadCentre = () => import('./home');
if (tokenStore.get()) void loadCentre();
const Centre = lazy(loadCentre);
const Welcome = lazy(() => import('./welcome'));

export default function EntryRoute() {
  // Read on every render: logging in or out navigates here again and shows the other one.
  return tokenStore.get() ? <Centre /> : <Welcome />;
}
