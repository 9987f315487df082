import '../../../../features/activity/activity-events.css';
import { Link, useParams } from 'react-router';
import { Page, Loading } from '../../../../components/layouts/Page';
import { LoadMore } from '../../../../components/ui/LoadMore';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/i18n';
import { rowsOf } from '../../../../lib/paging';
import { useCardActivities } from '../../../../features/activity/api-events';
import { EventCard } from '../../../../features/activity/components/EventCard';
import { CalendarDays } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/EmptyState';

/** /activity/list/:phoneIdEcr: a card's published activities (the spec's ACTIVE list), ten a page, newest first. */
export default function CardActivitiesRoute() {
  const { t } = useTranslation('activityEvents');
  const { phoneIdEcr = '' } = useParams();
  const q = useCardActivities(phoneIdEcr);
  const rows = rowsOf(q.data);
  if (q.isError)
    return (
      <Page title={t('titles.cardList')}>
        <p className="result muted">{q.error.message}</p>
      </Page>
    );
  if (!q.data)
    return (
      <Page title={t('titles.cardList')}>
        <Loading />
      </Page>
    );
  return (
    <Page title={t('titles.cardList')}>
      {rows.length === 0 && <EmptyState icon={CalendarDays} title={t('cardList.empty')} hint={t('cardList.emptyHint')} />}
      <ul className="ev-list">
        {rows.map((a) => (
          <EventCard key={a.id} a={a} testId="card-activity">
            <div className="ev-actions">
              <Link to={paths.activityDetail(a.id)} data-testid="open-activity">
                {t('cardList.open')}
              </Link>
            </div>
          </EventCard>
        ))}
      </ul>
      <LoadMore hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </Page>
  );
}
