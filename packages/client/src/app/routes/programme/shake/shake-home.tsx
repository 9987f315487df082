import '../../../../features/programme/shake/shake.css';
import { Link } from 'react-router';
import { SHAKE_REVIEWER_ROLE } from '@card/contract';
import { Loading, Page } from '../../../../components/layouts/Page';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { tokenStore } from '../../../../lib/token';
import { useUserInfo } from '../../../../features/account/api';
import { useShakeDevices, useShakeHome } from '../../../../features/programme/shake/api';
import { ShakeStatus } from '../../../../features/programme/shake/components/ShakeStatus';
import { Vibrate } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/**
 * /show/shakeHome (hub 摇一摇设备): the figures (VIP gift still free, applications in review, devices), the way to
 * apply and to the applications, the operators' review queue when the caller is one, and the caller's devices, each
 * opening its details.
 */
export default function ShakeHomeRoute() {
  const { t } = useTranslation('programmeShake');
  const me = useUserInfo(Boolean(tokenStore.get()));
  const home = useShakeHome();
  const list = useShakeDevices();
  const rows = rowsOf(list.data);
  const operator = Boolean(me.data?.roles.includes(SHAKE_REVIEWER_ROLE));
  return (
    <Page title={t('titles.shakeHome')} backTo={paths.programmeHub}>
      <p className="sk-intro">{t('home.intro')}</p>
      {home.data && home.data.giftAvailable > 0 && (
        <p className="sk-gift" data-testid="shake-gift">
          {t('home.gift', { count: home.data.giftAvailable })}
        </p>
      )}
      <div className="sk-figures">
        <div className="sk-figure">
          <strong data-testid="shake-pending-count">{home.data?.pendingApplications ?? '–'}</strong>
          <small>{t('home.pending')}</small>
        </div>
        <div className="sk-figure">
          <strong data-testid="shake-device-count">{home.data?.deviceCount ?? '–'}</strong>
          <small>{t('home.devices')}</small>
        </div>
      </div>
      <Link className="btn btn-primary" to={paths.shakeApply} data-testid="shake-apply">
        {t('home.apply')}
      </Link>
      <nav className="sk-links">
        <Link to={paths.shakeApplications} data-testid="shake-applications">
          {t('home.applications')}
        </Link>
        {operator && (
          <Link to={paths.operatorTab('shake')} data-testid="shake-review">
            {t('home.review')}
          </Link>
        )}
      </nav>
      <h2 className="section-title">{t('home.devices')}</h2>
      {list.isPending && <Loading />}
      {list.isError && (
        <p className="result muted" role="alert">
          {list.error.message}
        </p>
      )}
      {list.data && rows.length === 0 && (
        <EmptyState
          icon={Vibrate}
          title={t('home.empty')}
          hint={t('home.emptyHint')}
          action={{ label: t('home.emptyAction'), to: paths.shakeApply, testId: 'shake-devices-empty-action' }}
          testId="shake-devices-empty"
        />
      )}
      <ul className="sk-list" data-testid="shake-devices">
        {rows.map((d) => (
          <li key={d.id} className="sk-row" data-testid="shake-device">
            <Link className="sk-row-link" to={paths.shakeDetails(d.id)}>
              <span className="sk-row-head">
                <span className="sk-row-title">{d.config.name || d.serial.split('-').slice(-2).join('-')}</span>
                <ShakeStatus state={d.configStatus} />
              </span>
              <small>{d.serial}</small>
              <small>
                {d.bound ? t('home.bound') : t('home.unbound')}
                {d.open ? ` · ${t('home.open')}` : ''} · {t('home.shakes', { count: d.shakes })}
              </small>
            </Link>
          </li>
        ))}
      </ul>
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
    </Page>
  );
}
