import { Link, useSearchParams } from 'react-router';
import { Page } from '../../../../components/layouts/Page';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { circleQrHref } from '../../../../features/circle/qr-link';
import { useCircleQr } from '../../../../features/circle/api-core';
import '../../../../features/circle/components/core.css';
import { RowChevron } from '../../../../components/ui/Icon';

/** CircleInviteFriend: invite by searching card users, or by the invitation QR code. */
export default function InviteFriendRoute() {
  const { t } = useTranslation('circle');
  const cid = useSearchParams()[0].get('cid') ?? '';
  const qr = useCircleQr(cid);
  return (
    <Page title={t('titles.inviteFriend')} backTo={paths.circleAffiche(cid)}>
      <ul className="menu">
        <li>
          <Link to={paths.searchMpUser(cid)} data-testid="invite-search">
            <span>{t('invite.search')}</span>
            <RowChevron />
          </Link>
        </li>
        <li>
          <Link to={paths.inviteQrCode(cid)} data-testid="invite-qr">
            <span>{t('invite.qr')}</span>
            <RowChevron />
          </Link>
        </li>
        {/* CircleQrCode is reloaded in full (spec section 2): a plain link, not the router's. */}
        {qr.data && (
          <li>
            <a href={circleQrHref(cid, qr.data.inviter.phoneIdEcr)} data-testid="invite-qr-page">
              <span>{t('invite.qrPage')}</span>
              <RowChevron />
            </a>
          </li>
        )}
      </ul>
      {qr.isError && (
        <p className="form-error" role="alert">
          {qr.error.message}
        </p>
      )}
    </Page>
  );
}
