import '../../../../features/programme/shake/shake.css';
import { useState, type ReactNode } from 'react';
import { Loading, Page } from '../../../../components/layouts/Page';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { toast } from '../../../../lib/toast';
import { useApplicationReviews, useConfigReviews, useReviewApplication, useReviewConfig } from '../../../../features/programme/shake/api';
import { ReviewActions } from '../../../../features/programme/shake/components/ReviewActions';
import { ShakePageCard } from '../../../../features/programme/shake/components/ShakePageCard';
import { formatDate } from '../../../../lib/datetime';

/**
 * /show/shakeReview (ours, operators): two queues, oldest first: device applications (approval creates the devices)
 * with their expected review date, and page configurations (approval makes the page live). The route needs the
 * operator role; anyone else is refused by the server with the catalogue message.
 */
export default function ShakeReviewRoute() {
  const { t } = useTranslation('programmeShake');
  const [tab, setTab] = useState<'applications' | 'configs'>('applications');
  return (
    <Page title={t('titles.shakeReview')} backTo={paths.shakeHome}>
      <div className="tabs" role="tablist">
        {(['applications', 'configs'] as const).map((k) => (
          <button key={k} type="button" role="tab" aria-selected={tab === k} className={tab === k ? 'active' : ''}
            onClick={() => setTab(k)} data-testid={`shake-review-tab-${k}`}>{t(`review.${k}`)}</button>
        ))}
      </div>
      {tab === 'applications' ? <ApplicationQueue /> : <ConfigQueue />}
    </Page>
  );
}

function ApplicationQueue() {
  const { t } = useTranslation('programmeShake');
  const list = useApplicationReviews();
  const decide = useReviewApplication();
  const rows = rowsOf(list.data);
  return (
    <QueueFrame list={list} empty={rows.length === 0}>
        {rows.map((a) => (
          <li key={a.id} className="sk-row" data-testid="shake-review-application">
            <div className="sk-row-head">
              <span className="sk-row-title">{a.applicant.name} · {t('applications.quantity', { count: a.quantity })}</span>
              {a.overdue && <span className="sk-badge-overdue">{t('review.overdue')}</span>}
            </div>
            <small>{t('review.due', { date: a.dueDate })}</small><br />
            <small>{t('applications.shipTo', { address: `${a.contactName} ${a.contactMobile} ${a.region} ${a.address}` })}</small>
            {a.reason && <><br /><small>{a.reason}</small></>}
            <ReviewActions busy={decide.isPending} testId="shake-review-app"
              onDecide={(approve, reason) => decide.mutate({ applicationId: a.id, approve, reason },
                { onSuccess: () => toast.info(t(approve ? 'review.approved' : 'review.rejected')) })} />
          </li>
        ))}
    </QueueFrame>
  );
}

function ConfigQueue() {
  const { t } = useTranslation('programmeShake');
  const list = useConfigReviews();
  const decide = useReviewConfig();
  const rows = rowsOf(list.data);
  return (
    <QueueFrame list={list} empty={rows.length === 0}>
        {rows.map((c) => (
          <li key={c.deviceId} className="sk-row" data-testid="shake-review-config">
            <div className="sk-row-head"><span className="sk-row-title">{c.owner.name}</span><small>{formatDate(c.submittedAt)}</small></div>
            <ShakePageCard config={c.config} testId="shake-review-preview" />
            {c.config.linkUrl && <small data-testid="shake-review-link">{c.config.linkUrl}</small>}
            {c.live && <><br /><small>{t('review.current', { title: c.live.title })}</small></>}
            <ReviewActions busy={decide.isPending} testId="shake-review-cfg"
              onDecide={(approve, reason) => decide.mutate({ deviceId: c.deviceId, approve, reason },
                { onSuccess: () => toast.info(t(approve ? 'review.approved' : 'review.rejected')) })} />
          </li>
        ))}
    </QueueFrame>
  );
}

/** What both review queues show around their rows: loading, a failed read, the empty queue, more pages. */
function QueueFrame({ list, empty, children }: {
  list: { isPending: boolean; error: Error | null; data?: unknown; hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  empty: boolean; children: ReactNode;
}) {
  const { t } = useTranslation('programmeShake');
  return (
    <>
      {list.isPending && <Loading />}
      {list.error && <p className="result muted" role="alert">{list.error.message}</p>}
      {Boolean(list.data) && empty && <p className="result muted" data-testid="shake-review-empty">{t('review.empty')}</p>}
      <ul className="sk-list">{children}</ul>
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
    </>
  );
}
