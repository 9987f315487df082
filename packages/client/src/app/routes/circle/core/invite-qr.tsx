import QrCodeRoute from './qr-code';

/** inviteQrCode: the same invitation QR, with a link to the full CircleQrCode page (a full reload). */
export default function InviteQrCodeRoute() {
  return <QrCodeRoute invite />;
}
