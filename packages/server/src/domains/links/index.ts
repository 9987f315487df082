/** The links domain's public entry: the link sets a shared card shows, the counting redirect, and its writer. */
export { publicLinkSets, storedLinkSets, visibleLinkSets } from './links.service';
export { registerLinksHttp } from './links.http';
export { closeClicks, settledClicks } from './links-clicks';
