import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { TUserInfo } from '@card/contract';

/** VIP line of the management centre; a temporary VIP counts down in days, hours, minutes and seconds. */
export function VipBadge({ vip }: { vip: TUserInfo['vip'] }) {
  const { t } = useTranslation('account');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (vip.state !== 'temporary') return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [vip.state]);

  if (vip.state === 'temporary' && vip.tempExpiresAt) {
    const left = Math.max(0, new Date(vip.tempExpiresAt).getTime() - now) / 1000;
    const d = Math.floor(left / 86400),
      h = Math.floor((left % 86400) / 3600),
      m = Math.floor((left % 3600) / 60),
      s = Math.floor(left % 60);
    return (
      <span className="vip vip-temporary" data-testid="vip-state">
        {t('home.tempCountdown', { d, h, m, s })}
      </span>
    );
  }
  const label = vip.state === 'expiring' && vip.daysLeft <= 1 ? t('home.vip.oneDay') : t(`home.vip.${vip.state}`, { days: vip.daysLeft });
  return (
    <span className={`vip vip-${vip.state}`} data-testid="vip-state">
      {label}
    </span>
  );
}
