/** The links domain's public entry: the public link sets a shared card shows. */
export { publicLinkSets } from './links.service';
