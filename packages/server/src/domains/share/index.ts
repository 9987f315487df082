/**
 * The share domain's public entry: what other domains may use. QR images of a link (the circle area draws its
 * join-page and scan-login codes with them).
 */
export { qrPng, qrSvg } from './qr-image';
/** vCard text helpers (the network's address-book export writes one VCARD per contact with them). */
export { escapeText, foldLine, splitName } from './vcard';
