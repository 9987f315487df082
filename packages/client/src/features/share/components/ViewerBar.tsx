import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TUserShowInfo } from '@card/contract';
import { paths } from '../../../config/paths';
import { useCardRank } from '../api';

/** Below the card: the owner sees this week's visits and rank; a visitor without an account is invited to make one. */
export function ViewerBar({ info }: { info: TUserShowInfo | undefined }) {
  const { t } = useTranslation('share');
  const rank = useCardRank(Boolean(info?.isOwner));
  if (!info) return null;
  if (info.isOwner) {
    return (
      <div className="viewer-bar" data-testid="owner-bar">
        {rank.data && <span data-testid="rank">{t('owner.rank', rank.data)}</span>}
        <Link to={paths.qrDownloadCenter}>{t('owner.downloadCenter')}</Link>
      </div>
    );
  }
  if (info.loggedIn) return null;
  return (
    <div className="viewer-bar" data-testid="visitor-bar">
      <span>{t('visitor.pitch')}</span>
      <Link to={paths.register}>{t('visitor.makeMine')}</Link>
    </div>
  );
}
