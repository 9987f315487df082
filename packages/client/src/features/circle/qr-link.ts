import { BASENAME, paths } from '../../config/paths';

/**
 * The circle QR code page is opened with a full page load under /multipage (spec section 2: the route is forced
 * to reload when the path differs), never by the router's in-app navigation. Every link to it is therefore a plain
 * `<a href>` with this full path (or `window.location.assign(circleQrHref(...))`), not a router `<Link>`.
 */
export const circleQrHref = (cid: string, phoneIdEcr: string) => `${BASENAME}${paths.circleQrCode(cid, phoneIdEcr)}`;
