import '../../../../features/programme/shake/shake.css';
import { Loading, Page } from '../../../../components/layouts/Page';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { useShakeApplications } from '../../../../features/programme/shake/api';
import { ShakeStatus } from '../../../../features/programme/shake/components/ShakeStatus';
import { formatDate } from '../../../../lib/datetime';
import { Vibrate } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** /show/shakeApplications (ours): the caller's applications, newest first: state, expected review date, rejection reason. */
export default function ShakeApplicationsRoute() {
  const { t } = useTranslation('programmeShake');
  const list = useShakeApplications();
  const rows = rowsOf(list.data);
  return (
    <Page title={t('titles.shakeApplications')} backTo={paths.shakeHome}>
      {list.isPending && <Loading />}
      {list.isError && (
        <p className="result muted" role="alert">
          {list.error.message}
        </p>
      )}
      {list.data && rows.length === 0 && (
        <EmptyState
          icon={Vibrate}
          title={t('applications.empty')}
          hint={t('applications.emptyHint')}
          action={{ label: t('applications.emptyAction'), to: paths.shakeApply, testId: 'shake-applications-empty-action' }}
          testId="shake-applications-empty"
        />
      )}
      <ul className="sk-list" data-testid="shake-application-list">
        {rows.map((a) => (
          <li key={a.id} className="sk-row" data-testid="shake-application">
            <div className="sk-row-head">
              <span className="sk-row-title">
                {t('applications.quantity', { count: a.quantity })}
                {a.giftQuantity > 0 ? ` · ${t('applications.gift', { count: a.giftQuantity })}` : ''}
              </span>
              <ShakeStatus state={a.status} testId="shake-application-status" />
            </div>
            <small>{t('applications.shipTo', { address: `${a.region} ${a.address}`.trim() })}</small>
            <br />
            {a.status === 'pending' && <small data-testid="shake-application-due">{t('applications.due', { date: a.dueDate })}</small>}
            {a.status === 'rejected' && <small className="sk-note-bad">{t('applications.rejectReason', { reason: a.rejectReason })}</small>}
            {a.status === 'approved' && <small>{formatDate(a.reviewedAt)}</small>}
          </li>
        ))}
      </ul>
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
    </Page>
  );
}
