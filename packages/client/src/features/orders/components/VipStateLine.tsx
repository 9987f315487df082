import { useTranslation } from '../../../lib/i18n';
import type { TVipInfo } from '../api';
import { formatDate } from '../format';

/** The VIP state in words with its date: open until, days left, the last day, expired since. */
export function VipStateLine({ info }: { info: TVipInfo }) {
  const { t } = useTranslation('vip');
  const text = (() => {
    switch (info.state) {
      case 'active':
        return t('state.active', { date: formatDate(info.vipExpiresAt) });
      case 'expiring':
        return info.daysLeft <= 1 ? t('state.oneDay') : t('state.expiring', { count: info.daysLeft });
      case 'expired':
        return t('state.expired', { date: formatDate(info.vipExpiresAt) });
      case 'temporary':
        return t('state.temporary');
      default:
        return t('state.none');
    }
  })();
  return <p data-testid="vip-state-line">{text}</p>;
}
