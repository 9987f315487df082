import QRCode from 'qrcode';

/**
 * A link to one of the app's client paths as shared outside the app (`/multipage` + path on the public origin), and
 * its QR code as a PNG data URL the screen shows without another request. For any area's share screen.
 */
export const appLink = (publicOrigin: string, clientPath: string) => `${publicOrigin}/multipage${clientPath}`;

export const qrDataUrlOf = (link: string, width = 240) => QRCode.toDataURL(link, { margin: 2, width });
