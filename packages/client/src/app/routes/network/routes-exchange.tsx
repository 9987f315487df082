import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const screen = (path: string, load: () => Promise<{ default: React.ComponentType }>, title: string): RouteObject => ({
  path,
  lazy: lazyScreen(load),
  handle: { title: `network:titles.${title}` },
});

/** Routes of the network's exchange part (issue 13); each screen a lazy chunk with its catalogue in the handle. */
export const networkExchangeRoutes: RouteObject[] = [
  screen(paths.addressBook, () => import('./exchange/address-book'), 'addressBook'),
  screen(paths.exchangeRequests, () => import('./exchange/exchange-requests'), 'exchangeRequests'),
  screen(paths.exchangeCardPattern, () => import('./exchange/exchange-card'), 'exchangeCard'),
  screen(paths.searchCardUser, () => import('./exchange/search-card-user'), 'searchCardUser'),
  screen(paths.contactLabels, () => import('./exchange/contact-labels'), 'contactLabels'),
  screen(paths.scanQr, () => import('./exchange/scan-qr'), 'scanQr'),
];
