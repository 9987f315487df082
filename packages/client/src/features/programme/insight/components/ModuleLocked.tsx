import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';

/** Module 45 is locked for this caller: the catalogue's message, and the two ways to unlock (VIP or a golden key). */
export function ModuleLocked({ message }: { message: string }) {
  const { t } = useTranslation('programmeInsight');
  return (
    <div className="ins-locked" data-testid="analysis-locked">
      {/* Drawn, not an emoji: phones without an emoji font would show a box. */}
      <svg className="ins-locked-icon" viewBox="0 0 24 24" width="48" height="48" aria-hidden="true">
        <rect x="5" y="10" width="14" height="11" rx="2" fill="currentColor" />
        <path d="M8 10V7a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <p role="alert" data-testid="analysis-locked-message">{message}</p>
      <p className="ins-note">{t('analysis.unlockHow')}</p>
      <Link className="btn btn-primary" to={paths.vipCentre} data-testid="analysis-open-vip">{t('analysis.openVip')}</Link>
      <Link className="btn btn-ghost" to={paths.goldenKeys} data-testid="analysis-golden-keys">{t('analysis.useKey')}</Link>
    </div>
  );
}
