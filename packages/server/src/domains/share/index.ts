/**
 * The share domain's public entry: what other domains may use. QR images of a link (the circle area draws its
 * join-page and scan-login codes with them).
 */
export { qrPng, qrSvg } from './qr-image';
