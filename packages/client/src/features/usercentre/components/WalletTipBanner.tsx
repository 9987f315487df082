import { useTranslation } from '../../../lib/i18n';
import type { TWalletTips } from '@card/contract';
import { formatFen } from '../../../lib/money';
import { useReadWalletTips } from '../api';
import '../usercentre.css';

/** New wallet income on the home screen, until the user marks it read. */
export function WalletTipBanner({ tip }: { tip: TWalletTips }) {
  const { t } = useTranslation('usercentre');
  const read = useReadWalletTips();
  if (tip.count === 0) return null;
  return (
    <div className="uc-banner" role="status" data-testid="wallet-tip">
      <span>{t('home.walletTip', { count: tip.count, amount: formatFen(tip.totalFen) })}</span>
      <button type="button" className="link-btn" onClick={() => read.mutate()} disabled={read.isPending} data-testid="wallet-tip-read">
        {t('home.markRead')}
      </button>
    </div>
  );
}
