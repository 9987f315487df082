import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';

/** Module 45 is locked for this caller: the catalogue's message, and the two ways to unlock (VIP or a golden key). */
export function ModuleLocked({ message }: { message: string }) {
  const { t } = useTranslation('programmeInsight');
  return (
    <div className="ins-locked" data-testid="analysis-locked">
      <div className="ins-locked-icon" aria-hidden>🔒</div>
      <p role="alert" data-testid="analysis-locked-message">{message}</p>
      <p className="ins-note">{t('analysis.unlockHow')}</p>
      <Link className="btn btn-primary" to={paths.vipCentre} data-testid="analysis-open-vip">{t('analysis.openVip')}</Link>
      <Link className="btn btn-ghost" to={paths.goldenKeys} data-testid="analysis-golden-keys">{t('analysis.useKey')}</Link>
    </div>
  );
}
