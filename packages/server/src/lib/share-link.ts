import QRCode from 'qrcode';

/**
 * A link to one of the app's client paths as shared outside the app (`/multipage` + path on the public origin), and
 * its QR code as a PNG data URL the screen shows without another request. For any area's share screen.
 */
export const appLink = (publicOrigin: string, clientPath: string) => `${publicOrigin}/multipage${clientPath}`;

/**
 * Drawing a QR code and encoding its PNG takes milliseconds of CPU, and a share screen draws the same link on every
 * open (the ambassador's home page ran at 0.02x the driver route, decision 0030): the last few hundred are kept,
 * least recent out. A code is a pure function of its link and width, so a kept one is never stale; the data URL of a
 * 240 px code is a few kB.
 */
const QR_CACHE_MAX = 256;
const qrCache = new Map<string, Promise<string>>();

export function qrDataUrlOf(link: string, width = 240): Promise<string> {
  const key = `${width} ${link}`;
  let url = qrCache.get(key);
  if (url) {
    qrCache.delete(key); // most recent last
  } else {
    url = QRCode.toDataURL(link, { margin: 2, width });
    url.catch(() => qrCache.delete(key)); // a failed drawing is not kept
    if (qrCache.size >= QR_CACHE_MAX) qrCache.delete(qrCache.keys().next().value!);
  }
  qrCache.set(key, url);
  return url;
}
