import { useEffect } from 'react';
import { Loading } from '../../../components/layouts/Page';
// The server-rendered card page links this chunk's stylesheet (read from Vite's manifest); keep the import here.
import '../../../features/share/share.css';

/**
 * The public card is rendered by the server as plain HTML (packages/server/src/domains/share/card-page.ts), so a
 * visitor downloads no application code. When the app itself navigates here (e.g. "view my card"), hand over to
 * that page with a full load.
 */
export default function PublicCardRoute() {
  useEffect(() => {
    window.location.reload();
  }, []);
  return <Loading />;
}
