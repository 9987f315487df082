import '../../../../features/programme/shake/shake.css';
import { Link, useSearchParams } from 'react-router';
import { LazyChart } from '../../../../components/charts/LazyChart';
import { Loading, Page } from '../../../../components/layouts/Page';
import { Button } from '../../../../components/ui/Button';
import { ConfirmButton } from '../../../../components/ui/ConfirmButton';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { useBindShake, useShakeDevice } from '../../../../features/programme/shake/api';
import { ShakePageCard } from '../../../../features/programme/shake/components/ShakePageCard';
import { ShakeStatus } from '../../../../features/programme/shake/components/ShakeStatus';

/**
 * /show/shakeDetails?id=<deviceId>: one of the owner's devices: the page as shakers see it (the approved one; else
 * the saved one, marked in review), whether shakers can find it, bind/unbind to the card, the way to configure, and
 * the shakes of the last seven days (counted when the public page opens).
 */
export default function ShakeDetailsRoute() {
  const { t } = useTranslation('programmeShake');
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const device = useShakeDevice(id);
  const bind = useBindShake();
  const d = device.data;
  return (
    <Page title={t('titles.shakeDetails')} backTo={paths.shakeHome}>
      {device.isPending && id && <Loading />}
      {(device.isError || !id) && (
        <p className="result muted" role="alert" data-testid="shake-device-missing">
          {t('details.notFound')}
        </p>
      )}
      {d && (
        <>
          <dl className="sk-dl">
            <dt>{t('details.serial')}</dt>
            <dd data-testid="shake-serial">{d.serial}</dd>
            <dt>{t('details.openState')}</dt>
            <dd data-testid="shake-open">{d.open ? t('details.isOpen') : t('details.notOpen')}</dd>
          </dl>
          <h2 className="section-title">
            {t('details.preview')} <ShakeStatus state={d.configStatus} testId="shake-config-status" />
          </h2>
          {d.live || d.configStatus !== 'none' ? (
            <ShakePageCard config={d.live ?? d.config} testId="shake-preview" />
          ) : (
            <p className="sk-note" data-testid="shake-not-configured">
              {t('details.notConfigured')}
            </p>
          )}
          {d.configStatus === 'pending' && d.live && <p className="sk-note">{t('details.pendingNote')}</p>}
          {d.configStatus === 'rejected' && (
            <p className="sk-note sk-note-bad" data-testid="shake-config-reason">
              {t('details.rejectedNote', { reason: d.configReason })}
            </p>
          )}
          <div className="sk-actions">
            <Link className="btn btn-ghost" to={paths.shakeConfiguration(d.id)} data-testid="shake-configure">
              {t('details.configure')}
            </Link>
            {!d.bound && (
              <Button disabled={bind.isPending} onClick={() => bind.mutate({ deviceId: d.id, bound: true })} data-testid="shake-bind">
                {t('details.bind')}
              </Button>
            )}
          </div>
          {d.open && (
            <Link className="btn btn-ghost" to={paths.shakePage(d.code)} data-testid="shake-open-page">
              {t('details.publicLink')}
            </Link>
          )}
          <h2 className="section-title">{t('details.stats')}</h2>
          <p className="muted" data-testid="shake-total">
            {t('details.total', { count: d.shakes })}
          </p>
          <LazyChart
            kind="bar"
            integers
            height={160}
            testId="shake-chart"
            label={t('details.stats')}
            labels={d.days.map((x) => x.day.slice(5))}
            series={[{ name: t('details.stats'), values: d.days.map((x) => x.shakes) }]}
          />
          {d.bound && (
            <ConfirmButton
              label={t('details.unbind')}
              armedLabel={t('details.unbindArmed')}
              confirmText={t('details.unbindConfirm')}
              disabled={bind.isPending}
              onConfirm={() => bind.mutate({ deviceId: d.id, bound: false })}
              testId="shake-unbind"
            />
          )}
        </>
      )}
    </Page>
  );
}
